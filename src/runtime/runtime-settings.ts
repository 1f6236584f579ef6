/**
 * Internal dependencies
 */
import type { CareersConfig, Settings } from '../settings';

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
};

/**
 * The same rule as getSetting(): a missing value, or one whose type differs
 * from the default's, yields the default.
 *
 * @param win Window holding `careersFrontendConfig`.
 */
export function readRuntimeSettings( win: Window ): RuntimeSettings {
	const config: Partial< CareersConfig > | undefined =
		win.careersFrontendConfig;
	const settings: Record< string, unknown > = config?.settings ?? {};
	const read = < T >( value: unknown, fallback: T ): T =>
		typeof value === typeof fallback ? ( value as T ) : fallback;
	const result = { homeUrl: read( config?.context?.homeUrl, '/' ) };
	for ( const [ key, fallback ] of Object.entries(
		RUNTIME_SETTING_DEFAULTS
	) ) {
		( result as Record< string, unknown > )[ key ] = read(
			settings[ key ],
			fallback
		);
	}
	return result as RuntimeSettings;
}
