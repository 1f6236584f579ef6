/**
 * A catalogue of messages: PO/POT text in and out through gettext-parser.
 */

/**
 * External dependencies
 */
import {
	po,
	type GetTextComment,
	type GetTextTranslations,
} from 'gettext-parser';

export const TEXT_DOMAIN = 'careers-frontend';

/** One translatable message. */
export interface Message {
	context?: string;
	id: string;
	plural?: string;
	/** `path:line` (or `path`), relative to the plugin root. */
	references: string[];
	/** Comments for translators (`translators:` comments, metadata notes). */
	comments: string[];
}

export interface Entry extends Message {
	/** Empty strings when untranslated; two for plurals (Spanish, English). */
	translations: string[];
	/** Kept from an older template, shown to translators as `#~`. */
	obsolete?: boolean;
}

export interface Catalog {
	headers: Record< string, string >;
	entries: Entry[];
}

/**
 * The key a catalogue (and a script's JSON) uses for a message: the
 * context, U+0004, then the id.
 *
 * @param message The message.
 */
export function messageKey(
	message: Pick< Message, 'context' | 'id' >
): string {
	return message.context === undefined
		? message.id
		: `${ message.context }\u0004${ message.id }`;
}

// The header entry: the headers as its msgstr, the lead lines as comments.
function headerEntry(
	headers: Record< string, string >,
	leadComments: string[]
): GetTextTranslations[ 'translations' ][ string ][ string ] {
	return {
		msgid: '',
		msgstr: [
			Object.entries( headers )
				.map( ( [ name, value ] ) => `${ name }: ${ value }\n` )
				.join( '' ),
		],
		comments: {
			translator: leadComments.join( '\n' ),
		} as GetTextComment,
	};
}

function compile( table: GetTextTranslations ): string {
	return po
		.compile( table, { foldLength: 0 } )
		.toString( 'utf8' )
		.concat( '\n' );
}

/**
 * PO (or POT) text of a catalogue, written by gettext-parser.
 *
 * @param catalog      Headers and entries.
 * @param leadComments Comment lines opening the file.
 */
export function serializePo(
	catalog: Catalog,
	leadComments: string[] = []
): string {
	const translations: GetTextTranslations[ 'translations' ] = {
		'': { '': headerEntry( catalog.headers, leadComments ) },
	};
	for ( const entry of catalog.entries.filter(
		( item ) => ! item.obsolete
	) ) {
		const context = entry.context ?? '';
		translations[ context ] ??= {};
		translations[ context ][ entry.id ] = {
			msgctxt: entry.context,
			msgid: entry.id,
			msgid_plural: entry.plural,
			msgstr: entry.translations,
			comments: {
				extracted: entry.comments.join( '\n' ),
				reference: entry.references.join( '\n' ),
			} as GetTextComment,
		};
	}
	return compile( {
		charset: 'utf-8',
		headers: catalog.headers,
		translations,
	} );
}

/**
 * PO text with another header and lead comment lines; every entry is kept
 * as it was, flags (`php-format`) included.
 *
 * @param text         PO text.
 * @param headers      The new headers.
 * @param leadComments Comment lines opening the file.
 */
export function replaceHeader(
	text: string,
	headers: Record< string, string >,
	leadComments: string[]
): string {
	const parsed = po.parse( text, 'utf-8' );
	parsed.translations[ '' ][ '' ] = headerEntry( headers, leadComments );
	return compile( { ...parsed, charset: 'utf-8', headers } );
}

/**
 * Read PO text: translations, comments and references (gettext-parser;
 * obsolete `#~` entries are left out).
 *
 * @param text PO text.
 */
export function parsePo( text: string ): Catalog {
	const parsed = po.parse( text, 'utf-8' );
	const entries: Entry[] = [];
	for ( const byId of Object.values( parsed.translations ) ) {
		for ( const item of Object.values( byId ) ) {
			if ( item.msgid === '' ) {
				continue;
			}
			entries.push( {
				...( item.msgctxt ? { context: item.msgctxt } : {} ),
				id: item.msgid,
				...( item.msgid_plural ? { plural: item.msgid_plural } : {} ),
				references: splitLines( item.comments?.reference ).flatMap(
					( line ) => line.split( ' ' )
				),
				comments: splitLines( item.comments?.extracted ),
				translations: item.msgstr,
			} );
		}
	}
	return { headers: parsed.headers, entries };
}

function splitLines( text: string | undefined ): string[] {
	return ( text ?? '' ).split( '\n' ).filter( ( line ) => line !== '' );
}
