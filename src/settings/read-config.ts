/**
 * The one reader of the config PHP prints before the shared runtime
 * handle. It imports no defaults, so the runtime, whose budget cannot take
 * every setting's default, passes the few it reads.
 */

/**
 * Internal dependencies
 */
import type { CareersConfig } from './types';

/** The global PHP prints before the shared runtime handle. */
export const CONFIG_GLOBAL = 'careersFrontendConfig';

declare global {
	interface Window {
		careersFrontendConfig?: CareersConfig;
	}
}

/**
 * One section of the config with a fallback per key: a missing value, or
 * one whose type differs from the fallback's, yields the fallback, so a
 * broken option never breaks the page.
 *
 * @param section   `settings` or `context`.
 * @param fallbacks The keys to read, with their defaults.
 * @param source    Window holding the config (a fake in tests).
 */
export function readConfig< T extends object >(
	section: keyof CareersConfig,
	fallbacks: T,
	source: Window | undefined
): T {
	const given: Record< string, unknown > = Object(
		Object( source?.[ CONFIG_GLOBAL ] )[ section ]
	);
	const result = { ...fallbacks } as Record< string, unknown >;
	for ( const key in result ) {
		if ( typeof given[ key ] === typeof result[ key ] ) {
			result[ key ] = given[ key ];
		}
	}
	return result as T;
}
