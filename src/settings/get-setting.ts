/**
 * Internal dependencies
 */
import { DEFAULT_CONTEXT, DEFAULT_SETTINGS } from './defaults';
import type { CareersConfig, PageContext, Settings } from './types';

/** The global PHP prints before the shared runtime handle. */
export const CONFIG_GLOBAL = 'careersFrontendConfig';

declare global {
	interface Window {
		careersFrontendConfig?: CareersConfig;
	}
}

function readConfig( source: Window | undefined ): CareersConfig {
	const config = source?.[ CONFIG_GLOBAL ];
	return config && typeof config === 'object'
		? config
		: { settings: {}, context: {} };
}

/**
 * Typed getter with a fallback: a missing value, or one whose type does not
 * match the default, yields the default, so a broken option never breaks
 * the page.
 *
 * @param name   Setting key.
 * @param source Window holding the config (a fake in tests).
 */
export function getSetting< K extends keyof Settings >(
	name: K,
	source: Window | undefined = typeof window === 'undefined'
		? undefined
		: window
): Settings[ K ] {
	const value = readConfig( source ).settings?.[ name ];
	const fallback = DEFAULT_SETTINGS[ name ];
	return typeof value === typeof fallback
		? ( value as Settings[ K ] )
		: fallback;
}

/**
 * Page context (URLs, locale, chat assets) with the same fallback rule.
 *
 * @param name   Context key.
 * @param source Window holding the config.
 */
export function getContext< K extends keyof PageContext >(
	name: K,
	source: Window | undefined = typeof window === 'undefined'
		? undefined
		: window
): PageContext[ K ] {
	const value = readConfig( source ).context?.[ name ];
	const fallback = DEFAULT_CONTEXT[ name ];
	return typeof value === typeof fallback
		? ( value as PageContext[ K ] )
		: fallback;
}

/**
 * Every setting at once, each through getSetting.
 *
 * @param source Window holding the config.
 */
export function getSettings( source?: Window ): Settings {
	const keys = Object.keys( DEFAULT_SETTINGS ) as Array< keyof Settings >;
	return Object.fromEntries(
		keys.map( ( key ) => [ key, getSetting( key, source ) ] )
	) as unknown as Settings;
}
