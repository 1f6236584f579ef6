/**
 * Internal dependencies
 */
import { readConfig } from '../settings/read-config';
import type { Settings } from '../settings/types';
import { UPDATING_MESSAGE } from './a11y';

/**
 * The settings the runtime reads on load, with the schema's defaults. With
 * the sign-out part's (sign-out-settings.ts) they are the schema's
 * `everyPage` list, all the server prints on every page (a unit test keeps
 * keys and defaults equal). Importing them from the schema would cost the
 * one script every page loads bytes it does not have under its budget.
 */
export const RUNTIME_SETTING_DEFAULTS = {
	organization_name: 'careers',
	language: 'en',
	ats_url: '',
	debug: false,
} satisfies Partial< Settings >;

export type RuntimeSettings = Pick<
	Settings,
	keyof typeof RUNTIME_SETTING_DEFAULTS
> & {
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
		...readConfig( 'context', { updatingMessage: UPDATING_MESSAGE }, win ),
	};
}
