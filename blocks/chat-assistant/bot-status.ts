/**
 * Whether the plugin settings name a bot, as the editor can tell: only
 * administrators may read the settings, so others get 'unknown'.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { isBotConfigured } from '../../src/chat/core/load-bot-client';

export type BotStatus = 'loading' | 'configured' | 'missing' | 'unknown';

const OPTION = 'careers_frontend_settings';

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

const text = ( value: unknown ) => ( typeof value === 'string' ? value : '' );

/**
 * @param response What GET /wp/v2/settings answered.
 */
export function botStatusFromSettings( response: unknown ): BotStatus {
	const settings = isRecord( response ) ? response[ OPTION ] : undefined;
	if ( ! isRecord( settings ) ) {
		return 'unknown';
	}
	const configured = isBotConfigured( {
		bot_version: settings.bot_version === 'v1' ? 'v1' : 'v2',
		bot_id: text( settings.bot_id ),
		bot_alias_id: text( settings.bot_alias_id ),
		bot_name: text( settings.bot_name ),
		bot_alias: text( settings.bot_alias ),
		bot_locale: '',
		lex_endpoint: '',
		environment: '',
		identity_pool_production: '',
		identity_pool_development: '',
		region: '',
		cognito_endpoint: '',
	} );
	return configured ? 'configured' : 'missing';
}

/**
 * @param fetchSettings Reads the settings (apiFetch in the editor).
 */
export function useBotStatus(
	fetchSettings: () => Promise< unknown > = () =>
		apiFetch( { path: '/wp/v2/settings' } )
): BotStatus {
	const [ status, setStatus ] = useState< BotStatus >( 'loading' );
	useEffect( () => {
		let active = true;
		fetchSettings().then(
			( response ) =>
				active && setStatus( botStatusFromSettings( response ) ),
			() => active && setStatus( 'unknown' )
		);
		return () => {
			active = false;
		};
	}, [ fetchSettings ] );
	return status;
}
