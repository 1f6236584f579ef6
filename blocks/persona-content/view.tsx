/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

/**
 * External dependencies
 */
import {
	announce,
	candidateStore,
	sessionStore,
	withLanguagePrefix,
} from '@careers-frontend/runtime';

/**
 * Internal dependencies
 */
import { renderFrontend } from '../../src/blocks/render-frontend';
import { PersonaContent } from './persona-content';
import { createSessionCache, publicFetchJson } from './persona-source';
import { readPersonaConfig } from './read-config';
import type { PersonaDeps } from './use-persona-items';

domReady( () => {
	const deps: PersonaDeps = {
		candidateStore,
		cache: createSessionCache( sessionStore ),
		fetchJson: publicFetchJson( window.fetch.bind( window ) ),
	};
	const profileUrl = withLanguagePrefix( '/profile/' );
	// Read directly: the settings module would bring every default along.
	const restRoot = window.careersFrontendConfig?.context?.restUrl ?? '';
	renderFrontend( {
		block: 'persona-content',
		readConfig: ( instance ) => readPersonaConfig( instance, restRoot ),
		start: ( wrapper, config ) => {
			const body = wrapper.querySelector< HTMLElement >(
				'[data-careers-persona-body]'
			);
			if ( ! body ) {
				return;
			}
			createRoot( body ).render(
				<PersonaContent
					config={ config }
					deps={ deps }
					announce={ announce }
					profileUrl={ profileUrl }
					onStatus={ ( status ) => {
						wrapper.hidden = status === 'hidden';
					} }
				/>
			);
		},
	} );
} );
