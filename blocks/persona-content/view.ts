/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

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
import { renderFrontend } from '../../src/blocks/render-frontend';
import {
	forgetChatInterest,
	rememberChatInterest,
} from '../../src/runtime/chat-interest';
import { startPersonaBlock } from './persona-block';
import { createSessionCache, publicFetchJson } from './persona-source';
import { readPersonaConfig } from './read-config';

domReady( () => {
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
	// Read directly: the settings module would bring every default along.
	const restRoot = window.careersFrontendConfig?.context?.restUrl ?? '';
	renderFrontend( {
		block: 'persona-content',
		readConfig: ( instance, shared ) =>
			readPersonaConfig( instance, restRoot, shared ),
		start: ( wrapper, config ) =>
			startPersonaBlock( wrapper, config, deps ),
	} );
} );
