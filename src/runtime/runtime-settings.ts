/**
 * Internal dependencies
 */
import type { Settings } from '../settings';
import { UPDATING_MESSAGE } from './a11y';

/**
 * The settings the runtime reads, with the defaults of src/settings (a unit
 * test keeps them equal). Importing src/settings would put the defaults of
 * every setting, the chat's included, into the one script every page loads,
 * past the runtime's 5 kB budget.
 */
export const RUNTIME_SETTING_DEFAULTS = {
	organization_name: 'careers',
	language: 'en',
	ats_url: '',
	sso_enabled: false,
	sso_logout_url: '',
	logout_skip_redirect: false,
	logout_destination: '',
	logout_to_home: true,
	debug: false,
} satisfies Partial< Settings >;

export type RuntimeSettings = Pick<
	Settings,
	keyof typeof RUNTIME_SETTING_DEFAULTS
> & {
	/** WordPress home URL (page context). */
	homeUrl: string;
	/** The form-submit announcement, translated (page context). */
	updatingMessage: string;
};

/**
 * The same rule as getSetting(): a missing value, or one whose type differs
 * from the default's, yields the default.
 *
 * @param win Window holding `careersFrontendConfig`.
 */
export function readRuntimeSettings( win: Window ): RuntimeSettings {
	const config = win.careersFrontendConfig;
	const given: Record< string, unknown > = {
		...config?.settings,
		homeUrl: config?.context?.homeUrl,
		updatingMessage: config?.context?.updatingMessage,
	};
	const result: Record< string, unknown > = {
		...RUNTIME_SETTING_DEFAULTS,
		homeUrl: '/',
		updatingMessage: UPDATING_MESSAGE,
	};
	for ( const key in result ) {
		if ( typeof given[ key ] === typeof result[ key ] ) {
			result[ key ] = given[ key ];
		}
	}
	return result as RuntimeSettings;
}
