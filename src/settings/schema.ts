/**
 * The settings schema, the one source of the plugin's settings: PHP
 * registers and sanitises from the same file (includes/settings.php).
 */

/**
 * Internal dependencies
 */
import schemaFile from '../../includes/settings.schema.json';

export const SETTINGS_SCHEMA = schemaFile.properties;

type Properties = typeof SETTINGS_SCHEMA;

/** Every setting's key, in the schema's order. */
export type SettingKey = keyof Properties;

/** One property of the schema, as the settings page reads it. */
export interface FieldSchema {
	type: 'string' | 'integer' | 'boolean';
	default: string | number | boolean;
	pattern?: string;
	format?: string;
	enum?: string[];
	minimum?: number;
	maximum?: number;
	maxLength?: number;
}

export type SettingsSchema = Partial< Record< SettingKey, FieldSchema > >;

/** The settings whose schema has an `enum`. */
export type ChoiceKey = {
	[ K in SettingKey ]: 'enum' extends keyof Properties[ K ] ? K : never;
}[ SettingKey ];

/** A setting's value type as the schema's default has it. */
export type SchemaValue< K extends SettingKey > = Properties[ K ][ 'default' ];

/** Keys in the schema's order (Object.keys keeps JSON order). */
export const SETTING_KEYS = Object.keys( SETTINGS_SCHEMA ) as SettingKey[];
