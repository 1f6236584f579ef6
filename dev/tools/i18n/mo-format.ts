/**
 * Compiles a catalogue to a GNU MO file (what PHP's WordPress loads):
 * little-endian, keys sorted by their bytes, no hash table.
 */

/**
 * Internal dependencies
 */
import type { Catalog } from './catalog';

const MAGIC = 0x950412de;
const HEADER_SIZE = 28;

/**
 * The MO bytes of the translated entries (untranslated ones are left out,
 * so WordPress falls back to the English text).
 *
 * @param catalog Headers and entries.
 */
export function compileMo( catalog: Catalog ): Buffer {
	const pairs: Array< [ Buffer, Buffer ] > = [];
	const header = Object.entries( catalog.headers )
		.map( ( [ name, value ] ) => `${ name }: ${ value }\n` )
		.join( '' );
	pairs.push( [ Buffer.from( '' ), Buffer.from( header, 'utf8' ) ] );
	for ( const entry of catalog.entries ) {
		if (
			entry.obsolete ||
			! entry.translations.some( ( text ) => text !== '' )
		) {
			continue;
		}
		const id =
			entry.plural === undefined
				? entry.id
				: `${ entry.id }\u0000${ entry.plural }`;
		const key =
			entry.context === undefined
				? id
				: `${ entry.context }\u0004${ id }`;
		pairs.push( [
			Buffer.from( key, 'utf8' ),
			Buffer.from( entry.translations.join( '\u0000' ), 'utf8' ),
		] );
	}
	pairs.sort( ( a, b ) => Buffer.compare( a[ 0 ], b[ 0 ] ) );

	const count = pairs.length;
	const originalsTable = HEADER_SIZE;
	const translationsTable = originalsTable + count * 8;
	let offset = translationsTable + count * 8;
	const head = Buffer.alloc( HEADER_SIZE );
	head.writeUInt32LE( MAGIC, 0 );
	head.writeUInt32LE( 0, 4 );
	head.writeUInt32LE( count, 8 );
	head.writeUInt32LE( originalsTable, 12 );
	head.writeUInt32LE( translationsTable, 16 );
	head.writeUInt32LE( 0, 20 );
	head.writeUInt32LE( offset, 24 );

	const originals = Buffer.alloc( count * 8 );
	const translations = Buffer.alloc( count * 8 );
	const strings: Buffer[] = [];
	const place = ( table: Buffer, index: number, text: Buffer ) => {
		table.writeUInt32LE( text.length, index * 8 );
		table.writeUInt32LE( offset, index * 8 + 4 );
		strings.push( text, Buffer.alloc( 1 ) );
		offset += text.length + 1;
	};
	pairs.forEach( ( [ original ], index ) =>
		place( originals, index, original )
	);
	pairs.forEach( ( [ , translation ], index ) =>
		place( translations, index, translation )
	);
	return Buffer.concat( [ head, originals, translations, ...strings ] );
}

/**
 * Read an MO file back (for tests and checks): key → translation.
 *
 * @param bytes The MO file.
 */
export function readMo( bytes: Buffer ): Map< string, string > {
	if ( bytes.readUInt32LE( 0 ) !== MAGIC ) {
		throw new Error( 'Not a little-endian MO file.' );
	}
	const count = bytes.readUInt32LE( 8 );
	const originals = bytes.readUInt32LE( 12 );
	const translations = bytes.readUInt32LE( 16 );
	const text = ( table: number, index: number ) => {
		const length = bytes.readUInt32LE( table + index * 8 );
		const start = bytes.readUInt32LE( table + index * 8 + 4 );
		return bytes.subarray( start, start + length ).toString( 'utf8' );
	};
	const result = new Map< string, string >();
	for ( let index = 0; index < count; index++ ) {
		result.set( text( originals, index ), text( translations, index ) );
	}
	return result;
}
