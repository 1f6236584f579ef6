/**
 * One port, two protocols: browsers call the stand-ins over HTTP/1.1, while
 * the AWS SDK's Lex V2 client in Node uses HTTP/2 with prior knowledge (h2c).
 * Connections that open with the HTTP/2 preface go to an HTTP/2 server that
 * relays each stream to the HTTP/1.1 server on the same port, so every
 * stand-in is written once, against node:http.
 */
import { request as httpRequest, type Server as HttpServer } from 'node:http';
import { constants, createServer as createHttp2Server } from 'node:http2';
import {
	createServer as createNetServer,
	type Server,
	type Socket,
} from 'node:net';
import { Duplex, PassThrough } from 'node:stream';

/** Hop-by-hop headers HTTP/2 forbids. */
const CONNECTION_HEADERS = [
	'connection',
	'keep-alive',
	'proxy-connection',
	'transfer-encoding',
	'upgrade',
];

function relayToHttp1( port: () => number ) {
	return createHttp2Server( ( request, response ) => {
		const headers: Record< string, string | string[] > = {};
		for ( const [ name, value ] of Object.entries( request.headers ) ) {
			if ( ! name.startsWith( ':' ) && value !== undefined ) {
				headers[ name ] = value;
			}
		}
		headers.host ??= String( request.headers[ ':authority' ] ?? '' );
		const upstream = httpRequest(
			{
				host: '127.0.0.1',
				port: port(),
				method: request.method,
				path: request.url,
				headers,
				agent: false,
			},
			( answer ) => {
				const answerHeaders: Record< string, string | string[] > = {};
				for ( const [ name, value ] of Object.entries(
					answer.headers
				) ) {
					if (
						! CONNECTION_HEADERS.includes( name ) &&
						value !== undefined
					) {
						answerHeaders[ name ] = value;
					}
				}
				response.writeHead( answer.statusCode ?? 502, answerHeaders );
				answer.pipe( response );
			}
		);
		upstream.on( 'error', () =>
			response.stream.close( constants.NGHTTP2_INTERNAL_ERROR )
		);
		// The client gave up (or the stand-in closed): stop the relayed call too.
		response.stream.on( 'close', () => upstream.destroy() );
		request.pipe( upstream );
	} );
}

export interface DualProtocolServer {
	server: Server;
	/** Drops every open connection, so closing does not wait for clients. */
	dropConnections: () => void;
}

export function createDualProtocolServer(
	http1: HttpServer
): DualProtocolServer {
	const sockets = new Set< Socket >();
	const server = createNetServer();
	const http2 = relayToHttp1( () => {
		const address = server.address();
		return typeof address === 'object' && address ? address.port : 0;
	} );
	server.on( 'connection', ( socket ) => {
		sockets.add( socket );
		socket.on( 'close', () => sockets.delete( socket ) );
		let head = Buffer.alloc( 0 );
		const sniff = ( chunk: Buffer ) => {
			head = Buffer.concat( [ head, chunk ] );
			// "PRI * HTTP/2.0" starts the HTTP/2 preface; no HTTP/1 method starts with PRI.
			if ( head.length < 3 ) {
				return;
			}
			socket.off( 'data', sniff );
			socket.pause();
			if ( head.subarray( 0, 3 ).toString( 'latin1' ) !== 'PRI' ) {
				socket.unshift( head );
				http1.emit( 'connection', socket );
				socket.resume();
				return;
			}
			// HTTP/2 reads a native socket below JavaScript, past any unshift;
			// a plain stream that replays the bytes already read works.
			const incoming = new PassThrough();
			incoming.write( head );
			socket.pipe( incoming );
			http2.emit(
				'connection',
				Duplex.from( { readable: incoming, writable: socket } )
			);
		};
		socket.on( 'data', sniff );
	} );
	return {
		server,
		dropConnections() {
			for ( const socket of sockets ) {
				socket.destroy();
			}
		},
	};
}
