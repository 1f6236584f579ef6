/**
 * The fault board: tests arm "the next N calls of operation X fail with Y",
 * or "every call, until cleared" (`persistent`).
 */
import { isRecord } from './http';

/**
 * Faults every operation accepts: an HTTP 4xx, throttling (429 with
 * Retry-After), 5xx (500, 503), no answer (`hang`), a malformed body, and
 * the network down (`networkDown`: the connection closed with no answer).
 */
export const GENERIC_FAULTS = [
	'http400',
	'http429',
	'http500',
	'http503',
	'hang',
	'malformedJson',
	'networkDown',
] as const;

/** Faults that only make sense for SigV4-signed calls (the Lex runtimes). */
export const SIGNED_CALL_FAULTS = [
	'expiredCredentials',
	'clockSkew',
] as const;

/** How long a `hang` fault keeps a request unanswered. */
export const HANG_MS = 60_000;

/** How far ahead the stand-in's clock runs while a `clockSkew` fault is armed. */
export const DEFAULT_SKEW_SECONDS = 900;

export interface ArmedFault {
	operation: string;
	fault: string;
	/** Calls left; a persistent fault keeps its count and never runs out. */
	remaining: number;
	/** Every call fails until `DELETE /__faults`. */
	persistent?: boolean;
	retryAfterSeconds?: number;
	message?: string;
}

/** Operation name → the fault names it accepts besides GENERIC_FAULTS. */
export type OperationFaults = Record< string, readonly string[] >;

export type ArmResult =
	{ ok: true; armed: ArmedFault } | { ok: false; error: string };

/**
 * Finds the canonical spelling of a fault: exact, or the catalogue's short
 * form (`LimitExceeded` for `LimitExceededException`), any letter case.
 * @param requested
 * @param accepted
 */
export function resolveFaultName(
	requested: string,
	accepted: readonly string[]
): string | undefined {
	const wanted = requested.toLowerCase();
	return accepted.find(
		( name ) =>
			name.toLowerCase() === wanted ||
			name.toLowerCase() === `${ wanted }exception`
	);
}

export class FaultBoard {
	private armed: ArmedFault[] = [];
	private skewSeconds = 0;

	constructor( private readonly operations: OperationFaults ) {}

	/** Operation → every fault name it accepts, for error messages and docs. */
	accepted(): Record< string, string[] > {
		const result: Record< string, string[] > = {};
		for ( const [ operation, faults ] of Object.entries(
			this.operations
		) ) {
			result[ operation ] = [ ...GENERIC_FAULTS, ...faults ];
		}
		return result;
	}

	arm( input: unknown ): ArmResult {
		if ( ! isRecord( input ) ) {
			return { ok: false, error: 'Send a JSON object.' };
		}
		const { operation, fault, count = 1, persistent = false } = input;
		if (
			typeof operation !== 'string' ||
			! ( operation in this.operations )
		) {
			return {
				ok: false,
				error: `Unknown operation ${ JSON.stringify(
					operation
				) } for this service; it serves ${ Object.keys(
					this.operations
				).join( ', ' ) }.`,
			};
		}
		const accepted = this.accepted()[ operation ];
		const name =
			typeof fault === 'string'
				? resolveFaultName( fault, accepted )
				: undefined;
		if ( ! name ) {
			return {
				ok: false,
				error: `Unknown fault ${ JSON.stringify(
					fault
				) } for ${ operation }; use one of ${ accepted.join( ', ' ) }.`,
			};
		}
		if (
			typeof count !== 'number' ||
			! Number.isInteger( count ) ||
			count < 1
		) {
			return { ok: false, error: 'count must be a positive integer.' };
		}
		if ( typeof persistent !== 'boolean' ) {
			return { ok: false, error: 'persistent must be true or false.' };
		}
		if ( persistent && 'count' in input ) {
			return {
				ok: false,
				error: 'Give count (the next calls) or persistent (every call), not both.',
			};
		}
		if ( name === 'clockSkew' ) {
			const seconds =
				typeof input.skewSeconds === 'number'
					? input.skewSeconds
					: DEFAULT_SKEW_SECONDS;
			this.skewSeconds = seconds;
			return {
				ok: true,
				armed: { operation, fault: name, remaining: 0 },
			};
		}
		const armed: ArmedFault = {
			operation,
			fault: name,
			remaining: count,
			...( persistent ? { persistent: true } : {} ),
		};
		if ( typeof input.retryAfterSeconds === 'number' ) {
			armed.retryAfterSeconds = input.retryAfterSeconds;
		}
		if ( typeof input.message === 'string' ) {
			armed.message = input.message;
		}
		this.armed.push( armed );
		return { ok: true, armed: { ...armed } };
	}

	/**
	 * The fault for this call of `operation`, if one is armed; uses it up.
	 * @param operation
	 */
	take( operation: string ): ArmedFault | undefined {
		const armed = this.armed.find(
			( entry ) => entry.operation === operation
		);
		if ( ! armed ) {
			return undefined;
		}
		if ( armed.persistent ) {
			return { ...armed };
		}
		armed.remaining -= 1;
		if ( armed.remaining <= 0 ) {
			this.armed = this.armed.filter( ( entry ) => entry !== armed );
		}
		return { ...armed };
	}

	clear(): void {
		this.armed = [];
		this.skewSeconds = 0;
	}

	list(): { faults: ArmedFault[]; clockSkewSeconds: number } {
		return {
			faults: this.armed.map( ( entry ) => ( { ...entry } ) ),
			clockSkewSeconds: this.skewSeconds,
		};
	}

	/** Milliseconds the stand-in's clock runs ahead (clockSkew fault). */
	skewMs(): number {
		return this.skewSeconds * 1000;
	}
}
