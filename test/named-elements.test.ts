/** @jest-environment node */

/**
 * includes/named-elements.php, run by PHP on the HTML API of each
 * WordPress the plugin supports (6.8 and 7.1, unpacked from Debian's
 * archive as the e2e stacks have them): no element of the filtered
 * content names a document member, in every payload shape an Author can
 * publish, whatever a tag scan would have read (issue 43). Each element
 * stays, and so does every id or name that names no member.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	ensureDebianWordPress,
	type WordPressVersion,
} from '../dev/stack/wordpress-debian';
import { PHP_READY_TIMEOUT_MS, phpReady, runPhp } from '../tests/run-php';

const ROOT = path.resolve( __dirname, '..' );

/** Every name the server keeps content from naming. */
const MEMBERS = JSON.parse(
	fs.readFileSync(
		path.join( ROOT, 'includes', 'document-members.json' ),
		'utf8'
	)
) as string[];

/**
 * The HTML API's files and what they need, in the order wp-settings.php
 * loads them (the UTF-8 files are 7.1's: missing ones are skipped).
 */
const HTML_API = [
	'compat-utf8.php',
	'class-wp-token-map.php',
	'utf8.php',
	...[
		'html5-named-character-references.php',
		'class-wp-html-attribute-token.php',
		'class-wp-html-span.php',
		'class-wp-html-doctype-info.php',
		'class-wp-html-text-replacement.php',
		'class-wp-html-decoder.php',
		'class-wp-html-tag-processor.php',
		'class-wp-html-unsupported-exception.php',
		'class-wp-html-active-formatting-elements.php',
		'class-wp-html-open-elements.php',
		'class-wp-html-token.php',
		'class-wp-html-stack-event.php',
		'class-wp-html-processor-state.php',
		'class-wp-html-processor.php',
	].map( ( file ) => `html-api/${ file }` ),
];

interface Run {
	/** Each input as the filter left it. */
	out: unknown[];
	/** Hook name => priority ('last': PHP_INT_MAX), as the file added its filter. */
	hooks: Record< string, number | 'last' >;
	/** Whatever WordPress said was done wrong (none expected). */
	wrong: string[];
}

/**
 * Run the filter over each input with the HTML API of one WordPress,
 * WordPress's hook and translation functions played by stubs.
 *
 * @param version WordPress version.
 * @param inputs  What to filter.
 */
function filter( version: WordPressVersion, inputs: unknown[] ): Run {
	const includes = path.join(
		ensureDebianWordPress( version, () => undefined ),
		'wp-includes'
	);
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'careers-named-' ) );
	const input = path.join( dir, 'inputs.json' );
	fs.writeFileSync( input, JSON.stringify( inputs ) );
	const script = path.join( dir, 'run.php' );
	fs.writeFileSync(
		script,
		`<?php
define( 'ABSPATH', '/' );
$GLOBALS['hooks'] = array();
$GLOBALS['wrong'] = array();
function add_filter( $hook, $callback, $priority = 10 ) {
	if ( 'careers_frontend_unshadow_document' === $callback ) {
		$GLOBALS['hooks'][ $hook ] = PHP_INT_MAX === $priority ? 'last' : $priority;
	}
}
function __( $text ) { return $text; }
function _doing_it_wrong( $function, $message ) { $GLOBALS['wrong'][] = $function . ': ' . $message; }
function wp_trigger_error( $function, $message ) { $GLOBALS['wrong'][] = $function . ': ' . $message; }
foreach ( ${ JSON.stringify( HTML_API ) } as $file ) {
	if ( is_file( $argv[2] . '/' . $file ) ) {
		require $argv[2] . '/' . $file;
	}
}
require $argv[1] . '/includes/named-elements.php';
$out = array_map( 'careers_frontend_unshadow_document', json_decode( file_get_contents( $argv[3] ), true ) );
echo json_encode( array( 'out' => $out, 'hooks' => $GLOBALS['hooks'], 'wrong' => $GLOBALS['wrong'] ) );
`
	);
	try {
		return JSON.parse( runPhp( [ script, ROOT, includes, input ] ) ) as Run;
	} finally {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
}

const PDF = 'http://127.0.0.1/wp-content/uploads/cv.pdf';
const object = ( attributes: string ) =>
	`<object ${ attributes } type="application/pdf" data="${ PDF }"></object>`;

/**
 * Each payload shape, for one name: what the Author writes, and what the
 * page may hold after the filter. The breakouts are read as text by a tag
 * scan (`WP_HTML_Tag_Processor`): the browser leaves MathML (or SVG) at the
 * `<p>` or `<img>` and builds HTML elements from there on.
 *
 * @param name A document member.
 */
function shapes( name: string ): Record< string, [ string, string ] > {
	const named = object( `id="${ name }"` );
	const kept = object( '' ).replace( '<object  ', '<object ' );
	return {
		plain: [ named, kept ],
		objectName: [ object( `name="${ name }"` ), kept ],
		mathTitle: [
			`<math><title><p></p>${ named }</title></math>`,
			`<math><title><p></p>${ kept }</title></math>`,
		],
		mathTextarea: [
			`<math><textarea><p></p>${ named }</textarea></math>`,
			`<math><textarea><p></p>${ kept }</textarea></math>`,
		],
		mathStyle: [
			`<math><style><p></p>${ named }</style></math>`,
			`<math><style><p></p>${ kept }</style></math>`,
		],
		svgForeignObject: [
			`<svg><foreignObject><svg><style><p></p>${ named }</style></svg></foreignObject></svg>`,
			`<svg><foreignObject><svg><style><p></p>${ kept }</style></svg></foreignObject></svg>`,
		],
		svgTitle: [
			`<svg><title>${ named }</title></svg>`,
			`<svg><title>${ kept }</title></svg>`,
		],
		imageById: [
			`<math><title><p></p><img id="${ name }" alt=""></title></math>`,
			`<math><title><p></p><img alt=""></title></math>`,
		],
		imageByName: [
			`<p><img name="${ name }" alt=""></p>`,
			`<p><img alt=""></p>`,
		],
		interactivity: [
			`<div data-wp-interactive="x" data-wp-context='{"n":"${ name }"}'>${ object(
				'data-wp-bind--id="context.n"'
			) }</div>`,
			`<div data-wp-interactive="x" data-wp-context='{"n":"${ name }"}'>${ kept }</div>`,
		],
	};
}

/**
 * The filter's output for a kept `<object>`: one space where the attribute was.
 * @param html
 */
function normalised( html: string ): string {
	return html
		.replace( /<(object|img|image) +/gi, '<$1 ' )
		.replace( / +>/g, '>' );
}

beforeAll( phpReady, PHP_READY_TIMEOUT_MS );

describe.each( [ '6.8', '7.1' ] as WordPressVersion[] )(
	'the named-elements filter on WordPress %s',
	( version ) => {
		beforeAll( () => {
			// Fetched and unpacked on first use, as the e2e stacks do.
			ensureDebianWordPress( version, ( line ) =>
				process.stderr.write( `${ line }\n` )
			);
		}, PHP_READY_TIMEOUT_MS );

		it( 'filters last on every path that prints what an Author wrote', () => {
			const { hooks } = filter( version, [] );
			expect( hooks ).toEqual(
				Object.fromEntries(
					[
						'the_content',
						'get_the_excerpt',
						'the_excerpt',
						'widget_block_content',
						'widget_text_content',
						'widget_custom_html_content',
						'term_description',
						'get_the_archive_description',
						'comment_text',
					].map( ( hook ) => [ hook, 'last' ] )
				)
			);
		} );

		it( 'takes every document member’s name off, in every payload shape, and keeps the elements', () => {
			const cases = MEMBERS.flatMap( ( name ) =>
				Object.entries( shapes( name ) ).map( ( [ shape, pair ] ) => ( {
					name,
					shape,
					written: pair[ 0 ],
					expected: pair[ 1 ],
				} ) )
			);
			const run = filter(
				version,
				cases.map( ( { written } ) => written )
			);
			expect( run.wrong ).toEqual( [] );
			const wrong = cases
				.map( ( entry, index ) => ( {
					name: entry.name,
					shape: entry.shape,
					out: normalised( String( run.out[ index ] ) ),
					expected: entry.expected,
				} ) )
				.filter( ( { out, expected } ) => out !== expected );
			expect( wrong ).toEqual( [] );
			expect( cases.length ).toBe( MEMBERS.length * 10 );
		} );

		it.each( [
			[ 'a name on an <embed>', '<embed name="cookie">', '<embed>' ],
			[
				'a name on a <form>',
				'<form name="cookie"></form>',
				'<form></form>',
			],
			[
				'a name on an <iframe>',
				'<iframe name="cookie"></iframe>',
				'<iframe></iframe>',
			],
			[
				'an id written in capitals, on a tag in capitals',
				'<OBJECT ID="cookie" DATA="x"></OBJECT>',
				'<OBJECT DATA="x"></OBJECT>',
			],
			[
				'an id written with character references',
				'<object id="&#99;oo&#x6B;ie"></object>',
				'<object></object>',
			],
			[
				'a name on an <image>, which the browser builds as an <img>',
				'<p><image name="cookie" alt=""></p>',
				'<p><image alt=""></p>',
			],
			[
				'an img’s id, with a name naming nothing',
				'<img id="body" name="portrait" alt="">',
				'<img name="portrait" alt="">',
			],
			[
				'bindings of id and name in every form',
				'<object DATA-WP-BIND--ID="context.a" data-wp-bind--Name="context.b" data-wp-bind--id---u="context.c" data-wp-bind--name--u="context.d" data-wp-bind--title="context.e"></object>',
				'<object data-wp-bind--title="context.e"></object>',
			],
			[
				'a binding on an element of a template the runtime copies',
				'<template data-wp-each="context.list"><img data-wp-bind--name="context.item" alt=""></template>',
				'<template data-wp-each="context.list"><img alt=""></template>',
			],
		] )( 'takes off %s', ( _what, written, expected ) => {
			const run = filter( version, [ written ] );
			expect( normalised( String( run.out[ 0 ] ) ) ).toBe( expected );
		} );

		it.each( [
			[
				'an anchor’s id and name',
				'<a id="cookie"></a><a name="cookie"></a>',
			],
			[
				'an object’s id that names no member',
				object( 'id="careersFrontend"' ),
			],
			[ 'a name in another case', object( 'id="Cookie"' ) ],
			[ 'a form’s id (no document member)', '<form id="cookie"></form>' ],
			[
				'what the browser reads as text (an HTML textarea’s, title’s)',
				`<textarea>${ object( 'id="cookie"' ) }</textarea><title>${ object(
					'id="cookie"'
				) }</title>`,
			],
			[
				'bindings of id and name on elements that never name the document',
				'<div data-wp-bind--id="context.id"><input data-wp-bind--name="context.n"></div>',
			],
			[ 'content with no naming element', '<p id="cookie">Hello</p>' ],
		] )( 'keeps %s as written', ( _what, written ) => {
			expect( filter( version, [ written ] ).out ).toEqual( [ written ] );
		} );

		it( 'leaves what is not a string alone', () => {
			expect( filter( version, [ null, 3 ] ).out ).toEqual( [ null, 3 ] );
		} );

		it( 'fails closed where the parser gives up: a plain scan takes every id and name naming a member off, wherever it seems to be', () => {
			// Text in a table is foster-parented, which the HTML API does
			// not support: it stops there.
			const written = [
				'<table>stray text<tr><td>cell</td></tr></table>',
				`<math><title><p></p>${ object( 'id="cookie"' ) }</title></math>`,
				'<a id="body">anchor</a><a name="careersFrontend">kept</a>',
				`<object id='createElement'></object><object name=head></object>`,
				'<object x="1"id="title"></object><img/name="forms" alt="">',
				`<object data-wp-bind--id="context.x" id="Cookie"></object>`,
			].join( '' );
			const out = String( filter( version, [ written ] ).out[ 0 ] );
			expect( out ).not.toMatch(
				/id="cookie"|id="body"|createElement|name=head|id="title"|name="forms"|data-wp-bind/
			);
			expect( out ).toContain( 'name="careersFrontend"' );
			expect( out ).toContain( 'id="Cookie"' );
			expect( out ).toContain( '<a >anchor</a>' );
			expect( out.match( /<object/g ) ).toHaveLength( 5 );
		} );
	}
);
