/* @jest-environment node */
/**
 * Internal dependencies
 */
import { mergeMessages, parsePo, serializePo, type Catalog } from '../catalog';
import { compileMo, readMo } from '../mo-format';
import { chunkFiles } from '../script-translations';
import { updateCatalog } from '../update-catalog';

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

describe( 'PO files', () => {
	it( 'read back what they write', () => {
		expect( parsePo( serializePo( catalog, [ 'lead' ] ) ) ).toEqual(
			catalog
		);
	} );

	it( 'merge duplicate messages, keeping every reference', () => {
		expect(
			mergeMessages( [
				{ id: 'A', references: [ 'x:1' ], comments: [] },
				{ id: 'A', context: 'c', references: [ 'x:2' ], comments: [] },
				{
					id: 'A',
					references: [ 'y:3' ],
					comments: [ 'translators: a' ],
				},
			] )
		).toEqual( [
			{
				id: 'A',
				references: [ 'x:1', 'y:3' ],
				comments: [ 'translators: a' ],
			},
			{ id: 'A', context: 'c', references: [ 'x:2' ], comments: [] },
		] );
	} );

	it( 'keep translations across template updates and set reworded strings aside', () => {
		const template: Catalog = {
			headers: { 'X-Domain': 'careers-frontend' },
			entries: [
				{
					id: 'Sign in',
					references: [ 'new.php:9' ],
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
		const updated = updateCatalog(
			template,
			catalog,
			'es_ES',
			'2025-01-01'
		);
		expect( updated.headers.Language ).toBe( 'es_ES' );
		expect(
			updated.entries.filter( ( entry ) => ! entry.obsolete )
		).toEqual( [
			{
				id: 'Sign in',
				references: [ 'new.php:9' ],
				comments: [],
				translations: [ 'Iniciar sesión' ],
			},
			{
				id: 'Brand new',
				references: [],
				comments: [],
				translations: [ '' ],
			},
		] );
		expect(
			updated.entries
				.filter( ( entry ) => entry.obsolete )
				.map( ( entry ) => entry.id )
		).toEqual( [ '%d job', 'Post', 'Line one\nline "two"\\', 'Old' ] );
	} );
} );

describe( 'MO files', () => {
	it( 'hold the translated strings under gettext’s keys', () => {
		const mo = readMo( compileMo( catalog ) );
		expect( mo.get( 'Sign in' ) ).toBe( 'Iniciar sesión' );
		expect( mo.get( '%d job\u0000%d jobs' ) ).toBe(
			'%d empleo\u0000%d empleos'
		);
		expect( mo.get( 'verb\u0004Post' ) ).toBe( 'Publicar' );
		expect( mo.get( '' ) ).toContain(
			'Plural-Forms: nplurals=2; plural=(n != 1);'
		);
		expect( mo.has( 'Untranslated' ) ).toBe( false );
		expect( mo.has( 'Old' ) ).toBe( false );
		expect( [ ...mo.keys() ] ).toEqual(
			[ ...mo.keys() ].sort( ( a, b ) =>
				Buffer.compare( Buffer.from( a ), Buffer.from( b ) )
			)
		);
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
