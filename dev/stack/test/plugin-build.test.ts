/** @jest-environment node */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { StackError } from '../errors';
import { npmRun, startPluginBuild, type BuildStep } from '../plugin-build';

let steps = 0;

function node( code: string ): BuildStep {
	steps += 1;
	return { label: `step ${ steps }`, argv: [ process.execPath, '-e', code ] };
}

function folder(): { dir: string; log: string } {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'plugin-build-' ) );
	return { dir, log: path.join( dir, 'logs', 'build.log' ) };
}

describe( 'startPluginBuild', () => {
	it( 'runs the steps one after another in the project folder, their output in the log', async () => {
		const { dir, log } = folder();
		const build = startPluginBuild(
			[
				node(
					"setTimeout(() => { require('fs').writeFileSync('first', ''); console.log('built'); }, 200)"
				),
				node(
					"console.log(require('fs').existsSync('first') ? 'after the first' : 'too early')"
				),
			],
			log,
			dir
		);
		await expect( build.done ).resolves.toBeUndefined();
		expect( fs.readFileSync( log, 'utf8' ) ).toBe(
			'built\nafter the first\n'
		);
	} );

	it( 'stops at the first failing step and shows the end of its output', async () => {
		const { dir, log } = folder();
		const build = startPluginBuild(
			[
				node(
					"console.error('Module not found: ./missing'); process.exit(2)"
				),
				node( "require('fs').writeFileSync('second-ran', '')" ),
			],
			log,
			dir
		);
		const failure = build.done.catch( ( error: unknown ) => error );
		const error = await failure;
		expect( error ).toBeInstanceOf( StackError );
		expect( ( error as StackError ).message ).toMatch(
			/^The build failed \(step \d+ exited with 2\):\nModule not found: \.\/missing$/
		);
		expect( ( error as StackError ).fix ).toBe(
			'see logs/build.log, fix the error, then start again'
		);
		expect( fs.existsSync( path.join( dir, 'second-ran' ) ) ).toBe( false );
	} );

	it( 'ends the running step when the start stops it, and runs no more', async () => {
		const { dir, log } = folder();
		const build = startPluginBuild(
			[
				node( 'setTimeout(() => {}, 20000)' ),
				node( "require('fs').writeFileSync('second-ran', '')" ),
			],
			log,
			dir
		);
		const started = Date.now();
		setTimeout( () => build.stop(), 300 );
		await expect( build.done ).rejects.toThrow( /The build was stopped/ );
		expect( Date.now() - started ).toBeLessThan( 10000 );
		expect( fs.existsSync( path.join( dir, 'second-ran' ) ) ).toBe( false );
	} );
} );

describe( 'npmRun', () => {
	const saved = process.env.npm_execpath;
	afterEach( () => {
		if ( saved === undefined ) {
			delete process.env.npm_execpath;
		} else {
			process.env.npm_execpath = saved;
		}
	} );

	it( 'runs the script with the npm that started `npm start`', () => {
		process.env.npm_execpath = '/opt/npm/bin/npm-cli.js';
		expect( npmRun( 'build' ) ).toEqual( {
			label: 'npm run build',
			argv: [
				process.execPath,
				'/opt/npm/bin/npm-cli.js',
				'run',
				'build',
			],
		} );
	} );

	it( 'falls back to the npm on the PATH', () => {
		delete process.env.npm_execpath;
		expect( npmRun( 'i18n:scripts' ) ).toEqual( {
			label: 'npm run i18n:scripts',
			argv: [ 'npm', 'run', 'i18n:scripts' ],
		} );
	} );
} );
