/**
 * The persona block's part script (build/parts/persona-content.js),
 * loaded by its view script when the page needs more than the server's
 * visitor list.
 */

/**
 * External dependencies
 */
import {
	announce,
	candidateStore,
	sessionStore,
	storage,
	withLanguagePrefix,
} from '@careers-frontend/runtime';

/**
 * Internal dependencies
 */
import { publishPart } from '../../src/runtime/parts';
import type { InstanceConfig } from '../../src/blocks/server-config';
import {
	forgetChatInterest,
	rememberChatInterest,
} from '../../src/runtime/chat-interest';
import { startPersonaBlock } from './persona-block';
import { PERSONA_PART } from './persona-part-name';
import { createSessionCache, publicFetchJson } from './persona-source';
import { readPersonaConfig } from './read-config';

const deps = {
	candidateStore,
	cache: createSessionCache( sessionStore ),
	fetchJson: publicFetchJson( window.fetch.bind( window ) ),
	announce,
	profileUrl: withLanguagePrefix( '/profile/' ),
	rememberChatArea: ( snapshot, area ) =>
		rememberChatInterest( storage, snapshot, { areaInterest: area } ),
	forgetChatArea: ( snapshot ) => forgetChatInterest( storage, snapshot ),
} satisfies Parameters< typeof startPersonaBlock >[ 2 ];

publishPart( PERSONA_PART, {
	start( wrapper: HTMLElement, instance: InstanceConfig, shared: unknown ) {
		const config = readPersonaConfig( instance, shared );
		if ( config ) {
			startPersonaBlock( wrapper, config, deps );
		}
	},
} );
