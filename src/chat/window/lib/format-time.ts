/**
 * Message times in the page's locale ("2:05 PM", "14:05").
 */

/**
 * Internal dependencies
 */
import { documentMember } from '../../../shared/page-document';

/**
 * The page's BCP 47 locale: the document's `lang`, else WordPress's locale
 * ("en_US" → "en-US").
 *
 * @param doc      The page.
 * @param wpLocale WordPress locale from the page context.
 */
export function pageLocale( doc: Document, wpLocale: string ): string {
	const lang = documentMember( doc, 'documentElement' ).lang.trim();
	return lang || wpLocale.replace( '_', '-' );
}

/**
 * A time formatter for the locale; an unknown locale falls back to the
 * browser's own.
 *
 * @param locale BCP 47 locale.
 */
export function timeFormatter( locale: string ): ( at: number ) => string {
	const parts: Intl.DateTimeFormatOptions = {
		hour: 'numeric',
		minute: '2-digit',
	};
	let format: Intl.DateTimeFormat;
	try {
		format = new Intl.DateTimeFormat( locale, parts );
	} catch {
		format = new Intl.DateTimeFormat( undefined, parts );
	}
	return ( at ) => format.format( new Date( at ) );
}
