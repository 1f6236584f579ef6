/**
 * The conversation's public shapes: its settings, state, dependencies and
 * the interface the window uses.
 */

/**
 * Internal dependencies
 */
import type { BotClientFactory, FirstTurn, Sleep } from '../bot';
import { type ChatStorage, randomId } from '../common';
import type { JobSearch } from '../jobs';
import type { Geocoder, NearbyPlace, PlaceLookup } from '../places';
import type { DialogRecord } from './conversation-storage';
import type { ChatCandidate, SessionAttributes } from './session-attributes';
import type { TranscriptEntry } from './transcript';

/**
 * What the chat sends, unseen, to open a conversation: a sample utterance
 * of the Welcome intent in every locale of the bot's template (a token of
 * the bot's protocol, not text for the candidate, so never translated).
 */
export const START_UTTERANCE = 'get started';

/**
 * The template's intent for "start over": it asks for the place again and
 * keeps the session attributes, so the chat forgets the old search itself.
 */
export const START_OVER_INTENT = 'StartOver';

export interface ConversationSettings {
	organization_name: string;
	ai_delay: number;
	max_jobs: number;
	job_detail_path: string;
	job_search_path: string;
	no_jobs: string;
	/**
	 * Seconds Lex keeps an idle session (the template's
	 * IdleSessionTTLInSeconds; 300 when not given): after it, an open
	 * question is asked again rather than answered.
	 */
	bot_idle_session_ttl?: number;
}

/** Slot names (any letter case) whose answers are places or categories. */
export interface SlotRoles {
	location: readonly string[];
	category: readonly string[];
}

export const DEFAULT_SLOT_ROLES: SlotRoles = {
	location: [ 'location', 'zip' ],
	category: [ 'areaInterest', 'category' ],
};

export interface Suggestions {
	/** What the bot is asking for. */
	kind: 'category' | 'location';
	/** Choices; choosing one sends it as the candidate's message. */
	options: string[];
	/**
	 * The signed-in candidate's own answer (area of interest, or zip), also
	 * first in `options`: the UI may pre-fill the input with it.
	 */
	prefill?: string;
	/** Offer "Find jobs near me" first (a place is asked for). */
	nearMe?: boolean;
}

export interface ConversationState {
	/** The Lex session id (V1 user id); new for each new conversation. */
	sessionId: string;
	open: boolean;
	entries: readonly TranscriptEntry[];
	/** A turn is in flight: the input is locked. */
	busy: boolean;
	/** Show the typing indicator. */
	typing: boolean;
	slotToElicit?: string;
	/** The intent in progress and the slots given (see DialogRecord). */
	dialog?: DialogRecord;
	/** When the bot last answered (ms): its session idles out after that. */
	activeAt?: number;
	sessionAttributes: SessionAttributes;
	/** The "Please select one" panel, or null when there is nothing to offer. */
	suggestions: Suggestions | null;
}

export type ConversationListener = ( state: ConversationState ) => void;

export interface Conversation {
	/** The current state; a new object after every change. */
	getState: () => ConversationState;
	/** Called after every change; returns the unsubscribe function. */
	subscribe: ( listener: ConversationListener ) => () => void;
	/**
	 * Send what the candidate typed (trimmed; blank or over-long text, or a
	 * send while a turn is in flight, is ignored and resolves false). While
	 * the first turn shown waits for Lex, the message shows at once and is
	 * sent, in order, once Lex has answered.
	 */
	send: ( text: string ) => Promise< boolean >;
	/**
	 * Open a new conversation by sending the bot's start utterance, shown
	 * as no candidate message; does nothing once the chat has entries.
	 * With the template's first turn (`firstTurn`) its words show at once
	 * (dated `shownAt` when given), before Lex confirms or replaces them;
	 * sends meanwhile are queued.
	 */
	start: ( utterance: string, shownAt?: number ) => Promise< boolean >;
	/**
	 * "Find jobs near me", while a place is asked for: the device's place,
	 * sent as the answer; false (and a line saying why) when it is not
	 * known.
	 */
	findNearMe: () => Promise< boolean >;
	/** Send again the message an error entry kept; removes that entry. */
	retry: ( entryId: string ) => Promise< boolean >;
	/**
	 * Take the next step a job result entry offers (wider radius, remote
	 * jobs, other areas), or, with `area`, search that other area.
	 */
	widen: ( entryId: string, area?: string ) => Promise< boolean >;
	setOpen: ( open: boolean ) => void;
	/** Forget the transcript; the next message starts a new Lex session. */
	startNew: () => void;
	/**
	 * Start a new conversation when the candidate is no longer the one it
	 * belongs to (signed out, expired, or another candidate signed in).
	 * With `passing`, a message, and `passOn` given, the message goes there
	 * instead (true).
	 */
	followCandidate: ( passing?: string ) => boolean;
}

/** What a signed-out visitor told the chat (see src/runtime/chat-interest). */
export interface VisitorInterest {
	areaInterest: string;
	zip?: string;
	latitude?: number;
	longitude?: number;
}

export interface ConversationDeps {
	settings: ConversationSettings;
	createBotClient: BotClientFactory;
	geocode: Geocoder;
	/**
	 * Every place a text could mean (two Portlands, a state): the answers'
	 * lookup; without it, `geocode`'s one result.
	 */
	lookUpPlaces?: PlaceLookup;
	/**
	 * Start fetching the geocoder (called when the bot asks for a place, so
	 * the answer need not wait for it).
	 */
	preloadGeocoder?: () => void;
	jobSearch: JobSearch;
	/**
	 * Asks the device for its position (only when the candidate chose
	 * "Find jobs near me") and names the place it is in; without it the
	 * choice is not offered.
	 */
	locateNearby?: () => Promise< NearbyPlace >;
	/** Session storage for the transcript (runtime `sessionStore`). */
	storage: ChatStorage;
	/** location.origin (session attribute wpOrigin). */
	origin: string;
	/**
	 * The signed-in candidate as the candidate store has it now, or null;
	 * read at every turn, so an expired record or another candidate never
	 * rides along in the session.
	 */
	readCandidate: () => ChatCandidate | null;
	/**
	 * Keep what a signed-out visitor chose (area and place) for the page's
	 * blocks; never sent to the bot as a candidate.
	 */
	rememberInterest?: ( interest: VisitorInterest ) => void;
	/** Forget it ("Start over"). */
	forgetInterest?: () => void;
	sleep: Sleep;
	now?: () => number;
	/** Session and entry ids. */
	createId?: () => string;
	logger?: Pick< Console, 'error' >;
	slotRoles?: SlotRoles;
	/**
	 * Whether each message can carry its dialog state (Lex V2; the
	 * default). Lex V1's PostText cannot: then the chat answers only the
	 * question the bot asks, as the bot would take any text for it.
	 */
	dialogState?: boolean;
	/**
	 * The template's words in the bot's locale, as PHP printed them:
	 * unchecked here, so their reader (`parseLocaleWords`, bot-words.ts)
	 * comes with the code that needs them, after the first answer, and not
	 * in what opening the chat fetches.
	 */
	words?: unknown;
	/**
	 * The template's first turn in the bot's locale (build/bot-words.json,
	 * through the launcher): `start` shows it before Lex answers.
	 */
	firstTurn?: FirstTurn | null;
	/**
	 * Takes a message sent after the candidate changed: the window's new
	 * conversation, whose bot identity is the new candidate's, sends it.
	 * Without it, this conversation starts over and sends it itself.
	 */
	passOn?: ( text: string ) => void;
	/**
	 * What the site's answers (src/chat/answers) make of a message, read
	 * before it is taken for a place or an area. Without it, no message is
	 * a question.
	 */
	readQuestion?: ( text: string ) => Promise< QuestionReading >;
}

/** An answer the site's editors wrote, as the chat shows it. */
export interface SiteAnswer {
	/** Plain text, paragraphs apart by a blank line. */
	text: string;
	/** A fuller page on the topic. */
	link?: string;
	/** What that page is called. */
	linkTitle?: string;
}

export interface QuestionReading {
	/** The answer that fits the message well enough. */
	answer?: SiteAnswer;
	/** It fits clearly: enough against a place the message also names. */
	answerClear?: boolean;
	/**
	 * The message reads as a question or a sentence, in the words of the
	 * site's language: never a place or an area to look up.
	 */
	sentence: boolean;
	/**
	 * Its words that are the language's common words (its stop words:
	 * "any", "there"; "hay", "la"), lowercase, without accents or
	 * apostrophes: grammar around a place or an area, saying nothing else.
	 */
	common?: string[];
	/** The site's contact page, offered when the chat cannot answer. */
	contact?: string;
}

/** The dependencies with their defaults filled in. */
export type ResolvedDeps = ConversationDeps &
	Required<
		Pick< ConversationDeps, 'now' | 'createId' | 'logger' | 'slotRoles' >
	>;

export function resolveDeps( deps: ConversationDeps ): ResolvedDeps {
	return {
		...deps,
		now: deps.now ?? Date.now,
		createId: deps.createId ?? randomId,
		logger: deps.logger ?? console,
		slotRoles: deps.slotRoles ?? DEFAULT_SLOT_ROLES,
	};
}

export function hasRole(
	slot: string | undefined,
	names: readonly string[]
): boolean {
	const wanted = slot?.toLowerCase();
	return (
		wanted !== undefined &&
		names.some( ( name ) => name.toLowerCase() === wanted )
	);
}
