/**
 * Lex V2 RecognizeText:
 * POST /bots/{botId}/botAliases/{botAliasId}/botLocales/{localeId}/sessions/{sessionId}/text
 */
import { toRecognizeTextResponse } from '../bot/render-v2';
import { isRecord } from '../lib/http';
import { catalogueError, type AwsError } from '../lib/aws-errors';
import { LEX_V2_ERRORS } from './catalogue';
import {
	decodeLabels,
	MAX_TEXT_LENGTH,
	SESSION_ID,
	stringMap,
	UNKNOWN_BOT,
	type LexProtocol,
} from './lex-protocol';
import { parseV2SessionState } from './v2-session-state';

const PATH =
	/^\/bots\/([^/]+)\/botAliases\/([^/]+)\/botLocales\/([^/]+)\/sessions\/([^/]+)\/text$/;

function validation( message: string ): AwsError {
	return {
		type: 'ValidationException',
		status: 400,
		message: `1 validation error detected: ${ message }`,
	};
}

export const LEX_V2: LexProtocol = {
	operation: 'RecognizeText',
	version: 'v2',
	catalogue: LEX_V2_ERRORS,
	defaultLocaleId: 'en_US',

	match( pathname ) {
		const match = PATH.exec( pathname );
		const labels = match && decodeLabels( match.slice( 1 ) );
		if ( ! labels ) {
			return undefined;
		}
		const [ botId, botAliasId, localeId, sessionId ] = labels;
		return {
			sessionKey: [ botId, botAliasId, localeId, sessionId ].join( '/' ),
			botId,
			sessionId,
			localeId,
		};
	},

	checkRoute( route, bot, freedoms ) {
		const locales = [ ...bot.locales.keys() ];
		if ( route.botId === UNKNOWN_BOT ) {
			return catalogueError( LEX_V2_ERRORS, 'ResourceNotFoundException', {
				message: `Could not find bot ${ route.botId }.`,
			} );
		}
		if ( ! locales.includes( route.localeId ?? '' ) ) {
			const message = `The bot has no locale ${ route.localeId }; it supports ${ locales.join(
				', '
			) }.`;
			// GetSession's and DeleteSession's reference: "If the locale
			// doesn't exist or is not enabled for the alias, you receive a
			// BadRequestException" (not in RecognizeText's error list).
			return freedoms.localeBadRequest
				? { type: 'BadRequestException', status: 400, message }
				: catalogueError( LEX_V2_ERRORS, 'ResourceNotFoundException', {
						message,
					} );
		}
		if ( ! SESSION_ID.test( route.sessionId ) ) {
			return validation(
				`Value '${ route.sessionId }' at 'sessionId' failed to satisfy constraint: Member must satisfy regular expression pattern: [0-9a-zA-Z._:-]+ and have length between 2 and 100`
			);
		}
		return undefined;
	},

	parseInput( body ) {
		if ( ! isRecord( body ) ) {
			return {
				ok: false,
				error: validation( 'The request body is not a JSON object.' ),
			};
		}
		const { text, sessionState, requestAttributes } = body;
		if (
			typeof text !== 'string' ||
			text.length < 1 ||
			text.length > MAX_TEXT_LENGTH
		) {
			return {
				ok: false,
				error: validation(
					`Value at 'text' failed to satisfy constraint: Member must have length between 1 and ${ MAX_TEXT_LENGTH }`
				),
			};
		}
		const state = parseV2SessionState( sessionState );
		if ( ! state.ok ) {
			return state;
		}
		const request = stringMap(
			requestAttributes,
			'requestAttributes',
			'ValidationException'
		);
		if ( ! request.ok ) {
			return request;
		}
		return {
			ok: true,
			value: {
				text,
				sessionAttributes: state.value.attributes,
				requestAttributes: request.value,
				...( state.value.dialog ? { dialog: state.value.dialog } : {} ),
				sessionStateGiven:
					sessionState !== undefined && sessionState !== null,
			},
		};
	},

	callDetails( body ) {
		if ( ! isRecord( body ) ) {
			return {};
		}
		const state = isRecord( body.sessionState ) ? body.sessionState : {};
		return {
			// What the candidate said, for tests of what was sent, in order.
			...( typeof body.text === 'string' ? { text: body.text } : {} ),
			...( 'requestAttributes' in body
				? { requestAttributes: body.requestAttributes }
				: {} ),
			// The dialog a request sets, for tests of what the chat sends.
			...( 'dialogAction' in state
				? { dialogAction: state.dialogAction }
				: {} ),
			...( 'intent' in state ? { intent: state.intent } : {} ),
		};
	},

	conflict() {
		return catalogueError( LEX_V2_ERRORS, 'ConflictException' );
	},

	render( turn, meta ) {
		return toRecognizeTextResponse( turn, {
			sessionId: meta.route.sessionId,
			requestId: meta.requestId,
			requestAttributes: meta.input.requestAttributes,
			locale: meta.locale,
			freedoms: meta.freedoms,
		} );
	},

	fromReplay( reply, route ) {
		const state = reply.sessionState;
		const attributes = stringMap(
			isRecord( state ) ? state.sessionAttributes : undefined,
			'sessionAttributes',
			'ValidationException'
		);
		return {
			body: { ...reply, sessionId: route.sessionId },
			attributes: attributes.ok ? attributes.value : undefined,
		};
	},
};
