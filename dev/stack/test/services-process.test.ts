/** @jest-environment node */

/**
 * Internal dependencies
 */
import { announcedUrls } from '../services-process';

const ALL = [
	'cognito-identity http://127.0.0.1:9200/',
	'lex-runtime-v2 http://127.0.0.1:9201/',
	'lex-runtime-v1 http://127.0.0.1:9202/',
	'jobs http://127.0.0.1:9203/',
	'geocoder http://127.0.0.1:9204/',
	'ats http://127.0.0.1:9205/',
];

describe( 'announcedUrls', () => {
	it( 'waits until every stand-in has printed its address', () => {
		expect( announcedUrls( '' ) ).toBeUndefined();
		expect(
			announcedUrls( ALL.slice( 0, 5 ).join( '\n' ) )
		).toBeUndefined();
	} );

	it( 'reads each stand-in’s address, whatever else the log holds', () => {
		expect(
			announcedUrls(
				[ 'bundling…', ...ALL, 'jobs started', '' ].join( '\n' )
			)
		).toEqual( {
			'cognito-identity': 'http://127.0.0.1:9200/',
			'lex-runtime-v2': 'http://127.0.0.1:9201/',
			'lex-runtime-v1': 'http://127.0.0.1:9202/',
			jobs: 'http://127.0.0.1:9203/',
			geocoder: 'http://127.0.0.1:9204/',
			ats: 'http://127.0.0.1:9205/',
		} );
	} );
} );
