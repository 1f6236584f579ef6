/**
 * Internal dependencies
 */
import { DEFAULT_CONTEXT, DEFAULT_SETTINGS } from './defaults';
import { readConfig } from './read-config';
import type { PageContext, Settings } from './types';

const pageWindow = () => ( typeof window === 'undefined' ? undefined : window );

/**
 * Typed getter with a fallback: a missing value, or one whose type does not
 * match the default, yields the default.
 *
 * @param name   Setting key.
 * @param source Window holding the config (a fake in tests).
 */
export function getSetting< K extends keyof Settings >(
	name: K,
	source: Window | undefined = pageWindow()
): Settings[ K ] {
	return readConfig(
		'settings',
		{ [ name ]: DEFAULT_SETTINGS[ name ] },
		source
	)[ name ] as Settings[ K ];
}

/**
 * Page context (URLs, locale) with the same fallback rule.
 *
 * @param name   Context key.
 * @param source Window holding the config.
 */
export function getContext< K extends keyof PageContext >(
	name: K,
	source: Window | undefined = pageWindow()
): PageContext[ K ] {
	return readConfig( 'context', DEFAULT_CONTEXT, source )[ name ];
}

/**
 * Every setting at once, with the same fallback rule.
 *
 * @param source Window holding the config.
 */
export function getSettings(
	source: Window | undefined = pageWindow()
): Settings {
	return readConfig( 'settings', { ...DEFAULT_SETTINGS }, source );
}
