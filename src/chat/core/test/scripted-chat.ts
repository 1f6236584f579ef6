/**
 * A conversation with a scripted bot and in-memory collaborators (no
 * network): what the controller's unit tests share.
 */

/**
 * Internal dependencies
 */
import type { BotRequest } from '../bot/bot-client';
import type { BotReply } from '../bot/reply-model';
import { createConversation, type ConversationDeps } from '../conversation';
import type {
	ChatCandidate,
	SessionAttributes,
} from '../conversation/session-attributes';
import type { JobSearchQuery } from '../jobs/job-search';
import { memoryStorage } from './memory-storage';
import { AUSTIN } from './places';
import { TEMPLATE_WORDS } from './template-words';

/**
 * A reply of the scripted bot. Like Lex, it returns the whole session
 * state: the attributes it was sent unless the reply says otherwise (a
 * map, or a function of the ones sent).
 */
export type ScriptedReply = Omit< BotReply, 'sessionAttributes' > & {
	sessionAttributes?:
		| SessionAttributes
		| ( ( sent: SessionAttributes ) => SessionAttributes );
};

export const say = (
	text: string,
	extra: Partial< ScriptedReply > = {}
): ScriptedReply => ( {
	messages: [ { contentType: 'PlainText', text } ],
	slots: {},
	...extra,
} );

/**
 * A scripted bot: answers from a queue and records what it was sent.
 *
 * @param replies Replies (or errors to throw), in order.
 */
export function scriptedBot( replies: Array< ScriptedReply | Error > ) {
	const requests: Array< BotRequest & { sessionId: string } > = [];
	const sessions: string[] = [];
	const createBotClient: ConversationDeps[ 'createBotClient' ] = async (
		sessionId
	) => {
		sessions.push( sessionId );
		return {
			send: async ( request ) => {
				requests.push( { ...request, sessionId } );
				const reply = replies.shift();
				if ( ! reply ) {
					throw new Error( 'The script has no more replies.' );
				}
				if ( reply instanceof Error ) {
					throw reply;
				}
				const { sessionAttributes: attributes, ...rest } = reply;
				return {
					...rest,
					sessionAttributes:
						typeof attributes === 'function'
							? attributes( request.sessionAttributes )
							: ( attributes ?? {
									...request.sessionAttributes,
								} ),
				};
			},
		};
	};
	return { requests, sessions, createBotClient };
}

export type SetupOverrides = Partial< ConversationDeps > & {
	/** The candidate the store holds for the whole test. */
	candidate?: ChatCandidate | null;
};

export function setup(
	replies: Array< ScriptedReply | Error >,
	{ candidate = null, ...overrides }: SetupOverrides = {}
) {
	const bot = scriptedBot( replies );
	const storage = memoryStorage();
	const sleeps: number[] = [];
	const searches: JobSearchQuery[] = [];
	const geocoded: string[] = [];
	const errors: unknown[] = [];
	let id = 0;
	const deps: ConversationDeps = {
		settings: {
			organization_name: 'acme',
			ai_delay: 400,
			max_jobs: 2,
			job_detail_path: '/job',
			job_search_path: '/jobs',
			no_jobs: 'Nothing right now. {link} Try later.',
		},
		createBotClient: bot.createBotClient,
		geocode: async ( address ) => {
			geocoded.push( address );
			return /austin|78701/i.test( address ) ? AUSTIN : null;
		},
		jobSearch: {
			search: async ( query ) => {
				searches.push( query );
				return {
					totalHits: 3,
					jobs: [
						{
							id: '101',
							title: 'Registered Nurse (RN)',
							primary_city: 'Austin',
							primary_state: 'TX',
						},
						{
							id: '102',
							title: 'Travel Nurse',
							location_type: 'Nationwide',
						},
					],
				};
			},
			categories: async () => [ 'Nursing', 'Sales' ],
		},
		storage,
		origin: 'https://careers.acme.test',
		readCandidate: () => candidate,
		sleep: async ( ms ) => void sleeps.push( ms ),
		now: () => 1_700_000_000_000,
		createId: () => `id-${ ++id }`,
		logger: { error: ( error ) => void errors.push( error ) },
		// No template words (the scripted bot is no template's), but the
		// grammar words every page is given (includes/bot-words.php).
		words: { grammar: TEMPLATE_WORDS.en_US.grammar },
		...overrides,
	};
	return {
		conversation: createConversation( deps ),
		bot,
		storage,
		sleeps,
		searches,
		geocoded,
		errors,
		deps,
	};
}

export const ASK_AREA = say( 'Which area are you interested in?', {
	slotToElicit: 'areaInterest',
} );
export const ASK_LOCATION = say(
	'Nursing, great choice. Where would you like to work?',
	{
		slotToElicit: 'location',
	}
);
export const CLOSE = say( 'Thanks! Here are Nursing jobs near Austin, TX.', {
	dialogState: 'Fulfilled',
	sessionAttributes: ( sent ) => ( {
		...sent,
		showJobResults: 'true',
		job_category: 'Nursing',
		job_location: 'Austin, TX',
	} ),
} );
