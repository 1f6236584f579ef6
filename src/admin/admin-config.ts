/**
 * What includes/admin.php hands the settings page: the option's name, the
 * server's schema (the page validates with the same rules the REST endpoint
 * applies) and the saved values.
 */

/**
 * Internal dependencies
 */
import type { SettingKey, SettingsSchema } from '../settings/schema';
import type { Settings } from '../settings/types';
import {
	readBotLocaleReport,
	type BotLocaleReport,
} from './bot-locale/bot-locale-report';

export type {
	FieldSchema,
	SettingKey,
	SettingsSchema,
} from '../settings/schema';

export interface AdminConfig {
	option: string;
	schema: SettingsSchema;
	settings: Settings;
	/**
	 * The site language's bot locale with the saved settings, and why (the
	 * server's rule); undefined when not given.
	 */
	botLocale?: BotLocaleReport;
	/** The plugin's CloudFormation template; without it, no AWS set-up panel. */
	awsTemplateUrl?: string;
	/**
	 * Settings the browser runs as script, which this user may not change
	 * (without unfiltered_html, includes/script-settings.php).
	 */
	locked: SettingKey[];
}

declare global {
	interface Window {
		careersFrontendAdmin?: unknown;
	}
}

function isObject( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * The page data, or undefined when it is missing or malformed.
 *
 * @param raw `window.careersFrontendAdmin`.
 */
export function readAdminConfig( raw: unknown ): AdminConfig | undefined {
	if (
		! isObject( raw ) ||
		typeof raw.option !== 'string' ||
		! isObject( raw.schema ) ||
		! isObject( raw.settings )
	) {
		return undefined;
	}
	const schema = raw.schema as SettingsSchema;
	return {
		option: raw.option,
		schema,
		settings: raw.settings as unknown as Settings,
		botLocale: readBotLocaleReport( raw.botLocale ),
		awsTemplateUrl:
			typeof raw.awsTemplateUrl === 'string' ? raw.awsTemplateUrl : '',
		locked: Array.isArray( raw.locked )
			? raw.locked.filter(
					( key ): key is SettingKey =>
						typeof key === 'string' && key in schema
				)
			: [],
	};
}
