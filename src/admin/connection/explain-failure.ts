/**
 * Turns a failed connection test into plain words: what went wrong, the
 * exact service error, and the settings most likely at fault. Amazon
 * Cognito's errors are worded in credential-failure.ts, Amazon Lex's in
 * bot-failure.ts.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Settings } from '../../settings/types';
import type { SettingKey } from '../admin-config';
import { poolSetting, type Explanation } from './failure-context';

export {
	poolSetting,
	serviceErrorText,
	type ConnectionStep,
	type Explanation,
} from './failure-context';
export { explainCredentialFailure } from './credential-failure';
export { explainBotFailure } from './bot-failure';

/**
 * Settings missing before anything can be sent, or undefined when the
 * test can start.
 *
 * @param settings The settings to test.
 */
export function explainMissingConfiguration(
	settings: Settings
): Explanation | undefined {
	const pool = poolSetting( settings );
	const missing: SettingKey[] = (
		settings.bot_version === 'v1'
			? ( [ 'bot_name', 'bot_alias' ] as SettingKey[] )
			: ( [ 'bot_id', 'bot_alias_id' ] as SettingKey[] )
	).filter( ( key ) => ! settings[ key ] );
	if ( ! settings[ pool ] ) {
		missing.push( pool );
	}
	if ( missing.length > 0 ) {
		return {
			summary: __( 'Some chat settings are empty.', 'careers-frontend' ),
			advice: __(
				'Fill them in and save, then test again.',
				'careers-frontend'
			),
			settings: missing,
		};
	}
	const poolRegion = String( settings[ pool ] ).split( ':' )[ 0 ];
	const region = settings.region || 'us-east-1';
	if ( poolRegion !== region ) {
		return {
			summary: sprintf(
				/* translators: 1: region in the identity pool ID, e.g. eu-west-1; 2: the AWS region setting. */
				__(
					'The identity pool is in %1$s, but the AWS region is %2$s.',
					'careers-frontend'
				),
				poolRegion,
				region
			),
			advice: __(
				'Use the identity pool’s region as the AWS region (the bot must be in the same region).',
				'careers-frontend'
			),
			settings: [ 'region', pool ],
		};
	}
	return undefined;
}
