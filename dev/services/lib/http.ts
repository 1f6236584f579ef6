/**
 * Small helpers for answering HTTP requests from the stand-ins.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest request body any stand-in accepts; real clients send a few kB. */
const MAX_BODY_BYTES = 1024 * 1024;

export type HeaderMap = Record< string, string >;

export function readBody( request: IncomingMessage ): Promise< Buffer > {
	return new Promise( ( resolve, reject ) => {
		const chunks: Buffer[] = [];
		let size = 0;
		request.on( 'data', ( chunk: Buffer ) => {
			size += chunk.length;
			if ( size > MAX_BODY_BYTES ) {
				reject( new Error( 'Request body too large' ) );
				request.destroy();
				return;
			}
			chunks.push( chunk );
		} );
		request.on( 'end', () => resolve( Buffer.concat( chunks ) ) );
		request.on( 'error', reject );
	} );
}

/**
 * Parses JSON, giving `undefined` for anything that is not valid JSON.
 * @param text
 */
export function parseJson( text: string ): unknown {
	try {
		return JSON.parse( text ) as unknown;
	} catch {
		return undefined;
	}
}

export function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * Lower-cased request headers, multiple values joined the way HTTP does.
 * @param request
 */
export function headerMap( request: IncomingMessage ): HeaderMap {
	const result: HeaderMap = {};
	for ( const [ name, value ] of Object.entries( request.headers ) ) {
		if ( value === undefined ) {
			continue;
		}
		result[ name.toLowerCase() ] = Array.isArray( value )
			? value.join( ', ' )
			: value;
	}
	return result;
}

export function sendBody(
	response: ServerResponse,
	status: number,
	contentType: string,
	body: string,
	headers: HeaderMap = {}
): void {
	response.statusCode = status;
	response.setHeader( 'Content-Type', contentType );
	response.setHeader( 'Content-Length', Buffer.byteLength( body ) );
	for ( const [ name, value ] of Object.entries( headers ) ) {
		response.setHeader( name, value );
	}
	response.end( body );
}

export function sendJson(
	response: ServerResponse,
	status: number,
	body: unknown,
	headers: HeaderMap = {},
	contentType = 'application/json'
): void {
	sendBody( response, status, contentType, JSON.stringify( body ), headers );
}

export function sendEmpty( response: ServerResponse, status: number ): void {
	response.statusCode = status;
	response.end();
}

/** A body that starts like JSON and stops half way, as a broken proxy might send. */
export const MALFORMED_JSON = '{"truncated": [ {"by": "the stand-in",';
