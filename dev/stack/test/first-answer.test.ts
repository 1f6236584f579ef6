/** @jest-environment node */

/**
 * External dependencies
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Internal dependencies
 */
import { waitForFirstAnswer } from '../first-answer';

/**
 * A real server answering each request with the next status of a list.
 *
 * @param statuses What to answer, in order; the last one repeats.
 */
async function serverAnswering( statuses: number[] ) {
	let asked = 0;
	const server = http.createServer( ( _request, response ) => {
		const status = statuses[ Math.min( asked, statuses.length - 1 ) ];
		asked++;
		response.writeHead( status ).end( `answer ${ asked }` );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${ port }/careers/`,
		asked: () => asked,
		close: () =>
			new Promise< void >( ( resolve ) => {
				server.closeAllConnections();
				server.close( () => resolve() );
			} ),
	};
}

describe( 'waitForFirstAnswer', () => {
	it( 'asks again until the page answers 200', async () => {
		const server = await serverAnswering( [ 503, 502, 200 ] );
		try {
			await waitForFirstAnswer( server.url, {
				timeoutMs: 5000,
				logFile: '/tmp/php.log',
				intervalMs: 10,
			} );
			expect( server.asked() ).toBe( 3 );
		} finally {
			await server.close();
		}
	} );

	it( 'gives up with the last status and the log to read', async () => {
		const server = await serverAnswering( [ 500 ] );
		try {
			await expect(
				waitForFirstAnswer( server.url, {
					timeoutMs: 200,
					logFile: '/tmp/php.log',
					intervalMs: 10,
				} )
			).rejects.toMatchObject( {
				message: `${ server.url } did not answer 200 within 0.2 s (last: HTTP 500).`,
				fix: expect.stringContaining( '/tmp/php.log' ),
			} );
		} finally {
			await server.close();
		}
	} );

	it( 'keeps asking while nothing listens yet, and says so', async () => {
		const server = await serverAnswering( [ 200 ] );
		const url = server.url;
		await server.close();
		await expect(
			waitForFirstAnswer( url, {
				timeoutMs: 200,
				logFile: '/tmp/php.log',
				intervalMs: 10,
			} )
		).rejects.toThrow( /did not answer 200 within 0\.2 s \(last: .+\)\./ );
	} );
} );
