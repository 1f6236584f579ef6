/**
 * A catalogue of messages: merging duplicates; PO/POT text in and out
 * through gettext-parser.
 */

/**
 * Internal dependencies
 */
import {
	po,
	type GetTextComment,
	type GetTextTranslations,
} from 'gettext-parser';

import { messageKey, type Message } from './gettext-keywords';

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
 * One message per context and id, references and comments combined, in
 * the order first found.
 *
 * @param messages Messages from every file.
 */
export function mergeMessages( messages: Message[] ): Message[] {
	const byKey = new Map< string, Message >();
	for ( const message of messages ) {
		const key = messageKey( message );
		const existing = byKey.get( key );
		if ( ! existing ) {
			byKey.set( key, {
				...message,
				references: [ ...message.references ],
				comments: [ ...message.comments ],
			} );
			continue;
		}
		existing.plural ??= message.plural;
		for ( const reference of message.references ) {
			if ( ! existing.references.includes( reference ) ) {
				existing.references.push( reference );
			}
		}
		for ( const comment of message.comments ) {
			if ( ! existing.comments.includes( comment ) ) {
				existing.comments.push( comment );
			}
		}
	}
	return [ ...byKey.values() ];
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
		'': {
			'': {
				msgid: '',
				msgstr: [
					Object.entries( catalog.headers )
						.map( ( [ name, value ] ) => `${ name }: ${ value }\n` )
						.join( '' ),
				],
				comments: {
					translator: leadComments.join( '\n' ),
				} as GetTextComment,
			},
		},
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
	return po
		.compile(
			{ charset: 'utf-8', headers: catalog.headers, translations },
			{ foldLength: 0 }
		)
		.toString( 'utf8' )
		.concat( '\n' );
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
