/**
 * What differs between the Lex V2 and V1 runtimes; lex-runtime.ts does the rest.
 */
import type {
	BotDefinition,
	BotTurn,
	LocaleDefinition,
	RequestedDialog,
	SessionAttributes,
} from '../bot/types';
import type { AwsError, Catalogue } from '../lib/aws-errors';
import type { LexFreedoms } from './freedoms';
import type { LexSession } from './session-store';

export interface LexRoute {
	/** Identifies the session across calls. */
	sessionKey: string;
	botId: string;
	/** V2 session id or V1 user id, as given in the path. */
	sessionId: string;
	localeId?: string;
}

export interface LexInput {
	text: string;
	sessionAttributes?: SessionAttributes;
	requestAttributes?: SessionAttributes;
	/** V1 only. */
	activeContexts?: ActiveContext[];
	/** V2 only: the dialog the request's `sessionState` sets. */
	dialog?: RequestedDialog;
	/** V2 only: whether the request had a `sessionState` at all. */
	sessionStateGiven?: boolean;
}

/** A Lex V1 active context, as PostText takes it. */
export interface ActiveContext {
	name: string;
	timeToLive: { timeToLiveInSeconds: number; turnsToLive: number };
	parameters: Record< string, string >;
}

export type Checked< T > =
	{ ok: true; value: T } | { ok: false; error: AwsError };

export interface LexProtocol {
	operation: 'RecognizeText' | 'PostText';
	version: 'v2' | 'v1';
	catalogue: Catalogue;
	/** The route for a request path (labels decoded), if it is this operation's. */
	match: ( pathname: string ) => LexRoute | undefined;
	/** The locale a route without one talks to (V1). */
	defaultLocaleId: string;
	/** Unknown bot, bad session id, a locale the bot does not have. */
	checkRoute: (
		route: LexRoute,
		bot: BotDefinition,
		freedoms: LexFreedoms
	) => AwsError | undefined;
	/** What the call log keeps of a request body, for tests to read. */
	callDetails: ( body: unknown ) => Record< string, unknown >;
	parseInput: ( body: unknown ) => Checked< LexInput >;
	conflict: () => AwsError;
	render: (
		turn: BotTurn,
		meta: {
			route: LexRoute;
			session: LexSession;
			input: LexInput;
			requestId: string;
			locale: LocaleDefinition;
			freedoms: LexFreedoms;
		}
	) => unknown;
	/** A recorded reply made to fit this session; its session attributes. */
	fromReplay: (
		reply: Record< string, unknown >,
		route: LexRoute,
		session: LexSession
	) => { body: Record< string, unknown >; attributes?: SessionAttributes };
}

/**
 * A string-to-string map, as Lex attributes are; undefined when absent.
 * @param value
 * @param field
 * @param errorType
 */
export function stringMap(
	value: unknown,
	field: string,
	errorType: string
): Checked< SessionAttributes | undefined > {
	if ( value === undefined || value === null ) {
		return { ok: true, value: undefined };
	}
	if ( typeof value !== 'object' || Array.isArray( value ) ) {
		return {
			ok: false,
			error: {
				type: errorType,
				status: 400,
				message: `${ field } must be a map of strings.`,
			},
		};
	}
	const result: SessionAttributes = {};
	for ( const [ key, item ] of Object.entries( value ) ) {
		if ( typeof item !== 'string' ) {
			return {
				ok: false,
				error: {
					type: errorType,
					status: 400,
					message: `${ field }.${ key } must be a string.`,
				},
			};
		}
		result[ key ] = item;
	}
	return { ok: true, value: result };
}

/**
 * Decodes each label of a path match; undefined if one is badly encoded.
 * @param labels
 */
export function decodeLabels( labels: string[] ): string[] | undefined {
	try {
		return labels.map( ( label ) => decodeURIComponent( label ) );
	} catch {
		return undefined;
	}
}

/** Lex session and user ids: 2–100 characters of [0-9a-zA-Z._:-]. */
export const SESSION_ID = /^[0-9a-zA-Z._:-]{2,100}$/;

/** Lex accepts at most 1024 characters of text a turn. */
export const MAX_TEXT_LENGTH = 1024;

/** Lex answers a bot id of `UNKNOWNBOT` as missing, for tests. */
export const UNKNOWN_BOT = 'UNKNOWNBOT';
