/**
 * Checks a value with the server's own schema rules before saving, and
 * words the result for the person typing.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	FieldSchema,
	SettingKey,
	SettingsSchema,
} from '../settings/schema';
import type { Settings } from '../settings/types';
import { APP_ID_WARNING_LENGTH, type FieldDefinition } from './fields';
import { lexV1Warning } from './presentation/messages';

export interface FieldCheck {
	/** Blocks saving. */
	error?: string;
	/** Shown, but the value may be saved. */
	warning?: string;
}

export type FieldErrors = Partial< Record< SettingKey, string > >;

function matchesPattern( pattern: string, text: string ): boolean {
	try {
		return new RegExp( pattern ).test( text );
	} catch {
		// A pattern JavaScript cannot read is left to the server.
		return true;
	}
}

function isWebAddress( text: string ): boolean {
	try {
		const url = new URL( text );
		return (
			( url.protocol === 'https:' || url.protocol === 'http:' ) &&
			url.hostname !== ''
		);
	} catch {
		return false;
	}
}

function checkInteger(
	value: unknown,
	schema: FieldSchema
): string | undefined {
	const min = schema.minimum ?? Number.MIN_SAFE_INTEGER;
	const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
	const number = typeof value === 'number' ? value : Number.NaN;
	if ( Number.isInteger( number ) && number >= min && number <= max ) {
		return undefined;
	}
	return sprintf(
		/* translators: 1: smallest allowed number, 2: largest allowed number. */
		__( 'Enter a whole number from %1$d to %2$d.', 'careers-frontend' ),
		min,
		max
	);
}

function checkString(
	text: string,
	schema: FieldSchema,
	field: FieldDefinition | undefined
): string | undefined {
	const trimmed = text.trim();
	const invalid =
		field?.invalidMessage ??
		__( 'This value is not in the expected format.', 'careers-frontend' );
	if (
		schema.format === 'uri' &&
		trimmed !== '' &&
		! isWebAddress( trimmed )
	) {
		return invalid;
	}
	if ( schema.enum && ! schema.enum.includes( trimmed ) ) {
		return __( 'Choose one of the options.', 'careers-frontend' );
	}
	if (
		schema.pattern !== undefined &&
		! matchesPattern( schema.pattern, trimmed )
	) {
		return invalid;
	}
	if ( schema.maxLength !== undefined && trimmed.length > schema.maxLength ) {
		return sprintf(
			/* translators: %d: the most characters allowed. */
			_n(
				'Use at most %d character.',
				'Use at most %d characters.',
				schema.maxLength,
				'careers-frontend'
			),
			schema.maxLength
		);
	}
	return undefined;
}

/**
 * The error or warning for one setting's value.
 *
 * @param key    Setting key.
 * @param value  Value as edited.
 * @param schema The server's schema.
 * @param field  The field's definition (for its message).
 */
export function checkField(
	key: SettingKey,
	value: unknown,
	schema: SettingsSchema,
	field?: FieldDefinition
): FieldCheck {
	const rules = schema[ key ];
	if ( ! rules || rules.type === 'boolean' ) {
		return {};
	}
	if ( rules.type === 'integer' ) {
		const error = checkInteger( value, rules );
		return error ? { error } : {};
	}
	const text = typeof value === 'string' ? value : '';
	const error = checkString( text, rules, field );
	if ( error ) {
		return { error };
	}
	if ( key === 'bot_version' && text === 'v1' ) {
		return { warning: lexV1Warning() };
	}
	if ( key === 'app_id' && text.trim().length > APP_ID_WARNING_LENGTH ) {
		return {
			warning: sprintf(
				/* translators: 1: the usual longest app ID, 2: this app ID's length. */
				__(
					'App IDs are at most %1$d characters; this one has %2$d. Check it was copied whole and nothing more.',
					'careers-frontend'
				),
				APP_ID_WARNING_LENGTH,
				text.trim().length
			),
		};
	}
	return {};
}

/**
 * Errors of every field that has one.
 *
 * @param values Values as edited.
 * @param schema The server's schema.
 * @param fields Field definitions (for their messages).
 */
export function checkAll(
	values: Settings,
	schema: SettingsSchema,
	fields: FieldDefinition[]
): FieldErrors {
	const errors: FieldErrors = {};
	for ( const key of Object.keys( schema ) as SettingKey[] ) {
		const field = fields.find( ( item ) => item.key === key );
		const { error } = checkField( key, values[ key ], schema, field );
		if ( error ) {
			errors[ key ] = error;
		}
	}
	return errors;
}

/**
 * Values as the server wants them: strings trimmed (the server trims too).
 *
 * @param values Values as edited.
 */
export function normaliseValues( values: Settings ): Settings {
	const result: Record< string, unknown > = { ...values };
	for ( const [ key, value ] of Object.entries( result ) ) {
		if ( typeof value === 'string' ) {
			result[ key ] = value.trim();
		}
	}
	return result as unknown as Settings;
}
