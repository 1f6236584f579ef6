/**
 * The persona block's view script. A visitor sees the list the server
 * painted, so the page carries no code for it: the rest of the block (a
 * candidate's or the chat's area, "Why am I seeing this?") loads as a part
 * script (persona-part.ts) once the candidate's state needs it, or as the
 * visitor reaches for the disclosure.
 */

/**
 * External dependencies
 */
import {
	candidateStore,
	loadPart,
	renderFrontend,
} from '@careers-frontend/runtime';

/**
 * Internal dependencies
 */
import { PERSONA_PART } from './persona-part-name';
import { startWhenNeeded } from './start-when-needed';

renderFrontend( {
	block: 'persona-content',
	readConfig: ( instance, shared ) => ( { instance, shared } ),
	start: ( wrapper, { instance, shared } ) =>
		startWhenNeeded( wrapper, {
			candidateStore,
			start: () =>
				loadPart( PERSONA_PART ).then( ( part ) =>
					part.start( wrapper, instance, shared )
				),
		} ),
} );
