/** @jest-environment node */

/**
 * JSONP in a page that really loads scripts: the job API stand-in answers,
 * and the script element and the callback are gone afterwards.
 */

/**
 * External dependencies
 */
import { JSDOM, VirtualConsole } from 'jsdom';
import { request } from 'node:http';

/**
 * Internal dependencies
 */
import {
	startServices,
	type RunningServices,
} from '../../../../../dev/services/start-services';
import { createJobSearch } from '../../jobs/job-search';
import { requestJsonp } from '../jsonp';

let services: RunningServices;
let page: JSDOM;

beforeAll( async () => {
	services = await startServices();
} );

afterAll( () => services.close() );

beforeEach( () => {
	// A page that loads and runs scripts, as a browser does.
	page = new JSDOM(
		'<!doctype html><html><head></head><body></body></html>',
		{
			url: 'https://careers.acme.test/',
			runScripts: 'dangerously',
			resources: 'usable',
			virtualConsole: new VirtualConsole(),
		}
	);
} );

afterEach( () => page.window.close() );

const onPage = () => ( {
	doc: page.window.document,
	win: page.window as unknown as Window,
} );

/**
 * Arms a stand-in fault (jsdom has no fetch).
 *
 * @param baseUrl Stand-in URL.
 * @param fault   The fault.
 */
function armFault( baseUrl: string, fault: Record< string, unknown > ) {
	return new Promise< void >( ( resolve, reject ) => {
		const call = request(
			`${ baseUrl }__faults`,
			{ method: 'POST' },
			( response ) => {
				response.resume();
				response.on( 'end', () =>
					response.statusCode === 201
						? resolve()
						: reject( new Error( 'not armed' ) )
				);
			}
		);
		call.on( 'error', reject );
		call.end( JSON.stringify( fault ) );
	} );
}

const callbacks = () =>
	Object.keys( page.window ).filter( ( name ) =>
		name.startsWith( 'careersChatCallback' )
	);

it( 'searches jobs and lists categories over JSONP, then cleans up', async () => {
	const search = createJobSearch( {
		apiBase: services.urls.jobs,
		organization: 'acme',
		jsonp: ( url ) => requestJsonp( url, onPage() ),
	} );
	const categories = await search.categories();
	expect( categories ).toContain( 'Nursing' );
	expect( categories ).toEqual(
		[ ...categories ].sort( ( a, b ) => a.localeCompare( b ) )
	);

	const result = await search.search( {
		keyword: 'Nursing',
		location: 'Austin, TX',
		latitude: '30.2672',
		longitude: '-97.7431',
		limit: 3,
	} );
	expect( result.totalHits ).toBeGreaterThan( 0 );
	expect( result.jobs ).toHaveLength( Math.min( 3, result.totalHits ) );
	expect( result.jobs[ 0 ] ).toMatchObject( {
		primary_city: 'Austin',
		primary_state: 'TX',
	} );
	expect( page.window.document.querySelectorAll( 'script' ) ).toHaveLength(
		0
	);
	expect( callbacks() ).toEqual( [] );
} );

it( 'rejects when the job API fails, and cleans up', async () => {
	await armFault( services.urls.jobs, {
		operation: 'JobSearch',
		fault: 'http500',
	} );
	await expect(
		requestJsonp( `${ services.urls.jobs }job?Organization=acme`, onPage() )
	).rejects.toThrow( 'Could not load' );
	expect( page.window.document.querySelectorAll( 'script' ) ).toHaveLength(
		0
	);
	expect( callbacks() ).toEqual( [] );
} );

it( 'rejects at once, not at the timeout, when the answer is not a call (a malformed body), and cleans up', async () => {
	await armFault( services.urls.jobs, {
		operation: 'JobSearch',
		fault: 'malformedJson',
	} );
	const started = Date.now();
	await expect(
		requestJsonp( `${ services.urls.jobs }job?Organization=acme`, {
			...onPage(),
			timeoutMs: 10_000,
		} )
	).rejects.toThrow( 'No call in the answer from' );
	expect( Date.now() - started ).toBeLessThan( 5_000 );
	expect( page.window.document.querySelectorAll( 'script' ) ).toHaveLength(
		0
	);
	expect( callbacks() ).toEqual( [] );
} );
