/**
 * Internal dependencies
 */
import { atsEndpoint } from '../ats';
import {
	BEARER_POLL_INTERVAL_MS,
	createBearerPolling,
} from '../bearer-polling';
import {
	headersOf,
	flushPromises,
	recordingFetch,
	recordingLogger,
} from './helpers';

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

function setUp( {
	atsUrl = 'https://ats.example.com/',
	token = 'tok-123' as string | null,
	status = 200 as number | 'fail',
} = {} ) {
	const { calls, fetch } = recordingFetch( status );
	const logger = recordingLogger();
	let currentToken = token;
	const polling = createBearerPolling(
		atsUrl,
		() => currentToken,
		fetch,
		window,
		logger
	);
	return {
		polling,
		calls,
		logger,
		setToken: ( next: string | null ) => {
			currentToken = next;
		},
	};
}

describe( 'bearer polling', () => {
	it( 'polls every 5 minutes', () => {
		expect( BEARER_POLL_INTERVAL_MS ).toBe( 5 * 60 * 1000 );
	} );

	it( 'calls {ats_url}rest/session with the bearer token every 5 minutes', () => {
		const { polling, calls } = setUp();
		polling.start();
		expect( calls ).toHaveLength( 0 );

		jest.advanceTimersByTime( BEARER_POLL_INTERVAL_MS - 1 );
		expect( calls ).toHaveLength( 0 );
		jest.advanceTimersByTime( 1 );
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].url ).toBe( 'https://ats.example.com/rest/session' );
		expect( headersOf( calls[ 0 ] ) ).toEqual( {
			Authorization: 'Bearer tok-123',
		} );

		jest.advanceTimersByTime( BEARER_POLL_INTERVAL_MS * 2 );
		expect( calls ).toHaveLength( 3 );
	} );

	it( 'sends nothing while there is no bearer token', () => {
		const { polling, calls, setToken } = setUp( { token: null } );
		polling.start();
		jest.advanceTimersByTime( BEARER_POLL_INTERVAL_MS );
		expect( calls ).toHaveLength( 0 );

		setToken( 'late' );
		jest.advanceTimersByTime( BEARER_POLL_INTERVAL_MS );
		expect( headersOf( calls[ 0 ] ).Authorization ).toBe( 'Bearer late' );
	} );

	it( 'stops when told, and a second start keeps one timer', () => {
		const { polling, calls } = setUp();
		polling.start();
		polling.start();
		jest.advanceTimersByTime( BEARER_POLL_INTERVAL_MS );
		expect( calls ).toHaveLength( 1 );

		polling.stop();
		jest.advanceTimersByTime( BEARER_POLL_INTERVAL_MS * 3 );
		expect( calls ).toHaveLength( 1 );
	} );

	it( 'does nothing when no ATS is configured', () => {
		const { polling, calls } = setUp( { atsUrl: '' } );
		polling.start();
		jest.advanceTimersByTime( BEARER_POLL_INTERVAL_MS * 2 );
		expect( calls ).toHaveLength( 0 );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it.each( [ 404, 'fail' as const ] )(
		'logs a failed check (%p) without throwing',
		async ( status ) => {
			const { polling, logger } = setUp( { status } );
			polling.start();
			jest.advanceTimersByTime( BEARER_POLL_INTERVAL_MS );
			await flushPromises();
			expect( logger.errors ).toHaveLength( 1 );
			expect( logger.errors[ 0 ][ 0 ] ).toBe(
				'ATS session check failed:'
			);
		}
	);
} );

describe( 'atsEndpoint', () => {
	it( 'joins the ATS URL and a path with exactly one slash', () => {
		expect( atsEndpoint( 'https://ats.example.com', 'rest/logout' ) ).toBe(
			'https://ats.example.com/rest/logout'
		);
		expect(
			atsEndpoint( 'https://ats.example.com//', '/rest/logout' )
		).toBe( 'https://ats.example.com/rest/logout' );
		expect( atsEndpoint( '  ', 'rest/logout' ) ).toBeNull();
	} );
} );
