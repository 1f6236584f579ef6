/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { findOffenders } from '../size-check';
import {
	countLines,
	describe as describeOffender,
	isProductFile,
} from '../size-check/limits';
import { tsFunctionSizes } from '../size-check/ts-functions';

const lines = ( count: number, text = '\tdone();' ) =>
	Array.from( { length: count }, () => text ).join( '\n' );

describe( 'the size check', () => {
	let root: string;

	beforeEach( () => {
		root = fs.mkdtempSync( path.join( os.tmpdir(), 'size-check-' ) );
	} );
	afterEach( () => fs.rmSync( root, { recursive: true, force: true } ) );

	const write = ( relative: string, text: string ) => {
		fs.mkdirSync( path.dirname( path.join( root, relative ) ), {
			recursive: true,
		} );
		fs.writeFileSync( path.join( root, relative ), text );
	};

	it( 'checks product TS, TSX, PHP and SCSS in src/, blocks/ and includes/, not tests', () => {
		expect( isProductFile( 'src/admin/fields.ts' ) ).toBe( true );
		expect( isProductFile( 'blocks/signin-menu/edit.tsx' ) ).toBe( true );
		expect( isProductFile( 'includes/settings.php' ) ).toBe( true );
		expect( isProductFile( 'src/chat/window/window.scss' ) ).toBe( true );
		expect( isProductFile( 'src/admin/test/validate.test.ts' ) ).toBe(
			false
		);
		expect( isProductFile( 'src/chat/core/test/fixtures.ts' ) ).toBe(
			false
		);
		expect( isProductFile( 'dev/tools/make-pot.ts' ) ).toBe( false );
		expect( isProductFile( 'includes/settings.schema.json' ) ).toBe(
			false
		);
	} );

	it( 'counts lines as an editor does', () => {
		expect( countLines( '' ) ).toBe( 0 );
		expect( countLines( 'a\nb\n' ) ).toBe( 2 );
		expect( countLines( 'a\nb' ) ).toBe( 2 );
	} );

	it( 'measures TypeScript functions, arrows and methods by name', () => {
		const source = [
			'export function outer() {',
			'\tconst inner = () => {',
			'\t\treturn 1;',
			'\t};',
			'\treturn inner;',
			'}',
			'class Box { get size() { return 1; } }',
		].join( '\n' );
		expect( tsFunctionSizes( 'a.ts', source ) ).toEqual( [
			{ name: 'outer', line: 1, lines: 6 },
			{ name: 'inner', line: 2, lines: 3 },
			{ name: 'size', line: 7, lines: 1 },
		] );
	} );

	it( 'passes a tree within the limits', () => {
		write( 'src/a.ts', `export function a() {\n${ lines( 78 ) }\n}\n` );
		write(
			'includes/a.php',
			`<?php\nfunction a() {\n${ lines( 78, "\techo 'x';" ) }\n}\n`
		);
		write( 'blocks/b/style.scss', lines( 300, '.a { color: red; }' ) );
		expect( findOffenders( root ) ).toEqual( [] );
	} );

	it( 'names every file over 300 lines and every function over 80, TS and PHP alike', () => {
		write(
			'src/long.ts',
			`export function long() {\n${ lines( 79 ) }\n}\n`
		);
		write(
			'includes/long.php',
			`<?php\nfunction careers_long( string $a ) {\n\t$f = static function () { return '{'; };\n${ lines(
				78,
				'\techo "{$a}";'
			) }\n}\n`
		);
		write( 'blocks/b/style.scss', lines( 301, '.a { color: red; }' ) );
		write( 'src/test/huge.test.ts', lines( 400 ) );
		expect( findOffenders( root ).map( describeOffender ) ).toEqual( [
			'blocks/b/style.scss: file has 301 lines (at most 300)',
			'includes/long.php:2: function careers_long has 81 lines (at most 80)',
			'src/long.ts:1: function long has 81 lines (at most 80)',
		] );
	} );
} );
