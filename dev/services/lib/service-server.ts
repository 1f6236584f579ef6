/**
 * One HTTP server per stand-in: Date and request-id headers, CORS, the
 * control endpoints (`/__faults`, `/__calls`, `/__health`), then the
 * service's own handler.
 */
import { randomUUID } from 'node:crypto';
import {
	createServer,
	type IncomingMessage,
	type ServerResponse,
} from 'node:http';
import type { Server } from 'node:net';

/**
 * Internal dependencies
 */
import { CallLog } from './call-log';
import { createCallHold } from './hold';
import { applyCors } from './cors';
import { createDualProtocolServer } from './dual-protocol';
import {
	FaultBoard,
	HANG_MS,
	type ArmedFault,
	type OperationFaults,
} from './faults';
import {
	headerMap,
	parseJson,
	readBody,
	sendEmpty,
	sendJson,
	type HeaderMap,
} from './http';

export interface ServiceContext {
	readonly name: string;
	readonly faults: FaultBoard;
	readonly calls: CallLog;
	/** The stand-in's clock in ms: real time plus any clockSkew fault. */
	now: () => number;
	/** Records a call of `operation` and hands back the fault armed for it. */
	begin: (
		operation: string,
		request: IncomingMessage,
		headers?: HeaderMap,
		/** Parts of the request body the call log keeps. */
		details?: Record< string, unknown >
	) => ArmedFault | undefined;
	/**
	 * Leaves the request unanswered until HANG_MS pass (then drops the
	 * connection), the client goes away, or the stand-in closes.
	 */
	hang: ( response: ServerResponse, onRelease?: () => void ) => void;
}

export type ServiceHandler = (
	request: IncomingMessage,
	response: ServerResponse,
	context: ServiceContext
) => Promise< void > | void;

/**
 * A service's own control endpoint (`/__…`), answering its methods; the
 * body, when there is one, comes parsed.
 */
export type ControlHandler = (
	method: string,
	body: unknown,
	response: ServerResponse
) => void;

export interface ServiceServerOptions {
	name: string;
	operations: OperationFaults;
	handler: ServiceHandler;
	/** Control endpoints beyond the common ones, by path. */
	controls?: Record< string, ControlHandler >;
	/** Real time in ms; tests may pass a fake. */
	baseNow: () => number;
	log?: ( line: string ) => void;
}

export interface ServiceServer {
	/** Listens for HTTP/1.1 and HTTP/2 (h2c) on one port. */
	server: Server;
	context: ServiceContext;
	/** Ends hanging requests and open connections, so `close` finishes. */
	shutdown: () => void;
}

export function createServiceServer(
	options: ServiceServerOptions
): ServiceServer {
	const { name, operations, handler, baseNow, log } = options;
	const hold = createCallHold();
	const controls = { ...options.controls, '/__hold': hold.control };
	const faults = new FaultBoard( operations );
	const calls = new CallLog();
	const hangs = new Set< () => void >();

	const context: ServiceContext = {
		name,
		faults,
		calls,
		now: () => baseNow() + faults.skewMs(),
		begin( operation, request, headers, details ) {
			calls.record(
				operation,
				context.now(),
				headers ?? headerMap( request ),
				details
			);
			return faults.take( operation );
		},
		hang( response, onRelease ) {
			let released = false;
			const release = () => {
				if ( released ) {
					return;
				}
				released = true;
				clearTimeout( timer );
				hangs.delete( release );
				onRelease?.();
				response.destroy();
			};
			const timer = setTimeout( release, HANG_MS );
			timer.unref();
			hangs.add( release );
			response.on( 'close', release );
		},
	};

	const failed =
		( response: ServerResponse ) =>
		( error: unknown ): void => {
			log?.( `${ name } error: ${ String( error ) }` );
			if ( ! response.headersSent ) {
				sendJson( response, 500, {
					message: `The ${ name } stand-in failed: ${ String(
						error
					) }`,
				} );
			}
		};

	const http1 = createServer( ( request, response ) => {
		response.setHeader( 'Date', new Date( context.now() ).toUTCString() );
		response.setHeader( 'x-amzn-RequestId', randomUUID() );
		if ( log ) {
			response.on( 'finish', () =>
				log(
					`${ name } ${ request.method } ${ request.url } ${ response.statusCode }`
				)
			);
		}
		if ( applyCors( request, response ) ) {
			return;
		}
		const path = ( request.url ?? '/' ).split( '?' )[ 0 ];
		if ( path.startsWith( '/__' ) ) {
			handleControl( path, request, response, context, controls ).catch(
				failed( response )
			);
			return;
		}
		const proceed = () =>
			Promise.resolve( handler( request, response, context ) ).catch(
				failed( response )
			);
		if ( ! hold.wait( proceed ) ) {
			proceed();
		}
	} );

	// Node closes an idle keep-alive connection after 5 s; a client that
	// reuses it just then (Playwright's request context, between two control
	// calls on a loaded machine) gets ECONNRESET, as two CI runs did. Idle
	// connections stay open here until the client or shutdown() closes them.
	http1.keepAliveTimeout = 0;
	const { server, dropConnections } = createDualProtocolServer( http1 );
	return {
		server,
		context,
		shutdown() {
			hold.release();
			for ( const release of [ ...hangs ] ) {
				release();
			}
			dropConnections();
		},
	};
}

async function handleControl(
	path: string,
	request: IncomingMessage,
	response: ServerResponse,
	context: ServiceContext,
	controls: Record< string, ControlHandler >
): Promise< void > {
	const method = request.method ?? 'GET';
	const own = Object.prototype.hasOwnProperty.call( controls, path )
		? controls[ path ]
		: undefined;
	if ( own ) {
		const text = ( await readBody( request ) ).toString();
		own( method, text ? parseJson( text ) : undefined, response );
		return;
	}
	if ( path === '/__health' && method === 'GET' ) {
		sendJson( response, 200, { service: context.name, ok: true } );
		return;
	}
	if ( path === '/__calls' ) {
		if ( method === 'GET' ) {
			sendJson( response, 200, context.calls.list() );
			return;
		}
		if ( method === 'DELETE' ) {
			context.calls.clear();
			sendEmpty( response, 204 );
			return;
		}
	}
	if ( path === '/__faults' ) {
		if ( method === 'GET' ) {
			sendJson( response, 200, {
				...context.faults.list(),
				accepted: context.faults.accepted(),
			} );
			return;
		}
		if ( method === 'DELETE' ) {
			context.faults.clear();
			sendEmpty( response, 204 );
			return;
		}
		if ( method === 'POST' ) {
			const body = parseJson( ( await readBody( request ) ).toString() );
			const result = context.faults.arm( body );
			if ( result.ok ) {
				sendJson( response, 201, result.armed );
			} else {
				sendJson( response, 400, {
					error: result.error,
					accepted: context.faults.accepted(),
				} );
			}
			return;
		}
	}
	sendJson( response, 404, {
		error: `No control endpoint ${ method } ${ path }. Use ${ [
			'/__faults',
			'/__calls',
			'/__health',
			...Object.keys( controls ),
		].join( ', ' ) }.`,
	} );
}
