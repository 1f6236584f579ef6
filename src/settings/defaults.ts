/**
 * Internal dependencies
 */
import { SETTINGS_SCHEMA, SETTING_KEYS } from './schema';
import type { Settings } from './types';

/** Every setting's default, as the schema gives it. */
export const DEFAULT_SETTINGS: Readonly< Settings > = Object.freeze(
	Object.fromEntries(
		SETTING_KEYS.map( ( key ) => [ key, SETTINGS_SCHEMA[ key ].default ] )
	) as Settings
);

export { DEFAULT_CONTEXT } from './page-context';
