/**
 * A conversation wired to the dev/services stand-ins through the real
 * modules: Lex clients, Cognito credentials, geocoders, job search. Only
 * the transports the browser owns are replaced: JSONP and the maps script
 * are fetched and run here in Node, and sleeping is recorded, not waited.
 */

/**
 * External dependencies
 */
import { NodeHttpHandler } from '@smithy/node-http-handler';

/**
 * Internal dependencies
 */
import {
	lexUrl,
	standInBotSettings,
} from '../../../../dev/services/stand-in-bot';
import type { RunningServices } from '../../../../dev/services/start-services';
import type { BotClientFactory } from '../bot/bot-client';
import type { IdentityCache } from '../bot/credentials';
import {
	createBotClientFactory,
	type BotClientDeps,
	type BotSettings,
} from '../bot/load-bot-client';
import type { BotReply } from '../bot/reply-model';
import type { ChatStorage } from '../common/chat-storage';
import { appendQuery } from '../common/jsonp';
import {
	createConversation,
	type Conversation,
	type ConversationDeps,
	type ConversationState,
} from '../conversation';
import type { ChatCandidate } from '../conversation/session-attributes';
import { createJobSearch } from '../jobs/job-search';
import type { Point } from '../places/geocode-result';
import { createGeocoders } from '../places/geocoder';
import { createPlaceFinder } from '../places/place-finder';
import { memoryIdentityCache, memoryStorage } from './memory-storage';
import { TEMPLATE_WORDS } from './template-words';

export { lexUrl, memoryIdentityCache, memoryStorage };

export type Urls = RunningServices[ 'urls' ];

export { TEMPLATE_WORDS };

export const POOL_ID = 'us-east-1:00000000-0000-4000-8000-000000000000';
export const UNKNOWN_POOL_ID = 'us-east-1:00000000-0000-4000-8000-ffffffffffff';
export const ORGANIZATION = 'acme';
export const ORIGIN = 'https://careers.acme.test';

export function botSettings(
	urls: Urls,
	version: 'v2' | 'v1',
	overrides: Partial< BotSettings > = {}
): BotSettings {
	return {
		...standInBotSettings( urls, version ),
		environment: 'production',
		identity_pool_production: POOL_ID,
		identity_pool_development: '',
		...overrides,
	};
}

/**
 * JSONP the way a browser does it, in Node: fetch the script and run it
 * with the callback defined.
 *
 * @param url Request URL.
 */
export async function nodeJsonp( url: string ): Promise< unknown > {
	const response = await fetch(
		appendQuery( url, 'callback', 'jsonpCallback' )
	);
	const script = await response.text();
	let data: unknown;
	new Function( 'jsonpCallback', script )( ( value: unknown ) => {
		data = value;
	} );
	return data;
}

/** A window of its own for the Google Maps script to define `google` on. */
export function nodeMapsWindow() {
	const win: Record< string, unknown > = { fetch, URLSearchParams };
	const loadScript = async ( url: string ) => {
		const script = await ( await fetch( url ) ).text();
		new Function( 'window', 'fetch', script )( win, fetch );
	};
	return { win, loadScript, getGoogle: () => win.google };
}

export interface StandInChatOptions {
	version: 'v2' | 'v1';
	provider?: 'google' | 'here';
	candidate?: ChatCandidate | null;
	storage?: ChatStorage;
	cache?: IdentityCache;
	settings?: Partial< BotSettings >;
	botDeps?: Partial< BotClientDeps >;
	maxJobs?: number;
	/** Where the device is, for "Find jobs near me". */
	device?: Point;
	/** Told of every reply the bot gives (what the chat was answered). */
	onReply?: ( reply: BotReply ) => void;
	/** Anything else of the conversation's (words, clock, settings). */
	conversation?: Partial< ConversationDeps >;
	/** Longest wait for one geocoder lookup (the geocoders' default). */
	geocoderTimeoutMs?: number;
	/** The job API's JSONP transport (default: nodeJsonp). */
	jsonp?: ( url: string ) => Promise< unknown >;
}

export interface StandInChat {
	conversation: Conversation;
	/** Every wait the chat asked for, in ms. */
	sleeps: number[];
	errors: unknown[];
	storage: ChatStorage;
	/** A second conversation on the same storage, as after navigation. */
	reload: () => Conversation;
	/** Calls to the services (bot, places, jobs) not yet settled. */
	inFlight: () => number;
}

export function standInChat(
	urls: Urls,
	options: StandInChatOptions
): StandInChat {
	const sleeps: number[] = [];
	const errors: unknown[] = [];
	const sleep = async ( ms: number ) => void sleeps.push( ms );
	let inFlight = 0;
	const tracked =
		< Args extends unknown[], T >(
			call: ( ...args: Args ) => Promise< T >
		) =>
		async ( ...args: Args ): Promise< T > => {
			inFlight++;
			try {
				return await call( ...args );
			} finally {
				inFlight--;
			}
		};
	const storage = options.storage ?? memoryStorage();
	const cache = options.cache ?? memoryIdentityCache();
	const maps = nodeMapsWindow();
	const realBotClient = createBotClientFactory(
		botSettings( urls, options.version, options.settings ),
		{
			sleep,
			cache,
			timeoutMs: 2000,
			// Node's Lex V2 client speaks HTTP/2; the stand-ins HTTP/1.1.
			sdkClientConfig: { requestHandler: new NodeHttpHandler() },
			...options.botDeps,
		}
	);
	const createBotClient: BotClientFactory = tracked( async ( sessionId ) => {
		const client = await realBotClient( sessionId );
		return {
			send: tracked( async ( request ) => {
				const reply = await client.send( request );
				options.onReply?.( reply );
				return reply;
			} ),
		};
	} );
	const realGeocoders = createGeocoders(
		{
			maps_provider: options.provider ?? 'google',
			maps_api_key: 'test-key',
			maps_script_url: `${ urls.geocoder }maps/api/js`,
			here_geocode_url: `${ urls.geocoder }v1/geocode`,
		},
		{
			fetch,
			loadScript: maps.loadScript,
			getGoogle: maps.getGoogle,
			timeoutMs: options.geocoderTimeoutMs,
		}
	);
	const geocoders = {
		geocode: tracked( realGeocoders.geocode ),
		places: tracked( realGeocoders.places ),
		reverse: tracked( realGeocoders.reverse ),
	};
	const finder = createPlaceFinder( {
		...geocoders,
		locate: async () => {
			if ( ! options.device ) {
				throw new Error( 'No device position in this test.' );
			}
			return options.device;
		},
		logger: { error: ( error ) => void errors.push( error ) },
	} );
	const jobSearch = createJobSearch( {
		apiBase: urls.jobs,
		organization: ORGANIZATION,
		jsonp: tracked( options.jsonp ?? nodeJsonp ),
	} );
	// The page's words, as PHP hands them: the template's, in the locale.
	const locale = options.settings?.bot_locale ?? 'en_US';
	const make = () =>
		createConversation( {
			words: TEMPLATE_WORDS[ locale ],
			dialogState: options.version === 'v2',
			settings: {
				organization_name: ORGANIZATION,
				ai_delay: 400,
				max_jobs: options.maxJobs ?? 5,
				job_detail_path: '/job',
				job_search_path: '/jobs',
				no_jobs: 'No matching jobs right now. {link}',
			},
			createBotClient,
			geocode: geocoders.geocode,
			lookUpPlaces: geocoders.places,
			locateNearby: tracked( finder.nearby ),
			jobSearch,
			storage,
			origin: ORIGIN,
			readCandidate: () => options.candidate ?? null,
			sleep,
			logger: {
				error: ( ...args: unknown[] ) => void errors.push( args[ 0 ] ),
			},
			...options.conversation,
		} );
	return {
		conversation: make(),
		sleeps,
		errors,
		storage,
		reload: make,
		inFlight: () => inFlight,
	};
}

export async function armFault(
	baseUrl: string,
	fault: Record< string, unknown >
): Promise< void > {
	const response = await fetch( `${ baseUrl }__faults`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify( fault ),
	} );
	if ( response.status !== 201 ) {
		throw new Error(
			`Could not arm ${ JSON.stringify( fault ) }: ${ await response.text() }`
		);
	}
}

export async function clearStandIns( urls: Urls ): Promise< void > {
	await Promise.all(
		Object.values( urls ).flatMap( ( url ) => [
			fetch( `${ url }__faults`, { method: 'DELETE' } ),
			fetch( `${ url }__calls`, { method: 'DELETE' } ),
		] )
	);
}

/**
 * How many times each operation was called.
 *
 * @param baseUrl A stand-in's URL.
 */
export async function callCounts(
	baseUrl: string
): Promise< Record< string, number > > {
	const calls = ( await (
		await fetch( `${ baseUrl }__calls` )
	).json() ) as Array< {
		operation: string;
	} >;
	const counts: Record< string, number > = {};
	for ( const { operation } of calls ) {
		counts[ operation ] = ( counts[ operation ] ?? 0 ) + 1;
	}
	return counts;
}

/**
 * The texts the chat asked the geocoder to look up, in order.
 *
 * @param urls The stand-ins.
 */
export async function geocodedTexts( urls: Urls ): Promise< string[] > {
	const calls = ( await (
		await fetch( `${ urls.geocoder }__calls` )
	).json() ) as Array< { operation: string; details?: { text?: string } } >;
	return calls
		.filter( ( call ) => call.operation === 'Geocode' )
		.map( ( call ) => call.details?.text ?? '' );
}

/**
 * The first state that satisfies `test` (the current one, or a later one).
 *
 * @param conversation The conversation.
 * @param test         What to wait for.
 */
export function stateWhere(
	conversation: Conversation,
	test: ( state: ConversationState ) => boolean
): Promise< ConversationState > {
	return new Promise( ( resolve ) => {
		if ( test( conversation.getState() ) ) {
			resolve( conversation.getState() );
			return;
		}
		const unsubscribe = conversation.subscribe( ( state ) => {
			if ( test( state ) ) {
				unsubscribe();
				resolve( state );
			}
		} );
	} );
}
