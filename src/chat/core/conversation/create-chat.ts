/**
 * The chat assembled for a page: settings, browser storage and the
 * candidate in, a `Conversation` out. The chat window calls this once.
 */

/**
 * Internal dependencies
 */
import type { ChatSettings } from '../../../settings/chat-settings';
import type { PageBot } from '../../../settings/types';
import {
	type BotReply,
	createBotClientFactory,
	type DataStore,
	gateReplies,
	identityCacheFrom,
	withLocaleFallback,
} from '../bot';
import type { ChatStorage } from '../common';
import { lazyJobSearch } from '../jobs';
import { lazyGeocoder } from '../places';
import { createConversation } from './conversation';
import type { Conversation, ConversationDeps } from './conversation-types';
import { chatCandidateId, type ChatCandidate } from './session-attributes';

export interface ChatEnvironment {
	/** The chat's settings (`getChatSettings()` of src/settings). */
	settings: ChatSettings;
	win: Window;
	/** Session storage for the transcript: the runtime's `sessionStore`. */
	sessionStore: ChatStorage;
	/** Local storage for the Cognito identity id: the runtime's `storage`. */
	localStore?: DataStore;
	/** The signed-in candidate as the store has it now, or null. */
	readCandidate: () => ChatCandidate | null;
	/**
	 * The page's bot as PHP resolved it (`getChatBot()` of src/settings):
	 * its locale for the site's language (includes/bot-words.php; the chat
	 * falls back to en_US when the bot lacks it) and the template's words.
	 */
	bot?: PageBot;
	/** The bot's client; by default the configured Lex version's, loaded lazily. */
	createBotClient?: ConversationDeps[ 'createBotClient' ];
	/** The template's first turn, shown before Lex answers (first-turn.ts). */
	firstTurn?: ConversationDeps[ 'firstTurn' ];
	/** Waited for before a reply is shown (the window's markdown lexer). */
	beforeReply?: ( reply: BotReply ) => Promise< unknown > | void;
	/** See ConversationDeps.rememberInterest and forgetInterest. */
	rememberInterest?: ConversationDeps[ 'rememberInterest' ];
	forgetInterest?: ConversationDeps[ 'forgetInterest' ];
	passOn?: ConversationDeps[ 'passOn' ];
	readQuestion?: ConversationDeps[ 'readQuestion' ];
	logger?: Pick< Console, 'error' >;
}

export function createChat( env: ChatEnvironment ): Conversation {
	const { settings, win, readCandidate } = env;
	const candidate = readCandidate();
	const sleep = ( ms: number ) =>
		new Promise< void >( ( resolve ) => win.setTimeout( resolve, ms ) );
	const userIdentifier =
		( candidate && chatCandidateId( candidate.candidateId ) ) || undefined;
	// Not fetched as the window opens: only once the bot asks for a place.
	const geocoder = lazyGeocoder( async () => {
		const { browserPlaceFinder } = await import(
			/* webpackChunkName: "chat-geocoder" */ '../places/lazy'
		);
		return browserPlaceFinder( settings, win, env.logger ?? console );
	} );
	const jobSearch = lazyJobSearch( async () => {
		const { createJobSearch } = await import(
			/* webpackChunkName: "chat-job-search" */ '../jobs/lazy'
		);
		return createJobSearch( {
			apiBase: settings.job_api_base,
			organization: settings.organization_name,
		} );
	} );
	return createConversation( {
		settings,
		createBotClient: gateReplies(
			env.createBotClient ??
				withLocaleFallback(
					( locale ) =>
						createBotClientFactory(
							{ ...settings, bot_locale: locale },
							{
								sleep,
								cache: env.localStore
									? identityCacheFrom( env.localStore )
									: undefined,
								userIdentifier,
							}
						),
					// PHP decides the site language's locale (includes/bot-words.php).
					env.bot?.locale || settings.bot_locale,
					env.sessionStore
				),
			env.beforeReply
		),
		geocode: geocoder.geocode,
		lookUpPlaces: geocoder.places,
		locateNearby: geocoder.nearby,
		// The bot asks for a place: the search is near, fetch its code too.
		preloadGeocoder: () => {
			geocoder.preload();
			jobSearch.preload();
		},
		jobSearch,
		storage: env.sessionStore,
		origin: win.location.origin,
		readCandidate,
		rememberInterest: env.rememberInterest,
		forgetInterest: env.forgetInterest,
		sleep,
		logger: env.logger,
		words: env.bot?.words,
		firstTurn: env.firstTurn,
		passOn: env.passOn,
		readQuestion: env.readQuestion,
		dialogState: settings.bot_version !== 'v1',
	} );
}
