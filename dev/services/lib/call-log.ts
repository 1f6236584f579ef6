/**
 * The call log tests read through `GET /__calls`.
 */
import type { HeaderMap } from './http';

export interface CallRecord {
	operation: string;
	/** ISO 8601 time the call arrived, by the stand-in's clock. */
	at: string;
	headers?: HeaderMap;
	/** Parts of the request body, for example Lex's `requestAttributes`. */
	details?: Record< string, unknown >;
}

export class CallLog {
	private calls: CallRecord[] = [];

	record(
		operation: string,
		at: number,
		headers?: HeaderMap,
		details?: Record< string, unknown >
	): void {
		this.calls.push( {
			operation,
			at: new Date( at ).toISOString(),
			...( headers ? { headers } : {} ),
			...( details && Object.keys( details ).length > 0
				? { details }
				: {} ),
		} );
	}

	list(): CallRecord[] {
		return this.calls.map( ( call ) => ( { ...call } ) );
	}

	clear(): void {
		this.calls = [];
	}
}
