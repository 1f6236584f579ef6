/* @jest-environment node */
/**
 * startServices: ports, CORS, control endpoints, and Lex over HTTP/1.1 as
 * browsers call it.
 */
import { Agent, get } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * Internal dependencies
 */
import { ALLOWED_REQUEST_HEADERS } from '../lib/cors';
import { Sha256 } from '../lib/sha256';
import {
	SERVICE_NAMES,
	startServices,
	type RunningServices,
} from '../start-services';
import { armFault, BOT, cognitoCredentials, REGION } from './support';

let services: RunningServices;

beforeAll( async () => {
	services = await startServices( { basePort: 0 } );
} );
afterAll( () => services.close() );

function occupyPort(): Promise< Server > {
	return new Promise( ( resolve ) => {
		const server = createServer();
		server.listen( 0, '127.0.0.1', () => resolve( server ) );
	} );
}

describe( 'startServices', () => {
	it( 'starts every service on its own loopback port, URLs ending in /', () => {
		expect( Object.keys( services.urls ) ).toEqual( [ ...SERVICE_NAMES ] );
		const origins = Object.values( services.urls ).map(
			( url ) => new URL( url )
		);
		for ( const [ index, url ] of Object.values(
			services.urls
		).entries() ) {
			expect( url ).toMatch( /^http:\/\/127\.0\.0\.1:\d+\/$/ );
			expect( origins[ index ].pathname ).toBe( '/' );
		}
		expect( new Set( origins.map( ( origin ) => origin.port ) ).size ).toBe(
			SERVICE_NAMES.length
		);
	} );

	it( 'names the busy port and the variable to change when a port is taken', async () => {
		const blocker = await occupyPort();
		const address = blocker.address();
		const port = typeof address === 'object' && address ? address.port : 0;
		try {
			await expect( startServices( { basePort: port } ) ).rejects.toThrow(
				new RegExp(
					`Port ${ port } on 127\\.0\\.0\\.1 is already in use.*SERVICES_PORT`
				)
			);
		} finally {
			blocker.close();
		}
	} );

	it.each( SERVICE_NAMES )(
		'answers CORS preflights with the AWS headers on %s',
		async ( name ) => {
			const response = await fetch( services.urls[ name ], {
				method: 'OPTIONS',
				headers: {
					Origin: 'http://127.0.0.1:8080',
					'Access-Control-Request-Method': 'POST',
					'Access-Control-Request-Headers':
						'x-amz-target,content-type',
				},
			} );
			expect( response.status ).toBe( 204 );
			expect(
				response.headers.get( 'access-control-allow-origin' )
			).toBe( 'http://127.0.0.1:8080' );
			const allowed =
				response.headers
					.get( 'access-control-allow-headers' )
					?.split( ', ' ) ?? [];
			expect( allowed ).toEqual(
				expect.arrayContaining( ALLOWED_REQUEST_HEADERS )
			);
			expect(
				response.headers.get( 'access-control-expose-headers' )
			).toBe( 'x-amzn-errortype, x-amzn-requestid, retry-after, date' );
		}
	);

	it( 'gives no CORS grant to an origin off this machine', async () => {
		const response = await fetch(
			`${ services.urls.jobs }job?Organization=1&limit=0`,
			{
				headers: { Origin: 'https://careers.example.com' },
			}
		);
		expect(
			response.headers.get( 'access-control-allow-origin' )
		).toBeNull();
	} );

	it( 'sends a Date header on every response', async () => {
		const response = await fetch( `${ services.urls.geocoder }__health` );
		expect(
			Date.parse( response.headers.get( 'date' ) ?? '' )
		).not.toBeNaN();
	} );

	it( 'refuses faults the operation does not have, saying what it accepts', async () => {
		const wrongOperation = await armFault( services.urls.jobs, {
			operation: 'RecognizeText',
			fault: 'hang',
		} );
		expect( wrongOperation.status ).toBe( 400 );
		expect( await wrongOperation.json() ).toMatchObject( {
			error: expect.stringContaining( 'JobSearch' ),
		} );
		const wrongFault = await armFault( services.urls[ 'lex-runtime-v1' ], {
			operation: 'PostText',
			fault: 'Throttling',
		} );
		expect( wrongFault.status ).toBe( 400 );
		expect( await wrongFault.json() ).toMatchObject( {
			accepted: {
				PostText: expect.arrayContaining( [
					'LimitExceededException',
					'clockSkew',
				] ),
			},
		} );
	} );

	it( 'lists, clears and counts down armed faults', async () => {
		const url = services.urls.jobs;
		const armed = await armFault( url, {
			operation: 'JobSearch',
			fault: 'http500',
			count: 2,
		} );
		expect( armed.status ).toBe( 201 );
		expect(
			await ( await fetch( `${ url }__faults` ) ).json()
		).toMatchObject( {
			faults: [
				{ operation: 'JobSearch', fault: 'http500', remaining: 2 },
			],
		} );
		expect( ( await fetch( `${ url }job?Organization=1` ) ).status ).toBe(
			500
		);
		expect( ( await fetch( `${ url }job?Organization=1` ) ).status ).toBe(
			500
		);
		expect( ( await fetch( `${ url }job?Organization=1` ) ).status ).toBe(
			200
		);
		await armFault( url, { operation: 'JobSearch', fault: 'http500' } );
		expect(
			( await fetch( `${ url }__faults`, { method: 'DELETE' } ) ).status
		).toBe( 204 );
		expect( ( await fetch( `${ url }job?Organization=1` ) ).status ).toBe(
			200
		);
	} );

	it( 'closes promptly even while a request hangs', async () => {
		const own = await startServices( { basePort: 0 } );
		await armFault( own.urls.jobs, {
			operation: 'JobSearch',
			fault: 'hang',
		} );
		const hanging = fetch( `${ own.urls.jobs }job?Organization=1` );
		await own.close();
		await expect( hanging ).rejects.toThrow();
	} );

	it( 'serves Lex V2 over HTTP/1.1 with CORS, as a browser calls it', async () => {
		const credentials = await cognitoCredentials( services.urls )();
		const url = new URL(
			`bots/${ BOT.botId }/botAliases/${ BOT.botAliasId }/botLocales/${ BOT.localeId }/sessions/browser-1/text`,
			services.urls[ 'lex-runtime-v2' ]
		);
		const body = JSON.stringify( {
			text: 'hi',
			sessionState: {
				sessionAttributes: { wpOrigin: 'http://127.0.0.1:8080' },
			},
		} );
		const signer = new SignatureV4( {
			service: 'lex',
			region: REGION,
			credentials,
			sha256: Sha256,
		} );
		const signed = await signer.sign( {
			method: 'POST',
			protocol: 'http:',
			hostname: url.hostname,
			port: Number( url.port ),
			path: url.pathname,
			headers: {
				host: url.host,
				'content-type': 'application/json',
				'x-amz-user-agent': 'aws-sdk-js/3',
			},
			body,
		} );
		const headers: Record< string, string > = {};
		for ( const [ name, value ] of Object.entries( signed.headers ) ) {
			if ( name !== 'host' ) {
				headers[ name ] = String( value );
			}
		}
		const response = await fetch( url, {
			method: 'POST',
			headers: { ...headers, Origin: 'http://127.0.0.1:8080' },
			body,
		} );
		expect( response.status ).toBe( 200 );
		expect( response.headers.get( 'access-control-allow-origin' ) ).toBe(
			'http://127.0.0.1:8080'
		);
		expect( await response.json() ).toMatchObject( {
			sessionId: 'browser-1',
			sessionState: {
				dialogAction: {
					type: 'ElicitSlot',
					slotToElicit: 'location',
				},
			},
		} );
	} );

	it( 'keeps an idle keep-alive connection open past Node’s 5 s (closed at 6 s), so a client reusing it is not reset', async () => {
		const agent = new Agent( { keepAlive: true, maxSockets: 1 } );
		const health = () =>
			new Promise< { status: number; socket: Socket } >(
				( resolve, reject ) => {
					const request = get(
						`${ services.urls.jobs }__health`,
						{ agent },
						( response ) => {
							response.resume();
							response.on( 'end', () =>
								resolve( {
									status: response.statusCode ?? 0,
									socket: request.socket as Socket,
								} )
							);
						}
					);
					request.on( 'error', reject );
				}
			);
		try {
			const first = await health();
			await new Promise( ( resolve ) => setTimeout( resolve, 7_000 ) );
			const second = await health();
			expect( [ first.status, second.status ] ).toEqual( [ 200, 200 ] );
			expect( second.socket ).toBe( first.socket );
		} finally {
			agent.destroy();
		}
	}, 20_000 );
} );
