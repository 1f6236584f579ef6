/**
 * Narrowing helpers for payloads that arrive from outside (Lex, the job API,
 * the geocoders, browser storage): each takes `unknown` and never throws.
 */

export type UnknownRecord = Record< string, unknown >;

export function isRecord( value: unknown ): value is UnknownRecord {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * The value when it is a string, otherwise undefined.
 * @param value Anything.
 */
export function optionalString( value: unknown ): string | undefined {
	return typeof value === 'string' ? value : undefined;
}

/**
 * Strings and finite numbers as a string (APIs mix the two for ids).
 * @param value Anything.
 */
export function stringish( value: unknown ): string | undefined {
	if ( typeof value === 'string' ) {
		return value;
	}
	return typeof value === 'number' && Number.isFinite( value )
		? String( value )
		: undefined;
}

/**
 * A string-to-string map, dropping entries whose value is not a string.
 * @param value Anything.
 */
export function stringMap( value: unknown ): Record< string, string > {
	if ( ! isRecord( value ) ) {
		return {};
	}
	// fromEntries defines own properties: a key such as "__proto__" stays
	// an entry instead of going to the prototype setter and vanishing.
	return Object.fromEntries(
		Object.entries( value ).filter(
			( pair ): pair is [ string, string ] =>
				typeof pair[ 1 ] === 'string'
		)
	);
}

/**
 * The entries that hold a non-empty string: optional fields are left out
 * rather than set to undefined or ''.
 * @param fields Values by field name.
 */
export function nonEmptyStrings< K extends string >(
	fields: Record< K, string | undefined >
): Partial< Record< K, string > > {
	return Object.fromEntries(
		Object.entries( fields ).filter(
			( pair ) => typeof pair[ 1 ] === 'string' && pair[ 1 ] !== ''
		)
	) as Partial< Record< K, string > >;
}

/**
 * The message of anything thrown, or undefined when it has none.
 * @param error What was thrown.
 */
export function errorMessage( error: unknown ): string | undefined {
	if ( isRecord( error ) || error instanceof Error ) {
		const message = ( error as { message?: unknown } ).message;
		return typeof message === 'string' && message !== ''
			? message
			: undefined;
	}
	return typeof error === 'string' && error !== '' ? error : undefined;
}

/**
 * The `name` of anything thrown (SDK errors carry the service's code).
 * @param error What was thrown.
 */
export function errorName( error: unknown ): string | undefined {
	if ( isRecord( error ) || error instanceof Error ) {
		return optionalString( ( error as { name?: unknown } ).name );
	}
	return undefined;
}
