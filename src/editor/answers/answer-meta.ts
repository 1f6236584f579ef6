/**
 * An answer's post meta as the block editor edits it (includes/answers.php
 * registers and sanitises it), and the editing rules the panel shares with
 * the server.
 */

/** The meta keys, as REST names them. */
export const ANSWER_META = {
	phrasings: 'careers_answer_phrasings',
	link: 'careers_answer_link',
	linkTitle: 'careers_answer_link_title',
	language: 'careers_answer_language',
} as const;

export interface AnswerMeta {
	careers_answer_phrasings: string[];
	careers_answer_link: string;
	careers_answer_link_title: string;
	careers_answer_language: string;
}

/**
 * The server's rule for a link (CAREERS_FRONTEND_ANSWER_LINK_PATTERN): a
 * path on this site or an http(s) URL.
 */
const LINK = /^$|^\/(?![/\\])[^\s<>"'\\]*$|^https?:\/\/[^\s<>"']+$/;

/**
 * Whether the server will keep this link.
 *
 * @param link As typed.
 */
export function isValidAnswerLink( link: string ): boolean {
	return LINK.test( link.trim() );
}

/**
 * The phrasings as the text area shows them: one a line.
 *
 * @param phrasings Saved phrasings.
 */
export function phrasingsToText( phrasings: readonly string[] ): string {
	return phrasings.join( '\n' );
}

/**
 * The text area's lines as phrasings. Empty lines stay while typing (a new
 * line is empty at first); the server drops them on save.
 *
 * @param text The text area's value.
 */
export function textToPhrasings( text: string ): string[] {
	return text.split( /\r?\n/ );
}

/**
 * The meta from the editor's record, read defensively.
 *
 * @param meta        The edited post's `meta` attribute.
 * @param defaultLang The site's language, for an answer without one.
 */
export function readAnswerMeta(
	meta: unknown,
	defaultLang: string
): AnswerMeta {
	const record: Record< string, unknown > = Object( meta );
	const text = ( value: unknown ) =>
		typeof value === 'string' ? value : '';
	const phrasings = record[ ANSWER_META.phrasings ];
	return {
		careers_answer_phrasings: Array.isArray( phrasings )
			? phrasings.filter(
					( item ): item is string => typeof item === 'string'
				)
			: [],
		careers_answer_link: text( record[ ANSWER_META.link ] ),
		careers_answer_link_title: text( record[ ANSWER_META.linkTitle ] ),
		careers_answer_language:
			text( record[ ANSWER_META.language ] ) || defaultLang,
	};
}

/**
 * A language's name in the editor's own language: `es` → "Spanish", or
 * "español" for a Spanish-speaking editor; the code when unknown.
 *
 * @param code          Language code.
 * @param editorLocales The editor's locale(s), as BCP 47 tags.
 */
export function languageName(
	code: string,
	editorLocales: string | string[]
): string {
	try {
		return (
			new Intl.DisplayNames( editorLocales, { type: 'language' } ).of(
				code
			) ?? code
		);
	} catch {
		return code;
	}
}
