/**
 * Internal dependencies
 */
import { readConfig } from '../settings/read-config';
import type { Settings } from '../settings/types';
import { RUNTIME_SETTING_DEFAULTS } from './runtime-settings';
import type { SignOutSettings } from './sign-out-landing';

/**
 * The settings only sign-out reads, with the schema's defaults: read by
 * the sign-out part when the candidate logs out, so the runtime every page
 * loads carries neither the keys nor the defaults.
 */
export const SIGN_OUT_SETTING_DEFAULTS = {
	sso_enabled: false,
	sso_logout_url: '',
	logout_skip_redirect: false,
	logout_destination: '',
	logout_to_home: true,
} satisfies Partial< Settings >;

/**
 * Sign-out's settings and the home URL (page context).
 *
 * @param win Window holding `careersFrontendConfig`.
 */
export function readSignOutSettings( win: Window ): SignOutSettings {
	return {
		...readConfig(
			'settings',
			{ ...RUNTIME_SETTING_DEFAULTS, ...SIGN_OUT_SETTING_DEFAULTS },
			win
		),
		...readConfig( 'context', { homeUrl: '/' }, win ),
	};
}
