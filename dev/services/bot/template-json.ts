/**
 * Reading the evaluated template as the stand-in runs it: a check that an
 * object has only the properties the stand-in runs (anything else would be
 * silently ignored: a kinder Lex), beside the template reader's typed
 * access that names the path to what is wrong (tools/bot-template).
 */
import {
	objectAt,
	TemplateError,
	type JsonObject,
} from '../../../tools/bot-template';

// The reader's typed access (isObject, objectAt, listAt, stringAt,
// TemplateError, Json), for the stand-in's files beside this one.
export * from '../../../tools/bot-template';

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
