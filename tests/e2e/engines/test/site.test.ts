/** @jest-environment node */

/**
 * Internal dependencies
 */
import type { Driver, DriverContext } from '../driver';
import { EngineSite } from '../site';
import type { ConsoleEntry } from '../types';

interface FakeDocument {
	name: string;
	/** Whether the helpers are installed in it. */
	helpers: boolean;
	/** What the run expression answers, call by call. */
	answers: unknown[];
	frames: Record< string, FakeDocument >;
}

function fakeDocument( name: string ): FakeDocument {
	return { name, helpers: false, answers: [], frames: {} };
}

/**
 * A driver over fake documents, logging every evaluation by document.
 *
 * @param top     The page's document.
 * @param log     Where to log.
 * @param console The driver's own console entries, or none (WebKit).
 */
function fakeDriver(
	top: FakeDocument,
	log: string[],
	console: ConsoleEntry[] | undefined
): Driver {
	const context = ( doc: FakeDocument ): DriverContext => ( {
		evaluate: async ( expression ) => {
			if ( expression === 'Boolean( window.__careersEngine )' ) {
				log.push( `${ doc.name }: has helpers?` );
				return doc.helpers;
			}
			if ( expression.startsWith( '( () => {' ) ) {
				log.push( `${ doc.name }: install` );
				doc.helpers = true;
				return undefined;
			}
			if ( expression === 'window.__careersEngine.captureConsole()' ) {
				log.push( `${ doc.name }: capture console` );
				return undefined;
			}
			log.push( `${ doc.name }: run` );
			return doc.answers.shift();
		},
		element: async () => {
			throw new Error( 'not used' );
		},
		frame: async ( expression ) => {
			const key = Object.keys( doc.frames ).find( ( name ) =>
				expression.includes( name )
			);
			log.push( `${ doc.name }: enter ${ key }` );
			return context( doc.frames[ key ?? '' ] );
		},
	} );
	return {
		engine: 'webkit',
		goto: async () => undefined,
		url: async () => 'http://site.test/careers/',
		main: () => context( top ),
		press: async () => undefined,
		type: async () => undefined,
		setViewport: async () => undefined,
		screenshot: async () => Buffer.from( '' ),
		consoleEntries: () => console,
		close: async () => undefined,
	};
}

describe( 'EngineSite', () => {
	it( 'installs the helpers once per document, then enters each frame in turn', async () => {
		const top = fakeDocument( 'top' );
		const dialog = fakeDocument( 'dialog' );
		top.frames[ 'dialog[open] iframe' ] = dialog;
		dialog.answers.push( { value: { count: 1 } } );
		const log: string[] = [];
		const site = new EngineSite( fakeDriver( top, log, [] ), '', 1000 );
		const inspection = await site
			.locator( 'dialog[open] iframe' )
			.frame()
			.getByRole( 'button' )
			.inspect();
		expect( inspection ).toEqual( { count: 1 } );
		expect( log ).toEqual( [
			'top: has helpers?',
			'top: install',
			'top: enter dialog[open] iframe',
			'dialog: has helpers?',
			'dialog: install',
			'dialog: run',
		] );
	} );

	it( 'runs once more when the page changed between install and run', async () => {
		const top = fakeDocument( 'top' );
		// A navigation: the helpers were gone when the run came.
		top.answers.push( { missing: true }, { value: 'second' } );
		const log: string[] = [];
		const site = new EngineSite( fakeDriver( top, log, [] ), '', 1000 );
		expect( await site.evaluate( () => 'ignored' ) ).toBe( 'second' );
		expect( log.filter( ( line ) => line === 'top: run' ) ).toHaveLength(
			2
		);
	} );

	it( 'keeps the console in the page only where the driver cannot report it', async () => {
		const withConsole = fakeDocument( 'top' );
		withConsole.answers.push( { value: 1 } );
		const log: string[] = [];
		await new EngineSite(
			fakeDriver( withConsole, log, [] ),
			'',
			1000
		).evaluate( () => 1 );
		expect( log ).not.toContain( 'top: capture console' );

		const without = fakeDocument( 'top' );
		const entry = { type: 'error', text: 'boom', url: 'x.js' };
		without.answers.push( { value: 1, console: [ entry ] } );
		const logWithout: string[] = [];
		const site = new EngineSite(
			fakeDriver( without, logWithout, undefined ),
			'',
			1000
		);
		await site.evaluate( () => 1 );
		expect( logWithout ).toContain( 'top: capture console' );
		without.answers.push( { value: null } );
		expect( await site.console() ).toEqual( [ entry ] );
	} );
} );
