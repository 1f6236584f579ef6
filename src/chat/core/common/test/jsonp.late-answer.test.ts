/** @jest-environment node */

/**
 * A JSONP answer that comes after the time-out, in a page that really
 * loads and runs scripts: it must not run (it would find no callback, or
 * a stale one), and nothing of the call stays on the page.
 */

/**
 * External dependencies
 */
import { JSDOM, VirtualConsole } from 'jsdom';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Internal dependencies
 */
import { requestJsonp } from '../jsonp';

const TIMEOUT_MS = 200;
const ANSWER_AFTER_MS = 600;

let server: Server;
let base = '';
let answered: () => void;
let answeredLate: Promise< void >;

beforeAll( async () => {
	server = createServer( ( request, response ) => {
		const callback =
			new URL( request.url ?? '/', 'http://x' ).searchParams.get(
				'callback'
			) ?? '';
		setTimeout( () => {
			response.writeHead( 200, { 'content-type': 'text/javascript' } );
			// What a late job API answer does: run, and call back.
			response.end(
				`window.lateAnswerRan = true; ${ callback }( { totalHits: 1 } );`
			);
			answered();
		}, ANSWER_AFTER_MS );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	base = `http://127.0.0.1:${ ( server.address() as AddressInfo ).port }/`;
} );

afterAll(
	() => new Promise< void >( ( resolve ) => server.close( () => resolve() ) )
);

it( 'a late answer never runs, and the page keeps no callback', async () => {
	answeredLate = new Promise( ( resolve ) => ( answered = resolve ) );
	const errors: string[] = [];
	const virtualConsole = new VirtualConsole();
	virtualConsole.on( 'jsdomError', ( error ) =>
		errors.push( error.message )
	);
	const page = new JSDOM(
		'<!doctype html><html><head></head><body></body></html>',
		{
			url: 'https://careers.acme.test/',
			runScripts: 'dangerously',
			resources: 'usable',
			virtualConsole,
		}
	);
	const win = page.window as unknown as Window & Record< string, unknown >;
	const callbacks = () =>
		Object.keys( win ).filter( ( key ) =>
			key.startsWith( 'careersChatCallback' )
		);
	try {
		await expect(
			requestJsonp( `${ base }job?Organization=acme`, {
				doc: page.window.document,
				win,
				timeoutMs: TIMEOUT_MS,
			} )
		).rejects.toThrow( 'No answer from' );
		expect( callbacks() ).toEqual( [] );

		await answeredLate;
		// Time for the script to arrive and (were it run) to run.
		await new Promise( ( resolve ) => setTimeout( resolve, 200 ) );
		expect( win.lateAnswerRan ).toBeUndefined();
		expect( errors ).toEqual( [] );
		expect( callbacks() ).toEqual( [] );
		expect(
			page.window.document.querySelectorAll( 'script' )
		).toHaveLength( 0 );
	} finally {
		page.window.close();
	}
} );
