/**
 * Replay mode: bot turns answered from a JSON file of recorded replies.
 *
 * File shape: `{ "v2": [ entry… ], "v1": [ entry… ] }`, each entry
 * `{ "input"?: string, "reply"?: object, "error"?: string }`. A session walks
 * its version's list in order; an entry with `input` only matches that text
 * (trimmed, any case). When nothing matches, the template's bot answers.
 */
import { readFileSync } from 'node:fs';

/**
 * Internal dependencies
 */
import { isRecord, parseJson } from '../lib/http';

export interface ReplayEntry {
	input?: string;
	reply?: Record< string, unknown >;
	/** A catalogued error name to answer with instead of a reply. */
	error?: string;
}

export interface ReplayScript {
	v2: ReplayEntry[];
	v1: ReplayEntry[];
}

function parseEntries( value: unknown, version: string ): ReplayEntry[] {
	if ( value === undefined ) {
		return [];
	}
	if ( ! Array.isArray( value ) ) {
		throw new Error( `Replay file: "${ version }" must be an array.` );
	}
	return value.map( ( entry: unknown, index ) => {
		const where = `Replay file: ${ version }[${ index }]`;
		if ( ! isRecord( entry ) ) {
			throw new Error( `${ where } must be an object.` );
		}
		const { input, reply, error } = entry;
		if ( input !== undefined && typeof input !== 'string' ) {
			throw new Error( `${ where }.input must be a string.` );
		}
		if ( reply !== undefined && ! isRecord( reply ) ) {
			throw new Error( `${ where }.reply must be an object.` );
		}
		if ( error !== undefined && typeof error !== 'string' ) {
			throw new Error( `${ where }.error must be a string.` );
		}
		if ( reply === undefined && error === undefined ) {
			throw new Error( `${ where } needs a reply or an error.` );
		}
		return { input, reply, error };
	} );
}

export function parseReplayScript( text: string ): ReplayScript {
	const data = parseJson( text );
	if ( ! isRecord( data ) ) {
		throw new Error(
			'Replay file: expected a JSON object with "v2" and/or "v1".'
		);
	}
	return {
		v2: parseEntries( data.v2, 'v2' ),
		v1: parseEntries( data.v1, 'v1' ),
	};
}

export function loadReplayFile( path: string ): ReplayScript {
	let text: string;
	try {
		text = readFileSync( path, 'utf8' );
	} catch ( error ) {
		throw new Error(
			`Cannot read replay file ${ path }: ${ String( error ) }`
		);
	}
	return parseReplayScript( text );
}

/**
 * The next entry at or after `cursor` that fits `text`, and the new cursor.
 * @param entries
 * @param cursor
 * @param text
 */
export function nextReplay(
	entries: readonly ReplayEntry[],
	cursor: number,
	text: string
): { entry: ReplayEntry; cursor: number } | undefined {
	const wanted = text.trim().toLowerCase();
	for ( let index = cursor; index < entries.length; index++ ) {
		const entry = entries[ index ];
		if (
			entry.input === undefined ||
			entry.input.trim().toLowerCase() === wanted
		) {
			return { entry, cursor: index + 1 };
		}
	}
	return undefined;
}
