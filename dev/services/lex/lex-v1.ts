/**
 * Lex V1 PostText: POST /bot/{botName}/alias/{botAlias}/user/{userId}/text
 */
import { toPostTextResponse } from '../bot/render-v1';
import { isRecord } from '../lib/http';
import { catalogueError, type AwsError } from '../lib/aws-errors';
import { LEX_V1_ERRORS } from './catalogue';
import {
	decodeLabels,
	MAX_TEXT_LENGTH,
	SESSION_ID,
	stringMap,
	UNKNOWN_BOT,
	type LexProtocol,
} from './lex-protocol';

const PATH = /^\/bot\/([^/]+)\/alias\/([^/]+)\/user\/([^/]+)\/text$/;

function badRequest( message: string ): AwsError {
	return catalogueError( LEX_V1_ERRORS, 'BadRequestException', { message } );
}

export const LEX_V1: LexProtocol = {
	operation: 'PostText',
	version: 'v1',
	catalogue: LEX_V1_ERRORS,

	match( pathname ) {
		const match = PATH.exec( pathname );
		const labels = match && decodeLabels( match.slice( 1 ) );
		if ( ! labels ) {
			return undefined;
		}
		const [ botName, botAlias, userId ] = labels;
		return {
			sessionKey: [ botName, botAlias, userId ].join( '/' ),
			botId: botName,
			sessionId: userId,
		};
	},

	checkRoute( route ) {
		if ( route.botId === UNKNOWN_BOT ) {
			return catalogueError( LEX_V1_ERRORS, 'NotFoundException', {
				message: `Cannot find the bot ${ route.botId }.`,
			} );
		}
		if ( ! SESSION_ID.test( route.sessionId ) ) {
			return badRequest(
				`Invalid userId '${ route.sessionId }': use 2 to 100 characters of [0-9a-zA-Z._:-].`
			);
		}
		return undefined;
	},

	parseInput( body ) {
		if ( ! isRecord( body ) ) {
			return {
				ok: false,
				error: badRequest( 'The request body is not a JSON object.' ),
			};
		}
		const { inputText, sessionAttributes, requestAttributes } = body;
		if (
			typeof inputText !== 'string' ||
			inputText.length < 1 ||
			inputText.length > MAX_TEXT_LENGTH
		) {
			return {
				ok: false,
				error: badRequest(
					`inputText must have length between 1 and ${ MAX_TEXT_LENGTH }.`
				),
			};
		}
		const attributes = stringMap(
			sessionAttributes,
			'sessionAttributes',
			'BadRequestException'
		);
		if ( ! attributes.ok ) {
			return attributes;
		}
		const request = stringMap(
			requestAttributes,
			'requestAttributes',
			'BadRequestException'
		);
		if ( ! request.ok ) {
			return request;
		}
		return {
			ok: true,
			value: {
				text: inputText,
				sessionAttributes: attributes.value,
				requestAttributes: request.value,
			},
		};
	},

	conflict() {
		return catalogueError( LEX_V1_ERRORS, 'ConflictException' );
	},

	render( turn, meta ) {
		return toPostTextResponse( turn, {
			sessionId: meta.session.v1SessionId,
			cardImageUrl: meta.cardImageUrl,
		} );
	},

	fromReplay( reply, _route, session ) {
		const attributes = stringMap(
			reply.sessionAttributes,
			'sessionAttributes',
			'BadRequestException'
		);
		return {
			body: { ...reply, sessionId: session.v1SessionId },
			attributes: attributes.ok ? attributes.value : undefined,
		};
	},
};
