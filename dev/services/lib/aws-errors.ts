/**
 * AWS error responses in the two wire protocols the stand-ins speak.
 */
import type { ServerResponse } from 'node:http';

/**
 * Internal dependencies
 */
import { sendJson } from './http';

export interface AwsError {
	/** Error code, e.g. `ThrottlingException`. */
	type: string;
	status: number;
	message: string;
	/** Sent as the `Retry-After` header. */
	retryAfterSeconds?: number;
	/** Lex V1 models some errors with `Message` rather than `message`. */
	messageField?: 'message' | 'Message';
}

/** A catalogued error: its code, HTTP status and usual message. */
export interface CatalogueEntry {
	status: number;
	message: string;
	messageField?: 'message' | 'Message';
	retryAfterSeconds?: number;
}

export type Catalogue = Record< string, CatalogueEntry >;

export function catalogueError(
	catalogue: Catalogue,
	type: string,
	overrides: { message?: string; retryAfterSeconds?: number } = {}
): AwsError {
	const entry = catalogue[ type ];
	return {
		type,
		status: entry.status,
		message: overrides.message ?? entry.message,
		messageField: entry.messageField,
		retryAfterSeconds:
			overrides.retryAfterSeconds ?? entry.retryAfterSeconds,
	};
}

function errorHeaders( error: AwsError ): Record< string, string > {
	const headers: Record< string, string > = {
		'x-amzn-ErrorType': error.type,
	};
	if ( error.retryAfterSeconds !== undefined ) {
		headers[ 'Retry-After' ] = String( error.retryAfterSeconds );
	}
	return headers;
}

/**
 * AWS JSON 1.1 (Cognito Identity): `__type` and `message` in the body.
 * @param response
 * @param error
 */
export function sendJson11Error(
	response: ServerResponse,
	error: AwsError
): void {
	sendJson(
		response,
		error.status,
		{ __type: error.type, message: error.message },
		errorHeaders( error ),
		'application/x-amz-json-1.1'
	);
}

/**
 * REST JSON (Lex runtimes): the code in `x-amzn-ErrorType`, message in the body.
 * @param response
 * @param error
 */
export function sendRestJsonError(
	response: ServerResponse,
	error: AwsError
): void {
	sendJson(
		response,
		error.status,
		{ [ error.messageField ?? 'message' ]: error.message },
		errorHeaders( error )
	);
}
