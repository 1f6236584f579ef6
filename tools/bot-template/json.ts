/**
 * Reading the template's JSON: typed access that fails with the path to
 * what is wrong.
 */

export type Json =
	string | number | boolean | null | Json[] | { [ key: string ]: Json };

export type JsonObject = { [ key: string ]: Json };

export class TemplateError extends Error {
	constructor( path: string, message: string ) {
		super( `Bot template, ${ path }: ${ message }` );
		this.name = 'TemplateError';
	}
}

export function isObject( value: unknown ): value is JsonObject {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

export function objectAt( value: unknown, path: string ): JsonObject {
	if ( ! isObject( value ) ) {
		throw new TemplateError( path, 'expected an object' );
	}
	return value;
}

/**
 * The list at `path`; an absent list is empty.
 * @param value The JSON value.
 * @param path  Where it is, for messages.
 */
export function listAt( value: unknown, path: string ): Json[] {
	if ( value === undefined ) {
		return [];
	}
	if ( ! Array.isArray( value ) ) {
		throw new TemplateError( path, 'expected a list' );
	}
	return value;
}

export function stringAt( value: unknown, path: string ): string {
	if ( typeof value !== 'string' ) {
		throw new TemplateError( path, 'expected a string' );
	}
	return value;
}
