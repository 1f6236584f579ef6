/**
 * The settings page's sections and fields: the schema's rules with the
 * presentation (labels, help, messages) of src/admin/presentation.
 */

/**
 * Internal dependencies
 */
import {
	SETTINGS_SCHEMA,
	type FieldSchema,
	type SettingKey,
} from '../settings/schema';
import { sectionPresentations } from './presentation/sections';
import type { FieldPresentation } from './presentation/types';

export type FieldKind =
	'text' | 'url' | 'number' | 'toggle' | 'select' | 'textarea';

export interface FieldOption {
	value: string;
	label: string;
}

export interface FieldDefinition extends Omit<
	FieldPresentation,
	'choices' | 'multiline'
> {
	key: SettingKey;
	kind: FieldKind;
	options?: FieldOption[];
}

export interface SectionDefinition {
	id: string;
	title: string;
	description?: string;
	fields: FieldDefinition[];
}

/** App ids longer than this draw a warning (spec: app-id limit). */
export const APP_ID_WARNING_LENGTH = 50;

function kindOf( schema: FieldSchema, shown: FieldPresentation ): FieldKind {
	if ( schema.type === 'boolean' ) {
		return 'toggle';
	}
	if ( schema.type === 'integer' ) {
		return 'number';
	}
	if ( schema.enum ) {
		return 'select';
	}
	if ( schema.format === 'uri' ) {
		return 'url';
	}
	return shown.multiline ? 'textarea' : 'text';
}

function fieldOf( key: SettingKey, shown: FieldPresentation ): FieldDefinition {
	const schema: FieldSchema = SETTINGS_SCHEMA[ key ] as FieldSchema;
	const { choices, multiline, ...rest } = shown;
	const kind = kindOf( schema, shown );
	return {
		...rest,
		key,
		kind,
		placeholder:
			rest.placeholder ?? ( kind === 'url' ? 'https://' : undefined ),
		options: schema.enum?.map( ( value ) => ( {
			value,
			label: choices?.[ value ] ?? value,
		} ) ),
	};
}

/** Every section of the page, in order. */
export function settingsSections(): SectionDefinition[] {
	return sectionPresentations().map( ( { fields, ...section } ) => ( {
		...section,
		fields: (
			Object.entries( fields ) as Array<
				[ SettingKey, FieldPresentation ]
			>
		 ).map( ( [ key, shown ] ) => fieldOf( key, shown ) ),
	} ) );
}

/** Every field of every section, in page order. */
export function allFields(): FieldDefinition[] {
	return settingsSections().flatMap( ( section ) => section.fields );
}

/**
 * Each field's label by its key (messages name the settings by them).
 *
 * @param fields Fields.
 */
export function fieldLabels(
	fields: FieldDefinition[]
): Partial< Record< SettingKey, string > > {
	return Object.fromEntries(
		fields.map( ( field ) => [ field.key, field.label ] )
	);
}
