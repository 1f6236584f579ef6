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
	type ActiveContext,
	type Checked,
	type LexProtocol,
} from './lex-protocol';

const PATH = /^\/bot\/([^/]+)\/alias\/([^/]+)\/user\/([^/]+)\/text$/;

function badRequest( message: string ): AwsError {
	return catalogueError( LEX_V1_ERRORS, 'BadRequestException', { message } );
}

const CONTEXT_NAME = /^[A-Za-z_]{1,100}$/;

/**
 * PostText's `activeContexts`: at most 20 contexts, each with a name, a
 * time to live (5–86400 s, 1–20 turns) and string parameters, as Lex V1
 * checks them.
 * @param value
 */
function parseActiveContexts(
	value: unknown
): Checked< ActiveContext[] | undefined > {
	if ( value === undefined || value === null ) {
		return { ok: true, value: undefined };
	}
	const refuse = (
		message: string
	): Checked< ActiveContext[] | undefined > => ( {
		ok: false,
		error: badRequest( `activeContexts: ${ message }` ),
	} );
	if ( ! Array.isArray( value ) || value.length > 20 ) {
		return refuse( 'must be a list of at most 20 contexts.' );
	}
	const contexts: ActiveContext[] = [];
	for ( const [ index, item ] of value.entries() ) {
		if (
			! isRecord( item ) ||
			typeof item.name !== 'string' ||
			! CONTEXT_NAME.test( item.name )
		) {
			return refuse(
				`[${ index }].name must be 1–100 letters or underscores.`
			);
		}
		const live = item.timeToLive;
		const seconds = isRecord( live ) ? live.timeToLiveInSeconds : undefined;
		const turns = isRecord( live ) ? live.turnsToLive : undefined;
		if (
			typeof seconds !== 'number' ||
			seconds < 5 ||
			seconds > 86400 ||
			typeof turns !== 'number' ||
			turns < 1 ||
			turns > 20
		) {
			return refuse(
				`[${ index }].timeToLive needs timeToLiveInSeconds 5–86400 and turnsToLive 1–20.`
			);
		}
		const parameters = stringMap(
			item.parameters ?? {},
			`activeContexts[${ index }].parameters`,
			'BadRequestException'
		);
		if ( ! parameters.ok ) {
			return parameters;
		}
		contexts.push( {
			name: item.name,
			timeToLive: { timeToLiveInSeconds: seconds, turnsToLive: turns },
			parameters: parameters.value ?? {},
		} );
	}
	return { ok: true, value: contexts };
}

export const LEX_V1: LexProtocol = {
	operation: 'PostText',
	version: 'v1',
	catalogue: LEX_V1_ERRORS,
	// V1 bots have one locale; the template's en_US definition answers.
	defaultLocaleId: 'en_US',

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
		const {
			inputText,
			sessionAttributes,
			requestAttributes,
			activeContexts,
		} = body;
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
		const contexts = parseActiveContexts( activeContexts );
		if ( ! contexts.ok ) {
			return contexts;
		}
		return {
			ok: true,
			value: {
				text: inputText,
				sessionAttributes: attributes.value,
				requestAttributes: request.value,
				activeContexts: contexts.value,
			},
		};
	},

	callDetails( body ) {
		if ( ! isRecord( body ) ) {
			return {};
		}
		const details: Record< string, unknown > = {};
		for ( const field of [ 'requestAttributes', 'activeContexts' ] ) {
			if ( field in body ) {
				details[ field ] = body[ field ];
			}
		}
		return details;
	},

	conflict() {
		return catalogueError( LEX_V1_ERRORS, 'ConflictException' );
	},

	render( turn, meta ) {
		return toPostTextResponse( turn, {
			sessionId: meta.session.v1SessionId,
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
