/**
 * marked's lexer when the transcript needs it (issue 17): not fetched as
 * the window opens, only once a reply has markdown syntax. The bot client
 * waits for it before handing such a reply over (see `ensureLexer` in
 * mount.tsx), so the reply's first render already has it.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { TranscriptEntry } from '../../core/conversation';
import type { Lex } from '../lib/lex';
import { needsMarkdown } from '../lib/markdown-syntax';

type LoadLexer = () => Promise< Lex >;

/** Lexers already loaded, by loader: read synchronously while rendering. */
const loaded = new WeakMap< LoadLexer, Lex >();

/**
 * Load the lexer and keep it for synchronous reads.
 *
 * @param load The loader.
 */
export function ensureLexer( load: LoadLexer ): Promise< Lex > {
	return load().then( ( lex ) => {
		loaded.set( load, lex );
		return lex;
	} );
}

/**
 * @param entries  The transcript.
 * @param markdown Setting markdown.
 * @param load     The loader.
 * @param logger   Where a failed load goes (the reply stays plain text).
 */
export function useLexer(
	entries: readonly TranscriptEntry[],
	markdown: boolean,
	load: LoadLexer,
	logger: Pick< Console, 'error' >
): Lex | null {
	const needed =
		markdown &&
		entries.some(
			( entry ) => entry.kind === 'bot' && needsMarkdown( entry.message )
		);
	const [ lex, setLex ] = useState< Lex | null >( null );
	useEffect( () => {
		if ( ! needed || loaded.has( load ) ) {
			return;
		}
		// A transcript restored from the last page: load now.
		let active = true;
		ensureLexer( load ).then(
			( ready ) => active && setLex( () => ready ),
			( error ) => logger.error( error )
		);
		return () => {
			active = false;
		};
	}, [ needed, load, logger ] );
	return needed ? ( loaded.get( load ) ?? lex ) : null;
}
