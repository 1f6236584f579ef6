/**
 * Brings a language's catalogue up to date with the template: translations
 * kept, new strings added empty, strings no longer used kept as obsolete.
 */

/**
 * Internal dependencies
 */
import type { Catalog, Entry } from './catalog';
import { messageKey } from './gettext-keywords';

export const PLURAL_FORMS: Record< string, string > = {
	default: 'nplurals=2; plural=(n != 1);',
};

/**
 * The locale's catalogue brought up to date with the template.
 *
 * @param template The .pot catalogue.
 * @param existing The locale's current catalogue.
 * @param locale   Locale, e.g. es_ES.
 * @param today    Revision date to record when translations changed.
 */
export function updateCatalog(
	template: Catalog,
	existing: Catalog,
	locale: string,
	today: string
): Catalog {
	const previous = new Map(
		existing.entries.map( ( entry ) => [ messageKey( entry ), entry ] )
	);
	const used = new Set< string >();
	const entries: Entry[] = template.entries.map( ( entry ) => {
		const key = messageKey( entry );
		used.add( key );
		const old = previous.get( key );
		const forms = entry.plural === undefined ? 1 : 2;
		const translations = Array.from(
			{ length: forms },
			( _, index ) => old?.translations[ index ] ?? ''
		);
		return { ...entry, translations };
	} );
	const obsolete = existing.entries
		.filter(
			( entry ) =>
				! used.has( messageKey( entry ) ) &&
				entry.translations.some( Boolean )
		)
		.map( ( entry ) => ( { ...entry, references: [], obsolete: true } ) );
	return {
		headers: {
			...template.headers,
			'PO-Revision-Date': existing.headers[ 'PO-Revision-Date' ] ?? today,
			'Last-Translator': existing.headers[ 'Last-Translator' ] ?? '',
			'Language-Team': existing.headers[ 'Language-Team' ] ?? '',
			Language: locale,
			'Plural-Forms':
				existing.headers[ 'Plural-Forms' ] ??
				PLURAL_FORMS[ locale ] ??
				PLURAL_FORMS.default,
		},
		entries: [ ...entries, ...obsolete ],
	};
}
