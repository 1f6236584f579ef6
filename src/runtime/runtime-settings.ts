/**
 * Internal dependencies
 */
import { readConfig } from '../settings/read-config';
import type { Settings } from '../settings/types';
import { UPDATING_MESSAGE } from './a11y';

/**
 * The settings the runtime reads, with the schema's defaults: the schema's
 * `everyPage` list, all the server prints on every page (a unit test
 * keeps keys and defaults equal). Importing them from the schema costs the one script
 * every page loads about 120 bytes it does not have under its 5 kB budget.
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
 * The runtime's settings and page context, through the one config reader.
 *
 * @param win Window holding `careersFrontendConfig`.
 */
export function readRuntimeSettings( win: Window ): RuntimeSettings {
	return {
		...readConfig( 'settings', RUNTIME_SETTING_DEFAULTS, win ),
		...readConfig(
			'context',
			{ homeUrl: '/', updatingMessage: UPDATING_MESSAGE },
			win
		),
	};
}
