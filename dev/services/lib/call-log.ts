/**
 * The call log tests read through `GET /__calls`.
 */
import type { HeaderMap } from './http';

export interface CallRecord {
	operation: string;
	/** ISO 8601 time the call arrived, by the stand-in's clock. */
	at: string;
	headers?: HeaderMap;
}

export class CallLog {
	private calls: CallRecord[] = [];

	record( operation: string, at: number, headers?: HeaderMap ): void {
		this.calls.push( {
			operation,
			at: new Date( at ).toISOString(),
			...( headers ? { headers } : {} ),
		} );
	}

	list(): CallRecord[] {
		return this.calls.map( ( call ) => ( { ...call } ) );
	}

	clear(): void {
		this.calls = [];
	}
}
