/* @jest-environment node */
/**
 * Internal dependencies
 */
import { mo } from 'gettext-parser';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { parsePo, replaceHeader, serializePo, type Catalog } from '../catalog';
import { mergeAndCompile } from '../gnu-gettext';
import { chunkFiles } from '../script-translations';

const catalog: Catalog = {
	headers: {
		'Content-Type': 'text/plain; charset=UTF-8',
		'Plural-Forms': 'nplurals=2; plural=(n != 1);',
	},
	entries: [
		{
			id: 'Sign in',
			references: [ 'a.php:1', 'b.ts:2' ],
			comments: [],
			translations: [ 'Iniciar sesión' ],
		},
		{
			id: '%d job',
			plural: '%d jobs',
			references: [ 'c.ts:3' ],
			comments: [ 'translators: %d: number of jobs.' ],
			translations: [ '%d empleo', '%d empleos' ],
		},
		{
			id: 'Post',
			context: 'verb',
			references: [],
			comments: [],
			translations: [ 'Publicar' ],
		},
		{
			id: 'Line one\nline "two"\\',
			references: [],
			comments: [],
			translations: [ 'Línea uno\nlínea «dos»\\' ],
		},
		{
			id: 'Untranslated',
			references: [],
			comments: [],
			translations: [ '' ],
		},
		{
			id: 'Old',
			references: [],
			comments: [],
			translations: [ 'Viejo' ],
			obsolete: true,
		},
	],
};

const live: Catalog = {
	...catalog,
	entries: catalog.entries.filter( ( entry ) => ! entry.obsolete ),
};

describe( 'PO files', () => {
	it( 'read back what they write', () => {
		// Entries with a context come after the others.
		const read = parsePo( serializePo( live, [ 'lead' ] ) );
		expect( read.headers ).toEqual( {
			...live.headers,
			'Content-Type': 'text/plain; charset=utf-8',
		} );
		expect( read.entries ).toHaveLength( live.entries.length );
		expect( read.entries ).toEqual(
			expect.arrayContaining( live.entries )
		);
	} );

	it( 'take another header and keep every entry as it was', () => {
		const text = replaceHeader(
			`${ serializePo( live ) }#, php-format\nmsgid "%s left"\nmsgstr ""\n`,
			{ 'Content-Type': 'text/plain; charset=UTF-8', 'X-Domain': 'x' },
			[ 'lead' ]
		);
		expect( text ).toMatch( /^# lead\nmsgid ""\n/ );
		expect( text ).toContain( '"X-Domain: x\\n"' );
		expect( text ).not.toContain( 'Plural-Forms' );
		expect( text ).toContain( '#, php-format\nmsgid "%s left"' );
		expect( parsePo( text ).entries ).toEqual(
			expect.arrayContaining( live.entries )
		);
	} );
} );

describe( 'GNU gettext', () => {
	let dir: string;
	beforeEach( () => {
		dir = fs.mkdtempSync( path.join( os.tmpdir(), 'careers-i18n-' ) );
	} );
	afterEach( () => fs.rmSync( dir, { recursive: true, force: true } ) );

	it( 'keeps translations across template updates, sets reworded strings aside, and compiles the .mo', () => {
		const template: Catalog = {
			headers: { 'Content-Type': 'text/plain; charset=UTF-8' },
			entries: [
				{
					id: 'Sign in',
					references: [ 'new.php:9' ],
					comments: [],
					translations: [ '' ],
				},
				{
					id: '%d job',
					plural: '%d jobs',
					references: [],
					comments: [],
					translations: [ '', '' ],
				},
				{
					id: 'Post',
					context: 'verb',
					references: [],
					comments: [],
					translations: [ '' ],
				},
				{
					id: 'Brand new',
					references: [],
					comments: [],
					translations: [ '' ],
				},
			],
		};
		const pot = path.join( dir, 'x.pot' );
		const po = path.join( dir, 'x-es_ES.po' );
		fs.writeFileSync( pot, serializePo( template ) );
		fs.writeFileSync( po, serializePo( live ) );

		const moFile = mergeAndCompile( po, pot );

		const text = fs.readFileSync( po, 'utf8' );
		const entries = parsePo( text ).entries;
		expect( entries ).toHaveLength( 4 );
		expect( entries ).toEqual(
			expect.arrayContaining( [
				{
					id: 'Sign in',
					references: [ 'new.php:9' ],
					comments: [],
					translations: [ 'Iniciar sesión' ],
				},
				{
					id: '%d job',
					plural: '%d jobs',
					references: [],
					comments: [],
					translations: [ '%d empleo', '%d empleos' ],
				},
				{
					id: 'Post',
					context: 'verb',
					references: [],
					comments: [],
					translations: [ 'Publicar' ],
				},
				{
					id: 'Brand new',
					references: [],
					comments: [],
					translations: [ '' ],
				},
			] )
		);
		// Reworded: kept aside as obsolete, translation and all.
		expect( text ).toContain( '#~ "Line one\\n"\n#~ "line \\"two\\"\\\\"' );
		expect( text ).not.toContain( 'Untranslated' );
		const compiled = mo.parse( fs.readFileSync( moFile ) ).translations;
		expect( compiled[ '' ][ 'Sign in' ].msgstr ).toEqual( [
			'Iniciar sesión',
		] );
		expect( compiled[ '' ][ '%d job' ].msgstr ).toEqual( [
			'%d empleo',
			'%d empleos',
		] );
		expect( compiled.verb.Post.msgstr ).toEqual( [ 'Publicar' ] );
		expect( compiled[ '' ][ 'Brand new' ] ).toBeUndefined();
	} );
} );

describe( 'script translation files', () => {
	it( 'find the chunks an entry loads from webpack’s runtime', () => {
		const runtime =
			't.u=e=>(({510:"admin-connection-test",730:"chat-lex-v2"}[e]||e)+".js?ver="+{160:"9f62f45e9d4f8793d8a9",510:"62f34a485c62dd3d7883",730:"75be1cc03b2c7feabf2d"}[e]),t.miniCssF=e=>{}';
		expect( chunkFiles( runtime ) ).toEqual( [
			'160.js',
			'admin-connection-test.js',
			'chat-lex-v2.js',
		] );
		expect( chunkFiles( 'console.log(1)' ) ).toEqual( [] );
	} );
} );
