/**
 * Whether the plugin settings name a bot, as the editor can tell: only
 * administrators may read the settings, so others get 'unknown'.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { missingChatSettings } from '../../src/settings/chat-readiness';

/**
 * `missing`: no bot or no identity pool; `missing-job-api`: a bot, but no
 * usable job API base.
 */
export type BotStatus =
	'loading' | 'configured' | 'missing' | 'missing-job-api' | 'unknown';

const OPTION = 'careers_frontend_settings';

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

/**
 * @param response What GET /wp/v2/settings answered.
 */
export function botStatusFromSettings( response: unknown ): BotStatus {
	const settings = isRecord( response ) ? response[ OPTION ] : undefined;
	if ( ! isRecord( settings ) ) {
		return 'unknown';
	}
	// The rule of careers_frontend_chat_is_configured (PHP), which decides
	// whether candidates see the chat: a bot, the environment's pool, and
	// a job API.
	const missing = missingChatSettings( settings );
	if ( missing.length === 0 ) {
		return 'configured';
	}
	return missing.includes( 'job_api_base' ) && missing.length === 1
		? 'missing-job-api'
		: 'missing';
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

/**
 * Settings → Careers, from wherever the editor runs.
 *
 * @param location The editor page's location.
 */
export function settingsPageUrl( location: Pick< Location, 'href' > ): string {
	return new URL( 'options-general.php?page=careers-frontend', location.href )
		.href;
}

export interface BotStatusMessage {
	level: 'warning' | 'info';
	text: string;
	/** Text of the link to Settings → Careers, when the reader may go there. */
	linkText?: string;
}

/**
 * What the editor tells the author, or null when the chat is ready.
 *
 * @param status What the settings say.
 */
export function botStatusMessage( status: BotStatus ): BotStatusMessage | null {
	if ( status === 'missing' ) {
		return {
			level: 'warning',
			text: __(
				'The chat needs a bot: enter the Lex bot and the Cognito identity pool in the Careers settings. Until then visitors do not see the chat.',
				'careers-frontend'
			),
			linkText: __( 'Open Settings → Careers', 'careers-frontend' ),
		};
	}
	if ( status === 'missing-job-api' ) {
		return {
			level: 'warning',
			text: __(
				'The chat needs the job API: enter its base URL in the Careers settings. Until then visitors do not see the chat.',
				'careers-frontend'
			),
			linkText: __( 'Open Settings → Careers', 'careers-frontend' ),
		};
	}
	if ( status === 'unknown' ) {
		return {
			level: 'info',
			text: __(
				'The chat shows only when an administrator has configured the bot in Settings → Careers.',
				'careers-frontend'
			),
		};
	}
	return null;
}
