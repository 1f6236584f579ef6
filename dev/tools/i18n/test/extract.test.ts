/* @jest-environment node */
/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { parsePo, type Message } from '../catalog';
import { extractBlockJson, extractPluginHeader } from '../extract-metadata';
import { extractTemplate } from '../gnu-gettext';
import { builtMessageKeys, extractScripts } from '../makepot';

let dir: string;
beforeEach( () => {
	dir = fs.mkdtempSync( path.join( os.tmpdir(), 'careers-extract-' ) );
} );
afterEach( () => fs.rmSync( dir, { recursive: true, force: true } ) );

function write( name: string, lines: string[] ): string {
	const file = path.join( dir, name );
	fs.writeFileSync( file, lines.join( '\n' ) );
	return file;
}

function messagesOf( pot: string ): Message[] {
	return parsePo( fs.readFileSync( pot, 'utf8' ) ).entries.map(
		( { translations, ...message } ) => message
	);
}

describe( 'PHP extraction (GNU xgettext)', () => {
	it( 'finds every WordPress translation function with its translators comment', () => {
		write( 'x.php', [
			'<?php',
			"echo esc_html__( 'Sign in', 'careers-frontend' );",
			"/* translators: %s: the candidate's first name. */",
			"printf( esc_html__( 'Hello %s', 'careers-frontend' ), $name );",
			"_e( 'Don\\'t \"panic\"', 'careers-frontend' );",
			"echo _x( \"Post\\tbox\", 'noun', 'careers-frontend' );",
			"echo _n( 'One job', '%d jobs', $count, 'careers-frontend' );",
			"?><p><?php esc_attr_e( 'In HTML', 'careers-frontend' ); ?></p>",
			"<?php echo __( 'Join' . ' us', 'careers-frontend' );",
			"echo gettext( 'Not a WordPress function' );",
		] );
		const pot = path.join( dir, 'x.pot' );
		extractTemplate( dir, [ 'x.php' ], pot );
		expect( messagesOf( pot ) ).toEqual(
			expect.arrayContaining( [
				{ id: 'Sign in', references: [ 'x.php:2' ], comments: [] },
				{
					id: 'Hello %s',
					references: [ 'x.php:4' ],
					comments: [
						"translators: %s: the candidate's first name.",
					],
				},
				{
					id: 'Don\'t "panic"',
					references: [ 'x.php:5' ],
					comments: [],
				},
				{
					id: 'Post\tbox',
					context: 'noun',
					references: [ 'x.php:6' ],
					comments: [],
				},
				{
					id: 'One job',
					plural: '%d jobs',
					references: [ 'x.php:7' ],
					comments: [],
				},
				{ id: 'In HTML', references: [ 'x.php:8' ], comments: [] },
				{ id: 'Join us', references: [ 'x.php:9' ], comments: [] },
			] )
		);
		expect( messagesOf( pot ) ).toHaveLength( 7 );
	} );

	it( 'joins POT files in, keeping every reference and comment', () => {
		write( 'a.php', [
			'<?php',
			"echo __( 'Sign in', 'careers-frontend' );",
		] );
		const part = write( 'part.pot', [
			'msgid ""',
			'msgstr "Content-Type: text/plain; charset=UTF-8\\n"',
			'',
			'#. translators: a button.',
			'#: src/b.ts:3',
			'msgid "Sign in"',
			'msgstr ""',
		] );
		const pot = path.join( dir, 'joined.pot' );
		extractTemplate( dir, [ 'a.php', part ], pot );
		expect( messagesOf( pot ) ).toEqual( [
			{
				id: 'Sign in',
				references: [ 'a.php:2', 'src/b.ts:3' ],
				comments: [ 'translators: a button.' ],
			},
		] );
	} );
} );

describe( 'JavaScript extraction (@wordpress/babel-plugin-makepot)', () => {
	it( 'reads TypeScript and JSX, with translators comments above multi-line calls', () => {
		const tsx = write( 'a.tsx', [
			"import { __, _n, _x, sprintf } from '@wordpress/i18n';",
			"const label = <span>{ __( 'Save', 'careers-frontend' ) }</span>;",
			'const text = sprintf(',
			'\t/* translators: %d: number of jobs. */',
			'\t_n(',
			"\t\t'%d job',",
			"\t\t'%d jobs',",
			'\t\tcount as number,',
			"\t\t'careers-frontend'",
			'\t),',
			'\tcount',
			');',
			"const verb = _x( 'Post', 'verb', 'careers-frontend' );",
		] );
		const ts = write( 'b.ts', [
			"const saved: string = __( 'Save', 'careers-frontend' );",
		] );
		const pot = path.join( dir, 'js.pot' );
		extractScripts( [ tsx, ts ], pot );
		const messages = messagesOf( pot );
		expect(
			messages.map( ( { references, ...message } ) => ( {
				...message,
				files: references.map( ( reference ) =>
					path.basename( reference )
				),
			} ) )
		).toEqual( [
			{ id: 'Save', comments: [], files: [ 'a.tsx:2', 'b.ts:1' ] },
			{
				id: '%d job',
				plural: '%d jobs',
				comments: [ 'translators: %d: number of jobs.' ],
				files: [ 'a.tsx:5' ],
			},
			{
				id: 'Post',
				context: 'verb',
				comments: [],
				files: [ 'a.tsx:13' ],
			},
		] );
	} );

	it( 'reads webpack’s minified calls in built scripts', () => {
		const built =
			'(()=>{var e=window.wp.i18n;const t=(0,e.__)("Sign in","careers-frontend"),n=(0,e._nx)("%d item","%d items",2,"noun","careers-frontend");(0,e.sprintf)("%s",t)})();';
		expect( [ ...builtMessageKeys( built ) ].sort() ).toEqual( [
			'Sign in',
			'noun\u0004%d item',
		] );
		expect( builtMessageKeys( 'console.log(1)' ).size ).toBe( 0 );
	} );
} );

describe( 'metadata extraction', () => {
	it( 'reads the plugin header', () => {
		const header = [
			'<?php',
			'/**',
			' * Plugin Name:       Careers Frontend',
			' * Description: Blocks.',
			' */',
		].join( '\n' );
		expect( extractPluginHeader( header, 'careers-frontend.php' ) ).toEqual(
			[
				{
					id: 'Careers Frontend',
					references: [ 'careers-frontend.php:3' ],
					comments: [ 'Plugin Name of the plugin' ],
				},
				{
					id: 'Blocks.',
					references: [ 'careers-frontend.php:4' ],
					comments: [ 'Description of the plugin' ],
				},
			]
		);
	} );

	it( 'reads block.json fields under WordPress’s contexts', () => {
		const json = JSON.stringify( {
			textdomain: 'careers-frontend',
			title: 'Sign-in menu',
			description: 'A menu.',
			keywords: [ 'login' ],
		} );
		expect(
			extractBlockJson( json, 'blocks/b/block.json' ).map(
				( message ) => [ message.context, message.id ]
			)
		).toEqual( [
			[ 'block title', 'Sign-in menu' ],
			[ 'block description', 'A menu.' ],
			[ 'block keyword', 'login' ],
		] );
	} );
} );
