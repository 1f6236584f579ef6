/**
 * Reading the evaluated template: typed access that fails with the path to
 * what is wrong, and a check that an object has only the properties the
 * stand-in runs (anything else would be silently ignored: a kinder Lex).
 */
import { TemplateError, type Json } from './intrinsics';

export type JsonObject = { [ key: string ]: Json };

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

/**
 * The object at `path`, refusing a property outside `known`.
 * @param value The JSON value.
 * @param path  Where it is, for messages.
 * @param known The properties the stand-in runs.
 */
export function knownObjectAt(
	value: unknown,
	path: string,
	known: readonly string[]
): JsonObject {
	const object = objectAt( value, path );
	for ( const key of Object.keys( object ) ) {
		if ( ! known.includes( key ) ) {
			throw new TemplateError(
				`${ path }.${ key }`,
				`the stand-in does not run ${ key } (it runs ${ known.join(
					', '
				) })`
			);
		}
	}
	return object;
}

/** Lex's names of slots and intents: `^([0-9a-zA-Z][_-]?){1,100}$`. */
export const NAME = /^(?:[0-9a-zA-Z][_-]?){1,100}$/;
