/**
 * The HTTP side of both Lex runtimes: signature check, faults, sessions and
 * the one-call-per-session rule, then the template's bot (or a replay).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Internal dependencies
 */
import { memoryForRequest } from '../bot/requested-dialog';
import { runTurn } from '../bot/turn';
import type {
	BotDefinition,
	DialogMemory,
	LocaleDefinition,
	RandomSource,
} from '../bot/types';
import type { CredentialStore } from '../cognito/credential-store';
import {
	catalogueError,
	sendRestJsonError,
	type AwsError,
} from '../lib/aws-errors';
import { resolveFaultName } from '../lib/faults';
import { headerMap, parseJson, readBody, sendJson } from '../lib/http';
import type { ServiceContext, ServiceHandler } from '../lib/service-server';
import { answerStandardFault } from '../lib/standard-faults';
import { NO_FREEDOMS, type FreedomBoard, type LexFreedoms } from './freedoms';
import type { LexInput, LexProtocol, LexRoute } from './lex-protocol';
import type { ReplayEntry } from './replay';
import { nextReplay } from './replay';
import type { LexSession, SessionStore } from './session-store';

export interface LexDependencies {
	credentials: CredentialStore;
	sessions: SessionStore;
	/** The bot in the plugin's CloudFormation template (bot/definition.ts). */
	bot: BotDefinition;
	/** Recorded replies for this version (replay mode). */
	replay?: readonly ReplayEntry[];
	/** Which message of a group the bot says; Math.random by default. */
	random?: RandomSource;
	/** The choices Lex's documentation leaves open (V2); none by default. */
	freedoms?: FreedomBoard;
}

function queryOf( url: URL ): Record< string, string | string[] > {
	const query: Record< string, string | string[] > = {};
	for ( const key of new Set( url.searchParams.keys() ) ) {
		const values = url.searchParams.getAll( key );
		query[ key ] = values.length === 1 ? values[ 0 ] : values;
	}
	return query;
}

const EXPIRED_TOKEN: AwsError = {
	type: 'ExpiredTokenException',
	status: 403,
	message: 'The security token included in the request is expired',
};

/**
 * Answers from the replay file, if an entry fits; returns whether it did.
 * @param protocol
 * @param deps
 * @param route
 * @param session
 * @param input
 * @param response
 */
function answerFromReplay(
	protocol: LexProtocol,
	deps: LexDependencies,
	route: LexRoute,
	session: LexSession,
	input: LexInput,
	response: ServerResponse
): boolean {
	const next =
		deps.replay &&
		nextReplay( deps.replay, session.replayCursor, input.text );
	if ( ! next ) {
		return false;
	}
	session.replayCursor = next.cursor;
	const { entry } = next;
	if ( entry.error !== undefined ) {
		const name = resolveFaultName(
			entry.error,
			Object.keys( protocol.catalogue )
		);
		sendRestJsonError(
			response,
			name
				? catalogueError( protocol.catalogue, name )
				: { type: entry.error, status: 400, message: 'Replayed error' }
		);
		return true;
	}
	const { body, attributes } = protocol.fromReplay(
		entry.reply ?? {},
		route,
		session
	);
	if ( attributes ) {
		session.attributes = attributes;
	}
	sendJson( response, 200, body );
	return true;
}

/**
 * What the turn starts from. The dialog a request sets replaces what the
 * session kept; with the `merge` freedom the request's intent keeps the
 * slots the session held for it, and with `replace` a `sessionState`
 * without a dialog leaves none.
 * @param input    The request.
 * @param session  Its session.
 * @param locale   The bot's locale.
 * @param freedoms The freedoms in force.
 */
function startingMemory(
	input: LexInput,
	session: LexSession,
	locale: LocaleDefinition,
	freedoms: LexFreedoms
): DialogMemory {
	if ( input.dialog ) {
		return memoryForRequest(
			locale,
			input.dialog,
			freedoms.sessionState === 'merge' ? session.held : undefined
		);
	}
	return freedoms.sessionState === 'replace' && input.sessionStateGiven
		? {}
		: session.memory;
}

export function createLexHandler(
	protocol: LexProtocol,
	deps: LexDependencies
): ServiceHandler {
	return async (
		request: IncomingMessage,
		response: ServerResponse,
		context: ServiceContext
	) => {
		const url = new URL( request.url ?? '/', 'http://stand-in' );
		const route =
			request.method === 'POST'
				? protocol.match( url.pathname )
				: undefined;
		if ( ! route ) {
			sendRestJsonError( response, {
				type: 'UnknownOperationException',
				status: 404,
				message: `No ${ protocol.operation } route for ${ request.method } ${ url.pathname }.`,
			} );
			return;
		}
		const body = await readBody( request );
		const headers = headerMap( request );
		const parsed = parseJson( body.toString() );
		const fault = context.begin(
			protocol.operation,
			request,
			headers,
			protocol.callDetails( parsed )
		);
		if ( fault?.fault === 'expiredCredentials' ) {
			sendRestJsonError( response, EXPIRED_TOKEN );
			return;
		}
		// Loaded on first use: the signer is most of the start-up time.
		const { verifySignature } = await import( './sigv4-verifier' );
		const signature = await verifySignature(
			{
				method: request.method ?? 'POST',
				path: ( request.url ?? '/' ).split( '?' )[ 0 ],
				query: queryOf( url ),
				headers,
				body,
			},
			( accessKeyId ) => deps.credentials.find( accessKeyId ),
			context.now()
		);
		if ( ! signature.ok ) {
			sendRestJsonError( response, signature.error );
			return;
		}
		const freedoms = deps.freedoms?.get() ?? NO_FREEDOMS;
		const routeError = protocol.checkRoute( route, deps.bot, freedoms );
		if ( routeError ) {
			sendRestJsonError( response, routeError );
			return;
		}
		const input = protocol.parseInput( parsed );
		if ( ! input.ok ) {
			sendRestJsonError( response, input.error );
			return;
		}
		const session = deps.sessions.get( route.sessionKey, context.now() );
		if ( session.busy ) {
			sendRestJsonError( response, protocol.conflict() );
			return;
		}
		session.busy = true;
		const release = () => {
			session.busy = false;
			session.lastUsed = context.now();
		};
		if ( fault ) {
			if (
				! answerStandardFault( fault, response, context, {
					onRelease: release,
				} )
			) {
				release();
				sendRestJsonError(
					response,
					catalogueError( protocol.catalogue, fault.fault, fault )
				);
			}
			return;
		}
		try {
			if ( input.value.sessionAttributes ) {
				session.attributes = input.value.sessionAttributes;
			}
			if (
				answerFromReplay(
					protocol,
					deps,
					route,
					session,
					input.value,
					response
				)
			) {
				return;
			}
			const locale = deps.bot.locales.get(
				route.localeId ?? protocol.defaultLocaleId
			);
			if ( ! locale ) {
				throw new Error( `The bot has no locale ${ route.localeId }.` );
			}
			const { turn, memory, held } = runTurn(
				locale,
				input.value.text,
				session.attributes,
				startingMemory( input.value, session, locale, freedoms ),
				deps.random
			);
			session.memory = memory;
			for ( const [ intent, slots ] of Object.entries( held ) ) {
				session.held[ intent ] = {
					...session.held[ intent ],
					...slots,
				};
			}
			session.attributes = turn.sessionAttributes;
			sendJson(
				response,
				200,
				protocol.render( turn, {
					route,
					session,
					input: input.value,
					requestId: String(
						response.getHeader( 'x-amzn-RequestId' ) ?? ''
					),
					locale,
					freedoms,
				} )
			);
		} finally {
			release();
		}
	};
}
