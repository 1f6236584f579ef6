/**
 * A real conversation (src/chat/core) with a scripted bot, geocoder and
 * job search, for rendering the window in tests.
 */

/**
 * Internal dependencies
 */
import type { BotRequest } from '../../core/bot/bot-client';
import type { BotReply } from '../../core/bot/reply-model';
import type { ChatStorage } from '../../core/common/chat-storage';
import {
	createConversation,
	type Conversation,
	type ConversationDeps,
	type ConversationSettings,
} from '../../core/conversation';
import type { ChatCandidate } from '../../core/conversation/session-attributes';
import type { JobSearchResult } from '../../core/jobs/job-search';
import type { GeocodeResult } from '../../core/places/geocoder';
import { AUSTIN } from '../../core/test/places';

export const SETTINGS: ConversationSettings = {
	organization_name: 'acme',
	ai_delay: 0,
	max_jobs: 2,
	job_detail_path: '/job',
	job_search_path: '/jobs',
	no_jobs: 'No matching jobs right now. {link} Or try another place.',
};

export function memoryStorage(
	initial: Record< string, unknown > = {}
): ChatStorage & { items: Map< string, unknown > } {
	const items = new Map< string, unknown >( Object.entries( initial ) );
	return {
		items,
		get: ( key ) => ( items.has( key ) ? items.get( key ) : null ),
		set: ( key, value ) =>
			void items.set( key, JSON.parse( JSON.stringify( value ) ) ),
		remove: ( key ) => void items.delete( key ),
	};
}

export const greeting: BotReply = {
	messages: [
		{
			contentType: 'PlainText',
			text: "Hi! I'm the careers assistant. See **our site** https://example.test/about.",
		},
		{
			contentType: 'ImageResponseCard',
			card: {
				title: 'Areas of interest',
				subtitle: 'Choose one, or type it',
				imageUrl: 'https://example.test/card.png',
				buttons: [
					{ text: 'Nursing', value: 'Nursing' },
					{ text: 'Sales', value: 'Sales' },
				],
			},
		},
	],
	slots: {},
	slotToElicit: 'areaInterest',
	// The bot answers every turn but the last with this (see dev/services).
	sessionAttributes: { showJobResults: 'false' },
	dialogState: 'ElicitSlot',
};

export const askLocation: BotReply = {
	messages: [
		{ contentType: 'PlainText', text: 'Where would you like to work?' },
	],
	slots: { areaInterest: 'Nursing' },
	slotToElicit: 'location',
	sessionAttributes: { showJobResults: 'false' },
	dialogState: 'ElicitSlot',
};

export const closing: BotReply = {
	messages: [
		{
			contentType: 'PlainText',
			text: 'Here are Nursing jobs near Austin.',
		},
		{
			contentType: 'CustomPayload',
			text: '{"type":"jobSearch"}',
			data: { type: 'jobSearch' },
		},
	],
	slots: { areaInterest: 'Nursing', location: 'Austin, TX' },
	// As the stand-in bot closes: the category it accepted, and the search.
	sessionAttributes: { showJobResults: 'true', job_category: 'Nursing' },
	dialogState: 'Fulfilled',
};

export const twoJobs: JobSearchResult = {
	totalHits: 7,
	jobs: [
		{
			id: '101',
			title: 'Registered Nurse (RN) – Nights',
			location_type: 'Onsite',
			primary_city: 'Austin',
			primary_state: 'TX',
		},
		{ id: '102', title: 'Travel Nurse', location_type: 'Nationwide' },
	],
};

export interface ChatFixtureOptions {
	/** Replies in order; a function can throw or wait. */
	replies?: Array<
		BotReply | ( ( request: BotRequest ) => Promise< BotReply > )
	>;
	jobs?: JobSearchResult;
	/** The job API's categories, or its failure. */
	categories?: string[] | Error;
	candidate?: ChatCandidate | null;
	storage?: ChatStorage;
	settings?: Partial< ConversationSettings >;
	places?: Record< string, GeocodeResult >;
	/** "Find jobs near me": what the device's place is found to be. */
	locateNearby?: ConversationDeps[ 'locateNearby' ];
	/** Every place a text could mean (two Portlands, a state). */
	lookUpPlaces?: ConversationDeps[ 'lookUpPlaces' ];
	/** The template's words (ConversationDeps.words). */
	words?: unknown;
	/** The clock (ms). */
	now?: () => number;
}

export interface ChatFixture {
	conversation: Conversation;
	requests: BotRequest[];
	storage: ChatStorage;
}

export function chatFixture( options: ChatFixtureOptions = {} ): ChatFixture {
	const replies = [
		...( options.replies ?? [ greeting, askLocation, closing ] ),
	];
	const requests: BotRequest[] = [];
	const storage = options.storage ?? memoryStorage();
	let id = 0;
	const conversation = createConversation( {
		settings: { ...SETTINGS, ...options.settings },
		createBotClient: async () => ( {
			send: async ( request ) => {
				requests.push( request );
				const next = replies.shift();
				if ( ! next ) {
					throw new Error( 'No scripted reply left' );
				}
				const reply =
					typeof next === 'function' ? await next( request ) : next;
				// Like Lex, the whole session state comes back: the
				// attributes sent, with the bot's own changes.
				return {
					...reply,
					sessionAttributes: {
						...request.sessionAttributes,
						...reply.sessionAttributes,
					},
				};
			},
		} ),
		geocode: async ( place ) =>
			( options.places ?? { 'Austin, TX': AUSTIN } )[ place ] ?? null,
		jobSearch: {
			search: async () => options.jobs ?? twoJobs,
			categories: async () => {
				if ( options.categories instanceof Error ) {
					throw options.categories;
				}
				return options.categories ?? [ 'Nursing', 'Sales' ];
			},
		},
		locateNearby: options.locateNearby,
		lookUpPlaces: options.lookUpPlaces,
		words: options.words,
		storage,
		origin: 'https://careers.example.test',
		readCandidate: () => options.candidate ?? null,
		sleep: () => Promise.resolve(),
		now: options.now ?? ( () => Date.UTC( 2026, 0, 5, 14, 5 ) ),
		createId: () => `id-${ ++id }`,
		logger: { error: () => undefined },
	} );
	return { conversation, requests, storage };
}

/**
 * What the window fetches after the first answer (chunk chat-job-search):
 * loaded before a test file's tests, as the browser has it by the time the
 * candidate writes, so no test's time goes on compiling it.
 */
export async function loadLaterCode(): Promise< void > {
	await Promise.all( [
		import( '../../core/conversation/turn' ),
		import( '../../core/conversation/first-turn-settle' ),
		import( '../../core/conversation/find-jobs' ),
		import( '../../core/conversation/answer-message' ),
		import( '../components/response-card' ),
		import( '../components/job-results' ),
		import( '../lib/notice-text' ),
	] );
}
