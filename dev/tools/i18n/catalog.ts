/**
 * A catalogue of messages: merging duplicates, PO/POT text in and out.
 */

/**
 * Internal dependencies
 */
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

// A PO string: quoted, escaped, split after newlines as gettext does.
function quote( text: string ): string {
	const escaped = ( part: string ) =>
		`"${ part
			.replace( /\\/g, '\\\\' )
			.replace( /"/g, '\\"' )
			.replace( /\t/g, '\\t' )
			.replace( /\r/g, '\\r' )
			.replace( /\n/g, '\\n' ) }"`;
	const parts = text.split( /(?<=\n)/ ).filter( ( part ) => part !== '' );
	if ( parts.length <= 1 ) {
		return escaped( text );
	}
	return [ '""', ...parts.map( escaped ) ].join( '\n' );
}

function keyword( name: string, text: string, prefix: string ): string {
	return `${ prefix }${ name } ${ quote( text ).split( '\n' ).join( `\n${ prefix }` ) }`;
}

/**
 * PO (or POT) text of a catalogue.
 *
 * @param catalog      Headers and entries.
 * @param leadComments Comment lines opening the file.
 */
export function serializePo(
	catalog: Catalog,
	leadComments: string[] = []
): string {
	const header = Object.entries( catalog.headers )
		.map( ( [ name, value ] ) => `${ name }: ${ value }\n` )
		.join( '' );
	const blocks = [
		[
			...leadComments.map( ( line ) => `# ${ line }`.trimEnd() ),
			'msgid ""',
			keyword( 'msgstr', header, '' ),
		].join( '\n' ),
	];
	const live = catalog.entries.filter( ( entry ) => ! entry.obsolete );
	const obsolete = catalog.entries.filter( ( entry ) => entry.obsolete );
	for ( const entry of [ ...live, ...obsolete ] ) {
		const prefix = entry.obsolete ? '#~ ' : '';
		const lines: string[] = [];
		for ( const comment of entry.comments ) {
			lines.push(
				...comment
					.split( '\n' )
					.map( ( line ) => `#. ${ line }`.trimEnd() )
			);
		}
		if ( ! entry.obsolete && entry.references.length > 0 ) {
			lines.push( `#: ${ entry.references.join( ' ' ) }` );
		}
		if ( entry.context !== undefined ) {
			lines.push( keyword( 'msgctxt', entry.context, prefix ) );
		}
		lines.push( keyword( 'msgid', entry.id, prefix ) );
		if ( entry.plural !== undefined ) {
			lines.push( keyword( 'msgid_plural', entry.plural, prefix ) );
			const forms =
				entry.translations.length > 0 ? entry.translations : [ '', '' ];
			forms.forEach( ( form, index ) =>
				lines.push( keyword( `msgstr[${ index }]`, form, prefix ) )
			);
		} else {
			lines.push(
				keyword( 'msgstr', entry.translations[ 0 ] ?? '', prefix )
			);
		}
		blocks.push( lines.join( '\n' ) );
	}
	return blocks.join( '\n\n' ) + '\n';
}

function unquote( text: string ): string {
	const body = text.trim().replace( /^"|"$/g, '' );
	return body.replace( /\\(.)/g, ( _, char: string ) => {
		switch ( char ) {
			case 'n':
				return '\n';
			case 't':
				return '\t';
			case 'r':
				return '\r';
			default:
				return char;
		}
	} );
}

/**
 * Read PO text (translations, comments, references, obsolete entries).
 *
 * @param text The PO file's text.
 */
export function parsePo( text: string ): Catalog {
	const entries: Entry[] = [];
	let headers: Record< string, string > = {};
	let current: Partial< Entry > & { fields: Record< string, string > } = {
		fields: {},
	};
	let lastField: string | undefined;

	const flush = () => {
		const { fields } = current;
		if ( fields.msgid === undefined ) {
			current = { fields: {} };
			return;
		}
		if ( fields.msgid === '' && fields.msgctxt === undefined ) {
			headers = Object.fromEntries(
				( fields.msgstr ?? '' )
					.split( '\n' )
					.filter( ( line ) => line.includes( ':' ) )
					.map( ( line ) => [
						line.slice( 0, line.indexOf( ':' ) ).trim(),
						line.slice( line.indexOf( ':' ) + 1 ).trim(),
					] )
			);
		} else {
			const plural = fields.msgid_plural;
			const translations =
				plural === undefined
					? [ fields.msgstr ?? '' ]
					: Object.keys( fields )
							.filter( ( name ) =>
								/^msgstr\[\d+\]$/.test( name )
							)
							.sort()
							.map( ( name ) => fields[ name ] );
			entries.push( {
				id: fields.msgid,
				...( fields.msgctxt !== undefined
					? { context: fields.msgctxt }
					: {} ),
				...( plural !== undefined ? { plural } : {} ),
				references: current.references ?? [],
				comments: current.comments ?? [],
				translations,
				...( current.obsolete ? { obsolete: true } : {} ),
			} );
		}
		current = { fields: {} };
		lastField = undefined;
	};

	for ( const rawLine of text.split( /\r?\n/ ) ) {
		const obsolete = rawLine.startsWith( '#~' );
		const line = obsolete ? rawLine.replace( /^#~\s?/, '' ) : rawLine;
		if ( line.trim() === '' ) {
			flush();
			continue;
		}
		if ( ! obsolete && line.startsWith( '#.' ) ) {
			( current.comments ??= [] ).push( line.slice( 2 ).trim() );
			continue;
		}
		if ( ! obsolete && line.startsWith( '#:' ) ) {
			( current.references ??= [] ).push(
				...line.slice( 2 ).trim().split( /\s+/ )
			);
			continue;
		}
		if ( line.startsWith( '#' ) ) {
			continue;
		}
		if ( obsolete ) {
			current.obsolete = true;
		}
		const match =
			/^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")\s*$/.exec(
				line
			);
		if ( match ) {
			const startsEntry =
				match[ 1 ] === 'msgctxt' || match[ 1 ] === 'msgid';
			if (
				startsEntry &&
				Object.keys( current.fields ).some( ( name ) =>
					name.startsWith( 'msgstr' )
				)
			) {
				flush();
			}
			lastField = match[ 1 ];
			current.fields[ lastField ] = unquote( match[ 2 ] );
		} else if ( lastField && /^\s*"/.test( line ) ) {
			current.fields[ lastField ] += unquote( line );
		}
	}
	flush();
	return { headers, entries };
}
