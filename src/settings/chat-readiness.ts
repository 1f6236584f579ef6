/**
 * Which settings the chat still needs before candidates see it: the rule
 * of careers_frontend_chat_missing_settings (includes/chat-assets.php),
 * for the editor's notice and the settings page. A bot (V2's id and alias
 * id, V1's name and alias), the identity pool of the configured
 * environment, and a job API base that is an absolute https URL (http
 * only on this computer), as the schema has it: an empty one would make
 * the chat load `job?…` from the page's own address as a script.
 */

/**
 * Internal dependencies
 */
import { identityPoolKey } from '../chat/public';
import { SETTINGS_SCHEMA, type SettingKey } from './schema';

const JOB_API_BASE = new RegExp( SETTINGS_SCHEMA.job_api_base.pattern );

/**
 * Whether the chat can call the job API at this base.
 *
 * @param value Setting job_api_base.
 */
export function isUsableJobApiBase( value: unknown ): boolean {
	if ( typeof value !== 'string' || value === '' ) {
		return false;
	}
	try {
		return JOB_API_BASE.test( value ) && new URL( value ).host !== '';
	} catch {
		return false;
	}
}

const text = ( value: unknown ) => ( typeof value === 'string' ? value : '' );

/**
 * The chat's settings that are empty or unusable, in the settings page's
 * order; none when candidates see the chat.
 *
 * @param settings The saved settings (any shape: read defensively).
 */
export function missingChatSettings(
	settings: Partial< Record< SettingKey, unknown > >
): SettingKey[] {
	const needed: SettingKey[] =
		settings.bot_version === 'v1'
			? [ 'bot_name', 'bot_alias' ]
			: [ 'bot_id', 'bot_alias_id' ];
	needed.push( identityPoolKey( settings.environment ) );
	const missing = needed.filter( ( key ) => text( settings[ key ] ) === '' );
	if ( ! isUsableJobApiBase( settings.job_api_base ) ) {
		missing.push( 'job_api_base' );
	}
	return missing;
}
