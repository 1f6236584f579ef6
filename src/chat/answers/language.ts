/**
 * A language's matching data: `languages/{code}.ts`, in the answers' own
 * chunk (each chunk the chat window can fetch costs it a name and a hash
 * on open). Adding a language is adding that file; one without a file is
 * matched without stemming or stop words.
 */

/**
 * Internal dependencies
 */
import type { LanguageData } from './types';

/** No stemming, no stop words: accents are still folded and typos forgiven. */
export const WITHOUT_LANGUAGE_DATA: LanguageData = {
	stem: ( word ) => word,
	stopWords: [],
};

/**
 * The ISO 639-1 (or -3) code of a locale or language tag: `es_ES`, `es-MX`
 * and `es` give `es`; anything else gives ''.
 *
 * @param language A WordPress locale, BCP 47 tag or language code.
 */
export function languageCode( language: string ): string {
	const code = language.trim().toLowerCase().split( /[-_]/ )[ 0 ];
	return /^[a-z]{2,3}$/.test( code ) ? code : '';
}

const isMissingModule = ( error: unknown ) =>
	Object( error ).code === 'MODULE_NOT_FOUND' ||
	/Cannot find module/.test( String( Object( error ).message ) );

/**
 * The language's stemmer and stop words, or none for a language without
 * data. A chunk that fails to load rejects, as any lazy chunk of the chat.
 *
 * @param language A WordPress locale or language code.
 */
export async function loadLanguageData(
	language: string
): Promise< LanguageData > {
	const code = languageCode( language );
	if ( code === '' ) {
		return WITHOUT_LANGUAGE_DATA;
	}
	try {
		const module: { default: LanguageData } = await import(
			/* webpackMode: "eager" */
			`./languages/${ code }`
		);
		return module.default;
	} catch ( error ) {
		if ( isMissingModule( error ) ) {
			return WITHOUT_LANGUAGE_DATA;
		}
		throw error;
	}
}
