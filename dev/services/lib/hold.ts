/**
 * Held calls: `POST /__hold` keeps every call of the service that comes
 * after it waiting, unanswered and not yet in the call log, until
 * `DELETE /__hold` lets them through in the order they came (then they are
 * answered as usual, faults included). Tests use it to see what a page
 * shows before any answer has come, however long that takes to check.
 */
import type { ServerResponse } from 'node:http';

/**
 * Internal dependencies
 */
import { sendJson } from './http';

export interface CallHold {
	/** Whether the call waits: true when held (it runs on release). */
	wait: ( proceed: () => void ) => boolean;
	/** Lets every waiting call through; the next calls run at once. */
	release: () => number;
	control: (
		method: string,
		body: unknown,
		response: ServerResponse
	) => void;
}

export function createCallHold(): CallHold {
	let waiting: Array< () => void > | undefined;
	const release = () => {
		const proceed = waiting ?? [];
		waiting = undefined;
		proceed.forEach( ( call ) => call() );
		return proceed.length;
	};
	return {
		wait( proceed ) {
			waiting?.push( proceed );
			return waiting !== undefined;
		},
		release,
		control( method, _body, response ) {
			if ( method === 'POST' ) {
				waiting ??= [];
				sendJson( response, 201, { holding: true, waiting: 0 } );
			} else if ( method === 'GET' ) {
				sendJson( response, 200, {
					holding: waiting !== undefined,
					waiting: waiting?.length ?? 0,
				} );
			} else if ( method === 'DELETE' ) {
				sendJson( response, 200, { released: release() } );
			} else {
				sendJson( response, 400, {
					error: 'POST /__hold holds the calls that come, GET says how many wait, DELETE /__hold lets them through.',
				} );
			}
		},
	};
}
