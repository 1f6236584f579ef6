/**
 * The stand-ins' control endpoints (dev/services/lib/service-server.ts):
 * `GET|DELETE {url}__calls` and `POST|DELETE {url}__faults`.
 */

export interface StandInCall {
	operation: string;
	at: string;
}

function isCallList( value: unknown ): value is StandInCall[] {
	return (
		Array.isArray( value ) &&
		value.every(
			( item ) =>
				typeof item === 'object' &&
				item !== null &&
				typeof ( item as StandInCall ).operation === 'string'
		)
	);
}

/**
 * @param serviceUrl A stand-in's base URL (ends in `/`).
 */
export async function listCalls(
	serviceUrl: string
): Promise< StandInCall[] > {
	const response = await fetch( `${ serviceUrl }__calls` );
	const body: unknown = await response.json();
	if ( ! response.ok || ! isCallList( body ) ) {
		throw new Error(
			`${ serviceUrl }__calls answered ${ response.status }: ${ JSON.stringify(
				body
			) }`
		);
	}
	return body;
}

/**
 * Calls per operation.
 *
 * @param serviceUrl A stand-in's base URL.
 */
export async function countCalls(
	serviceUrl: string
): Promise< Record< string, number > > {
	const counts: Record< string, number > = {};
	for ( const call of await listCalls( serviceUrl ) ) {
		counts[ call.operation ] = ( counts[ call.operation ] ?? 0 ) + 1;
	}
	return counts;
}

export async function clearCalls( serviceUrl: string ): Promise< void > {
	await fetch( `${ serviceUrl }__calls`, { method: 'DELETE' } );
}

export interface FaultRequest {
	operation: string;
	fault: string;
	count?: number;
	retryAfterSeconds?: number;
	message?: string;
}

/**
 * Arm a fault for the next calls of an operation.
 *
 * @param serviceUrl A stand-in's base URL.
 * @param fault      What to arm.
 */
export async function armFault(
	serviceUrl: string,
	fault: FaultRequest
): Promise< void > {
	const response = await fetch( `${ serviceUrl }__faults`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify( fault ),
	} );
	if ( response.status !== 201 ) {
		throw new Error(
			`Arming ${ JSON.stringify( fault ) } failed: ${ response.status } ${ await response.text() }`
		);
	}
}

export async function clearFaults( serviceUrl: string ): Promise< void > {
	await fetch( `${ serviceUrl }__faults`, { method: 'DELETE' } );
}
