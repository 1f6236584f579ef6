/**
 * The choices Lex V2's documentation leaves open, each a switch of the V2
 * stand-in. Off, the stand-in makes the choice it always made; on, it makes
 * the other one the documentation allows, so the chat can be tried against
 * both. Set for a whole process by SERVICES_LEX_FREEDOMS, or while it runs
 * through `POST /__freedoms` (lex-controls.ts). The services README's
 * conformance table quotes the documentation for each.
 */
import { isRecord } from '../lib/http';
import switches from './freedom-switches.json';

/**
 * Response members the API reference marks "Required: No" (or lists with
 * no "Required" line, as RecognizeText's response elements), which the
 * stand-in can leave out. Not here, because the documentation says Lex
 * sends them: the session attributes it keeps, `dialogAction` and its
 * `slotToElicit` with `ElicitSlot`, an intent's `name` and `state`, a
 * slot's `interpretedValue`, a message's `contentType`.
 */
export const OPTIONAL_PARTS = [
	/** RecognizeText's `interpretations`. */
	'interpretations',
	/** Each interpretation's `nluConfidence`. */
	'nluConfidence',
	/** A slot value's `originalValue` and `resolvedValues`. */
	'slotValueDetails',
	/** An intent's `confirmationState`. */
	'confirmationState',
	/** `messages` when the turn says nothing. */
	'emptyMessages',
	/** `sessionState.sessionAttributes` when the session has none. */
	'emptySessionAttributes',
	/** `sessionState.originatingRequestId`. */
	'originatingRequestId',
	/** RecognizeText's `requestAttributes`. */
	'requestAttributes',
	/** RecognizeText's `sessionId`. */
	'sessionId',
] as const;

export type OptionalPart = ( typeof OPTIONAL_PARTS )[ number ];

/** What an inline `sessionState` does to the state Lex stored. */
export const SESSION_STATE_MODES = [ 'default', 'merge', 'replace' ] as const;

export type SessionStateMode = ( typeof SESSION_STATE_MODES )[ number ];

export interface LexFreedoms {
	/**
	 * `FallbackIntent` first in `interpretations`, the other intents under
	 * the locale's confidence threshold, on every turn whose intent Lex did
	 * not pick by ranking: a slot's answer and the fallback itself.
	 */
	fallbackFirst: boolean;
	/** `BadRequestException`, not `ResourceNotFoundException`, for a locale the alias lacks. */
	localeBadRequest: boolean;
	/**
	 * `default`: a request's dialog replaces the session's, and without one
	 * the session goes on. `merge`: the request's intent is merged over the
	 * slots the session has held for it. `replace`: a request's
	 * `sessionState` is the whole dialog state, so one without a
	 * `dialogAction` leaves no slot elicited.
	 */
	sessionState: SessionStateMode;
	/** Optional response members left out. */
	omit: OptionalPart[];
}

export const NO_FREEDOMS: LexFreedoms = {
	fallbackFirst: false,
	localeBadRequest: false,
	sessionState: 'default',
	omit: [],
};

/** The variable that sets a process's freedoms (main.ts, startServices). */
export const FREEDOMS_ENV_VAR = 'SERVICES_LEX_FREEDOMS';

/**
 * The switches, one per run of the chat's tests under a freedom
 * (jest.lex-freedoms.config.js and playwright.config.ts read the JSON):
 * each a value of SERVICES_LEX_FREEDOMS.
 */
export const FREEDOM_SWITCHES: readonly string[] = switches;

const USAGE = `a comma list of fallbackFirst, localeBadRequest, sessionState=${ SESSION_STATE_MODES.join(
	'|'
) }, omit=all or omit=<part>+<part> (parts: ${ OPTIONAL_PARTS.join(
	', '
) }); or none`;

function partsOf( text: string, where: string ): OptionalPart[] {
	if ( text === 'all' ) {
		return [ ...OPTIONAL_PARTS ];
	}
	return text.split( '+' ).map( ( part ) => {
		if ( ! ( OPTIONAL_PARTS as readonly string[] ).includes( part ) ) {
			throw new Error(
				`${ where }: ${ JSON.stringify(
					part
				) } is no optional part; use all or ${ OPTIONAL_PARTS.join(
					', '
				) }.`
			);
		}
		return part as OptionalPart;
	} );
}

/**
 * The freedoms a SERVICES_LEX_FREEDOMS value turns on (the rest off):
 * `fallbackFirst,sessionState=merge,omit=interpretations+nluConfidence`.
 * @param text  The value; empty or `none` for none.
 * @param where What to name in an error.
 */
export function parseFreedoms(
	text: string | undefined,
	where = FREEDOMS_ENV_VAR
): LexFreedoms {
	const freedoms: LexFreedoms = { ...NO_FREEDOMS, omit: [] };
	const trimmed = ( text ?? '' ).trim();
	if ( trimmed === '' || trimmed === 'none' ) {
		return freedoms;
	}
	for ( const item of trimmed
		.split( ',' )
		.map( ( entry ) => entry.trim() ) ) {
		const [ name, value ] = item.split( '=' );
		if ( name === 'fallbackFirst' && value === undefined ) {
			freedoms.fallbackFirst = true;
		} else if ( name === 'localeBadRequest' && value === undefined ) {
			freedoms.localeBadRequest = true;
		} else if (
			name === 'sessionState' &&
			( SESSION_STATE_MODES as readonly string[] ).includes( value )
		) {
			freedoms.sessionState = value as SessionStateMode;
		} else if ( name === 'omit' && value ) {
			freedoms.omit = [
				...new Set( [ ...freedoms.omit, ...partsOf( value, where ) ] ),
			];
		} else {
			throw new Error(
				`${ where }: ${ JSON.stringify( item ) } is not a freedom; give ${ USAGE }.`
			);
		}
	}
	return freedoms;
}

/**
 * The freedoms after a control call's changes: a partial LexFreedoms
 * (`{ "fallbackFirst": true, "omit": "all" }`); what it leaves out stays.
 * @param current The freedoms now.
 * @param patch   The request body.
 */
export function patchFreedoms(
	current: LexFreedoms,
	patch: unknown
): { ok: true; value: LexFreedoms } | { ok: false; error: string } {
	if ( ! isRecord( patch ) ) {
		return { ok: false, error: 'Send a JSON object.' };
	}
	const next: LexFreedoms = { ...current, omit: [ ...current.omit ] };
	for ( const [ key, value ] of Object.entries( patch ) ) {
		if (
			( key === 'fallbackFirst' || key === 'localeBadRequest' ) &&
			typeof value === 'boolean'
		) {
			next[ key ] = value;
		} else if (
			key === 'sessionState' &&
			typeof value === 'string' &&
			( SESSION_STATE_MODES as readonly string[] ).includes( value )
		) {
			next.sessionState = value as SessionStateMode;
		} else if (
			key === 'omit' &&
			( value === 'all' ||
				( Array.isArray( value ) &&
					value.every( ( part ) =>
						( OPTIONAL_PARTS as readonly unknown[] ).includes(
							part
						)
					) ) )
		) {
			next.omit =
				value === 'all'
					? [ ...OPTIONAL_PARTS ]
					: [ ...new Set( value as OptionalPart[] ) ];
		} else {
			return {
				ok: false,
				error: `${ JSON.stringify( key ) }: ${ JSON.stringify(
					value
				) } is not a freedom. Send fallbackFirst and localeBadRequest as true or false, sessionState as ${ SESSION_STATE_MODES.join(
					', '
				) }, omit as "all" or a list of ${ OPTIONAL_PARTS.join(
					', '
				) }.`,
			};
		}
	}
	return { ok: true, value: next };
}

/**
 * The freedoms a V2 stand-in runs with: those it started with, changed by
 * control calls until a reset.
 */
export class FreedomBoard {
	private current: LexFreedoms;

	constructor( private readonly initial: LexFreedoms = NO_FREEDOMS ) {
		this.current = { ...initial, omit: [ ...initial.omit ] };
	}

	get(): LexFreedoms {
		return { ...this.current, omit: [ ...this.current.omit ] };
	}

	omits( part: OptionalPart ): boolean {
		return this.current.omit.includes( part );
	}

	set( freedoms: LexFreedoms ): void {
		this.current = { ...freedoms, omit: [ ...freedoms.omit ] };
	}

	/** Back to the freedoms the process started with. */
	reset(): void {
		this.set( this.initial );
	}
}
