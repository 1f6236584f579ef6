/**
 * Starts a server listening and reports the port it got.
 */
import type { Server } from 'node:net';

export function listen(
	server: Server,
	host: string,
	port: number
): Promise< number > {
	return new Promise( ( resolve, reject ) => {
		const onError = ( error: Error ) => {
			server.off( 'listening', onListening );
			reject( error );
		};
		const onListening = () => {
			server.off( 'error', onError );
			const address = server.address();
			resolve(
				typeof address === 'object' && address ? address.port : port
			);
		};
		server.once( 'error', onError );
		server.once( 'listening', onListening );
		server.listen( port, host );
	} );
}

export function closeServer( server: Server ): Promise< void > {
	return new Promise( ( resolve ) => {
		if ( ! server.listening ) {
			resolve();
			return;
		}
		server.close( () => resolve() );
	} );
}

export function isAddressInUse( error: unknown ): boolean {
	// Duck-typed: errors from node:net may come from another realm (Jest).
	return (
		typeof error === 'object' &&
		error !== null &&
		'code' in error &&
		error.code === 'EADDRINUSE'
	);
}
