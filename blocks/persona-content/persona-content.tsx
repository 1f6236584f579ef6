/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	AreaOfInterestNote,
	areaOfInterestAnnouncement,
} from './area-of-interest-note';
import { PersonaList, personaMessages } from './persona-list';
import type { PersonaBlockConfig, PersonaStatus } from './types';
import { usePersonaItems, type PersonaDeps } from './use-persona-items';

export interface PersonaContentProps {
	config: PersonaBlockConfig;
	deps: PersonaDeps;
	/** The runtime's polite live region. */
	announce: ( message: string ) => void;
	/** Told of each status, so the wrapper can hide when the block is skipped. */
	onStatus: ( status: PersonaStatus ) => void;
	/** The profile page with the language prefix, where the area of interest is set. */
	profileUrl: string;
}

/**
 * The front-end widget: items for the current candidate, with its loading,
 * empty and error states shown and announced.
 *
 * @param props            Props.
 * @param props.config
 * @param props.deps
 * @param props.announce
 * @param props.onStatus
 * @param props.profileUrl
 */
export function PersonaContent( {
	config,
	deps,
	announce,
	onStatus,
	profileUrl,
}: PersonaContentProps ) {
	const state = usePersonaItems( config, deps );
	const announcedLoading = useRef( false );

	useEffect( () => {
		onStatus( state.status );
		if ( state.status === 'loading' ) {
			announcedLoading.current = true;
			announce( personaMessages.loading() );
		} else if ( state.status === 'no-area' ) {
			announce( areaOfInterestAnnouncement() );
		} else if ( state.status === 'empty' || state.status === 'error' ) {
			announce( personaMessages[ state.status ]() );
		} else if ( state.status === 'ready' && announcedLoading.current ) {
			// Cached items appear with the page: nothing to announce then.
			announce(
				sprintf(
					/* translators: %d: number of items. */
					_n(
						'%d item loaded.',
						'%d items loaded.',
						state.items.length,
						'careers-frontend'
					),
					state.items.length
				)
			);
		}
	}, [ state, announce, onStatus ] );

	return state.status === 'no-area' ? (
		<AreaOfInterestNote profileUrl={ profileUrl } />
	) : (
		<PersonaList state={ state } />
	);
}
