/**
 * Lists read from the specification itself (`../shared/spec/
 * careers-frontend-spec.md`, the source of truth for keys and strings), so
 * a test checks the code against the spec, not against a copy of it.
 */
import fs from 'node:fs';
import path from 'node:path';

const SPEC = path.resolve(
	__dirname,
	'..',
	'..',
	'shared',
	'spec',
	'careers-frontend-spec.md'
);

/**
 * The comma-separated list after a bold label, e.g. `**Session keys
 * cleared at sign-out:** a, b, c.`, each item without a trailing
 * parenthesis (`bearerToken (holds a token field)` is `bearerToken`).
 *
 * @param label The label, without the asterisks and colon.
 */
export function specList( label: string ): string[] {
	if ( ! fs.existsSync( SPEC ) ) {
		throw new Error(
			`The specification is not at ${ SPEC }: tests need ../shared beside the project.`
		);
	}
	const text = fs.readFileSync( SPEC, 'utf8' );
	const line = text
		.split( '\n' )
		.find( ( candidate ) => candidate.startsWith( `**${ label }:**` ) );
	if ( ! line ) {
		throw new Error( `The specification has no “${ label }” list.` );
	}
	return line
		.slice( `**${ label }:**`.length )
		.replace( /\.\s*$/, '' )
		.split( ',' )
		.map( ( item ) => item.replace( /\s*\(.*\)\s*$/, '' ).trim() );
}

/**
 * Spec §3: the local keys cleared at sign-out, the two obfuscated keys by
 * the names the runtime owns.
 *
 * @param obfuscated The runtime's two obfuscated key names.
 */
export function specSignOutLocalKeys(
	obfuscated: readonly string[]
): string[] {
	return specList( 'Stored keys cleared at sign-out' ).flatMap( ( key ) =>
		key === 'two obfuscated keys' ? [ ...obfuscated ] : [ key ]
	);
}

/** Spec §3: the session keys cleared at sign-out. */
export const specSignOutSessionKeys = (): string[] =>
	specList( 'Session keys cleared at sign-out' );
