/**
 * Internal dependencies
 */
import { sendWithTimeout } from '../send-with-timeout';

describe( 'sendWithTimeout', () => {
	it( 'passes the answer through when the call answers in time', async () => {
		await expect(
			sendWithTimeout( async () => 'reply', 1_000 )
		).resolves.toBe( 'reply' );
	} );

	it( 'aborts the call at the timeout and says "The request timed out."', async () => {
		let signal: AbortSignal | undefined;
		const call = sendWithTimeout(
			( options ) =>
				new Promise( ( _resolve, reject ) => {
					signal = options.abortSignal;
					signal?.addEventListener( 'abort', () =>
						reject( new Error( 'aborted' ) )
					);
				} ),
			50
		);
		await expect( call ).rejects.toThrow( 'The request timed out.' );
		expect( signal?.aborted ).toBe( true );
	} );

	it( 'ends a call that ignores the signal (credentials still resolving) at the timeout', async () => {
		await expect(
			sendWithTimeout( () => new Promise( () => undefined ), 50 )
		).rejects.toThrow( 'The request timed out.' );
	} );

	it( 'keeps the service’s own error when it fails before the timeout', async () => {
		await expect(
			sendWithTimeout( async () => {
				throw new Error( 'ThrottlingException' );
			}, 1_000 )
		).rejects.toThrow( 'ThrottlingException' );
	} );
} );
