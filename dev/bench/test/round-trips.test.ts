/**
 * Round trips on the chat's opening path, as the benchmark counts them.
 */
import { roundTrips, type TimedRequest } from '../round-trips';

const request = (
	url: string,
	start: number,
	end: number,
	cached = false
): TimedRequest => ( { url, start, end, cached } );

describe( 'roundTrips', () => {
	it( 'counts the longest chain of requests in series, side by side once', () => {
		const result = roundTrips(
			[
				request( 'loader.js', 0, 150 ),
				request( 'react.js', 160, 400 ),
				request( 'window.js', 160, 420 ),
				request( 'GetId', 430, 590 ),
				request( 'chunk.js', 430, 900 ),
				request( 'GetCredentials', 600, 760 ),
				request( 'RecognizeText', 910, 1070 ),
			],
			0,
			2000
		);
		expect( result ).toEqual( {
			count: 5,
			chain: [
				'loader.js',
				'react.js',
				'GetId',
				'GetCredentials',
				'RecognizeText',
			],
			requests: 7,
		} );
	} );

	it( 'leaves out what a cache answered and what lies outside the window', () => {
		const result = roundTrips(
			[
				request( 'before.js', -500, -10 ),
				request( 'window.js', 0, 5, true ),
				request( 'GetId', 10, 170 ),
				request( 'after.js', 1900, 2100 ),
			],
			0,
			2000
		);
		expect( result ).toEqual( {
			count: 1,
			chain: [ 'GetId' ],
			requests: 1,
		} );
	} );

	it( 'is zero without requests', () => {
		expect( roundTrips( [], 0, 1 ) ).toEqual( {
			count: 0,
			chain: [],
			requests: 0,
		} );
	} );
} );
