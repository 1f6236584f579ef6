/**
 * Internal dependencies
 */
import type { BotClient, BotRequest } from '../bot-client';
import type { BotReply } from '../reply-model';
import {
	createRequestQueue,
	throttlingDelay,
	withSerialQueue,
} from '../request-queue';

const reply = ( text: string ): BotReply => ( {
	messages: [ { contentType: 'PlainText', text } ],
	slots: {},
	sessionAttributes: {},
} );

const request = ( text: string ): BotRequest => ( {
	text,
	sessionAttributes: {},
} );

/**
 * An AWS SDK-shaped service error.
 *
 * @param name  Error code.
 * @param extra More fields.
 */
function serviceError(
	name: string,
	extra: Record< string, unknown > = {}
): Error {
	return Object.assign( new Error( `${ name } message` ), {
		name,
		$metadata: { httpStatusCode: 429 },
		...extra,
	} );
}

/** A bot whose answers the test releases one by one. */
function controllableBot() {
	const calls: Array< {
		text: string;
		resolve: ( value: BotReply ) => void;
		reject: ( error: unknown ) => void;
	} > = [];
	const client: BotClient = {
		send: ( { text } ) =>
			new Promise( ( resolve, reject ) =>
				calls.push( { text, resolve, reject } )
			),
	};
	return { client, calls };
}

const flush = () => new Promise( ( resolve ) => setImmediate( resolve ) );

describe( 'withSerialQueue', () => {
	it( 'keeps one request in flight and sends the rest in order', async () => {
		const bot = controllableBot();
		const queued = withSerialQueue( bot.client );
		const first = queued.send( request( 'one' ) );
		const second = queued.send( request( 'two' ) );
		const third = queued.send( request( 'three' ) );
		await flush();
		expect( bot.calls.map( ( call ) => call.text ) ).toEqual( [ 'one' ] );

		bot.calls[ 0 ].resolve( reply( 'first' ) );
		await expect( first ).resolves.toEqual( reply( 'first' ) );
		await flush();
		expect( bot.calls.map( ( call ) => call.text ) ).toEqual( [
			'one',
			'two',
		] );

		bot.calls[ 1 ].reject( new Error( 'boom' ) );
		await expect( second ).rejects.toThrow( 'boom' );
		await flush();
		// A failure does not stall the queue.
		expect( bot.calls.map( ( call ) => call.text ) ).toEqual( [
			'one',
			'two',
			'three',
		] );
		bot.calls[ 2 ].resolve( reply( 'third' ) );
		await expect( third ).resolves.toEqual( reply( 'third' ) );
	} );
} );

describe( 'throttling retry', () => {
	it.each( [
		'ThrottlingException',
		'Throttling',
		'LimitExceededException',
		'LimitExceeded',
		'TooManyRequestsException',
		'TooManyRequests',
	] )( 'retries %s and succeeds', async ( name ) => {
		const sleeps: number[] = [];
		let attempts = 0;
		const client = createRequestQueue(
			{
				send: async () => {
					attempts++;
					if ( attempts < 3 ) {
						throw serviceError( name );
					}
					return reply( 'ok' );
				},
			},
			{ sleep: async ( ms ) => void sleeps.push( ms ) }
		);
		await expect( client.send( request( 'hi' ) ) ).resolves.toEqual(
			reply( 'ok' )
		);
		expect( attempts ).toBe( 3 );
		expect( sleeps ).toEqual( [ 500, 1000 ] );
	} );

	it( 'waits as long as retry-after says (Lex V1 retryAfterSeconds, or the header)', () => {
		const options = { sleep: async () => undefined, now: () => 0 };
		expect(
			throttlingDelay(
				serviceError( 'LimitExceededException', {
					retryAfterSeconds: '2',
				} ),
				0,
				options
			)
		).toBe( 2000 );
		expect(
			throttlingDelay(
				serviceError( 'ThrottlingException', {
					$response: {
						statusCode: 429,
						headers: { 'retry-after': '3' },
					},
				} ),
				1,
				options
			)
		).toBe( 3000 );
		expect(
			throttlingDelay(
				serviceError( 'ThrottlingException', {
					$response: {
						headers: {
							'Retry-After': new Date( 4000 ).toUTCString(),
						},
					},
				} ),
				0,
				options
			)
		).toBe( 4000 );
	} );

	it( 'gives up after three retries with the last error', async () => {
		let attempts = 0;
		const sleeps: number[] = [];
		const client = createRequestQueue(
			{
				send: async () => {
					attempts++;
					throw serviceError( 'ThrottlingException' );
				},
			},
			{ sleep: async ( ms ) => void sleeps.push( ms ) }
		);
		await expect( client.send( request( 'hi' ) ) ).rejects.toThrow(
			'ThrottlingException message'
		);
		expect( attempts ).toBe( 4 );
		expect( sleeps ).toEqual( [ 500, 1000, 2000 ] );
	} );

	it( 'gives up at once when the service asks for a wait longer than the cap', () => {
		expect(
			throttlingDelay(
				serviceError( 'LimitExceededException', {
					retryAfterSeconds: '3600',
				} ),
				0,
				{ sleep: async () => undefined }
			)
		).toBeUndefined();
	} );

	it( 'does not retry other errors', async () => {
		let attempts = 0;
		const client = createRequestQueue(
			{
				send: async () => {
					attempts++;
					throw serviceError( 'ConflictException', {
						$metadata: { httpStatusCode: 409 },
					} );
				},
			},
			{ sleep: async () => undefined }
		);
		await expect( client.send( request( 'hi' ) ) ).rejects.toThrow(
			'ConflictException message'
		);
		expect( attempts ).toBe( 1 );
	} );

	it( 'does not retry Cognito’s LimitExceeded (HTTP 400: too many identities)', () => {
		expect(
			throttlingDelay(
				Object.assign( serviceError( 'LimitExceededException' ), {
					$metadata: { httpStatusCode: 400 },
				} ),
				0,
				{ sleep: async () => undefined }
			)
		).toBeUndefined();
	} );

	it( 'treats HTTP 429 as throttling whatever the name', () => {
		expect(
			throttlingDelay(
				Object.assign( new Error( 'x' ), {
					name: 'Unknown',
					$metadata: { httpStatusCode: 429 },
				} ),
				0,
				{ sleep: async () => undefined }
			)
		).toBe( 500 );
	} );
} );
