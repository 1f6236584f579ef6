/**
 * Internal dependencies
 */
import { sessionStore } from '@careers-frontend/runtime';
import {
	createSessionCache,
	loadPersonaItems,
	parsePersonaItems,
	publicFetchJson,
	REPORT_AFTER_MS,
	reportLater,
} from '../persona-source';

const post = (
	id: number,
	title: string,
	link = `http://example.test/?p=${ id }`
) => ( {
	id,
	title: { rendered: title },
	link,
} );

describe( 'reading responses', () => {
	it( 'keeps id, title.rendered and link', () => {
		expect(
			parsePersonaItems( [ post( 1, 'A day in IT support' ) ] )
		).toEqual( [
			{
				id: 1,
				title: 'A day in IT support',
				link: 'http://example.test/?p=1',
			},
		] );
	} );

	it( 'leaves out malformed items and links that are not web links', () => {
		expect(
			parsePersonaItems( [
				post( 1, 'Good' ),
				{ id: 2, title: 'no rendered', link: 'http://example.test/' },
				post( 3, 'Script link', 'javascript:alert(1)' ),
				null,
				'text',
			] )
		).toEqual( [ expect.objectContaining( { id: 1 } ) ] );
		expect( parsePersonaItems( { code: 'rest_invalid_param' } ) ).toEqual(
			[]
		);
	} );
} );

describe( 'loading', () => {
	it( 'lists the post types in order, at most count items', async () => {
		const responses: Record< string, unknown > = {
			posts: [ post( 1, 'Post one' ), post( 2, 'Post two' ) ],
			pages: [ post( 3, 'Page one' ) ],
		};
		const fetchJson = jest.fn( ( request: string ) =>
			Promise.resolve( responses[ request ] )
		);
		await expect(
			loadPersonaItems( {
				requests: [ 'posts', 'pages' ],
				fetchJson,
				count: 5,
			} )
		).resolves.toEqual( {
			items: [
				expect.objectContaining( { id: 1 } ),
				expect.objectContaining( { id: 2 } ),
				expect.objectContaining( { id: 3 } ),
			],
			complete: true,
		} );
		expect( fetchJson ).toHaveBeenCalledTimes( 2 );
		const capped = await loadPersonaItems( {
			requests: [ 'posts', 'pages' ],
			fetchJson,
			count: 2,
		} );
		expect( capped.items.map( ( item ) => item.id ) ).toEqual( [ 1, 2 ] );
	} );

	it( 'shows what arrived when one post type fails, logged and not complete', async () => {
		const logger = { error: jest.fn() };
		const result = await loadPersonaItems( {
			requests: [ 'posts', 'pages' ],
			fetchJson: ( request ) =>
				request === 'posts'
					? Promise.resolve( [ post( 1, 'Post' ) ] )
					: Promise.reject( new Error( 'HTTP 500' ) ),
			count: 5,
			logger,
		} );
		expect( result ).toEqual( {
			items: [ expect.objectContaining( { id: 1 } ) ],
			complete: false,
		} );
		expect( logger.error ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'rejects when every request fails', async () => {
		await expect(
			loadPersonaItems( {
				requests: [ 'posts' ],
				fetchJson: () => Promise.reject( new Error( 'offline' ) ),
				count: 5,
				logger: { error: jest.fn() },
			} )
		).rejects.toThrow( 'could not be loaded' );
	} );

	it( 'asks without cookies and treats an HTTP error as a failure', async () => {
		const fetchImpl = jest.fn( () =>
			Promise.resolve( {
				ok: false,
				status: 400,
				json: () => Promise.resolve( {} ),
			} as Response )
		);
		await expect(
			publicFetchJson( fetchImpl )(
				'http://example.test/wp-json/wp/v2/posts'
			)
		).rejects.toThrow( 'HTTP 400' );
		expect( fetchImpl ).toHaveBeenCalledWith(
			'http://example.test/wp-json/wp/v2/posts',
			expect.objectContaining( { credentials: 'omit' } )
		);
	} );
} );

describe( 'the page-session cache', () => {
	// The runtime's own session store, as the view script passes it.
	const sessionCache = () => createSessionCache( sessionStore );

	beforeEach( () => window.sessionStorage.clear() );

	it( 'keeps results in session storage under the organisation prefix, for the next page load', () => {
		sessionCache().set( 'q1', [
			{ id: 1, title: 'A', link: 'http://example.test/a' },
		] );
		expect( sessionCache().get( 'q1' ) ).toEqual( [
			{ id: 1, title: 'A', link: 'http://example.test/a' },
		] );
		expect( sessionCache().get( 'q2' ) ).toBeNull();
		expect( Object.keys( window.sessionStorage ) ).toEqual( [
			'careers.personaContent',
		] );
	} );

	it( 'keeps an empty result too, so an empty list is not asked again', () => {
		sessionCache().set( 'q1', [] );
		expect( sessionCache().get( 'q1' ) ).toEqual( [] );
	} );

	it( 'holds at most 20 queries, dropping the oldest', () => {
		const cache = sessionCache();
		for ( let index = 0; index < 25; index++ ) {
			cache.set( `q${ index }`, [] );
		}
		expect( cache.get( 'q0' ) ).toBeNull();
		expect( cache.get( 'q5' ) ).toEqual( [] );
		expect( cache.get( 'q24' ) ).toEqual( [] );
	} );
} );

describe( 'reportLater', () => {
	it( 'reports a failure a few seconds late, which a page that has gone never does', () => {
		const logger = { error: jest.fn() };
		const timers: Array< { run: () => void; ms: number } > = [];
		const win = {
			setTimeout: ( run: () => void, ms: number ) =>
				timers.push( { run, ms } ),
		} as unknown as Pick< Window, 'setTimeout' >;
		const reason = { code: 'fetch_error' };
		reportLater( logger, win ).error(
			'Persona content: x failed:',
			reason
		);
		expect( logger.error ).not.toHaveBeenCalled();
		expect( timers.map( ( timer ) => timer.ms ) ).toEqual( [
			REPORT_AFTER_MS,
		] );
		timers[ 0 ].run();
		expect( logger.error ).toHaveBeenCalledWith(
			'Persona content: x failed:',
			reason
		);
	} );
} );
