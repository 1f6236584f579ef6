/**
 * The stand-ins' controls, the bot's words and the chat's labels for the
 * chat's end-to-end tests (the chat's page object is pages/chat-page.ts).
 */
import type { APIRequestContext } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { expect, patchPluginSettings } from './fixtures';
// Renamed: not a React hook, whatever its name says.
import { useSpanishSite as switchToSpanish } from './helpers/spanish-site';

export interface CallRecord {
	operation: string;
	at: string;
	/** The job API's search parameters (dev/services/jobs/jobs-service.ts). */
	details?: { query?: Record< string, string > };
}

export interface FaultRequest {
	operation: string;
	fault: string;
	count?: number;
	retryAfterSeconds?: number;
}

/** The stand-ins' control endpoints (dev/services/lib/service-server.ts). */
export class StandIn {
	constructor(
		protected readonly request: APIRequestContext,
		readonly url: string
	) {}

	async calls( operation?: string ): Promise< CallRecord[] > {
		const response = await this.request.get( `${ this.url }__calls` );
		expect( response.ok() ).toBe( true );
		const calls = ( await response.json() ) as CallRecord[];
		return operation
			? calls.filter( ( call ) => call.operation === operation )
			: calls;
	}

	async reset(): Promise< void > {
		await this.request.delete( `${ this.url }__calls` );
		await this.request.delete( `${ this.url }__faults` );
	}

	async arm( fault: FaultRequest ): Promise< void > {
		const response = await this.request.post( `${ this.url }__faults`, {
			data: { count: 1, ...fault },
		} );
		expect( response.status(), await response.text() ).toBe( 201 );
	}

	async disarm(): Promise< void > {
		await this.request.delete( `${ this.url }__faults` );
	}
}

/**
 * The job API stand-in: its calls, the categories calls among them, and
 * its categories changed while it runs (`/__categories`).
 */
export class JobApi extends StandIn {
	/** Calls for the area list: `facetlist=primary_category`, `limit=0`. */
	async categoryCalls(): Promise< CallRecord[] > {
		return ( await this.calls( 'JobSearch' ) ).filter(
			( call ) =>
				call.details?.query?.facetlist === 'primary_category' &&
				call.details.query.limit === '0'
		);
	}

	/** Searches for jobs: the calls that send keywords (SearchText). */
	async searches(): Promise< Array< Record< string, string > > > {
		return ( await this.calls( 'JobSearch' ) )
			.map( ( call ) => call.details?.query ?? {} )
			.filter( ( query ) => query.SearchText !== undefined );
	}

	/**
	 * Change the categories: `{ count }` or `{ name, cities? }`.
	 * @param change What to add.
	 */
	async changeCategories( change: object ): Promise< string[] > {
		const response = await this.request.post( `${ this.url }__categories`, {
			data: change,
		} );
		expect( response.status(), await response.text() ).toBe( 201 );
		return ( ( await response.json() ) as { categories: string[] } )
			.categories;
	}

	async resetCategories(): Promise< void > {
		await this.request.delete( `${ this.url }__categories` );
	}
}

/**
 * What the bot asks (aws/recruiting-bot.template.json, which the stand-in
 * Lex runs): the place first, then the area of interest; any text is the
 * answer to each (AMAZON.FreeFormInput slots).
 */
export const PLACE_QUESTION = 'Where would you like to work?';
/** The bot's greeting on first open (its Welcome intent): the place follows. */
export const WELCOME =
	"Hi! I'm the careers assistant. I can help you find a job that suits you.";
export const AREA_QUESTION = 'Which area are you interested in?';
/**
 * The bot's neutral closing line, before the chat's search.
 * @param area
 * @param place
 */
export function closingLine( area: string, place: string ): string {
	return `Let me look for ${ area } jobs near ${ place }.`;
}

/** The names the chat's controls have in the page's language. */
export interface ChatLabels {
	launcher: string;
	dialog: string;
	input: string;
	transcript: string;
	/** The "Please select one" panel's title. */
	panel: string;
	/** The button the window offers once Lex's first answer came. */
	newConversation: string;
}

export const ENGLISH_CHAT_LABELS: ChatLabels = {
	launcher: 'Chat with us',
	dialog: 'Careers assistant',
	input: 'Your message',
	transcript: 'Conversation',
	panel: 'Please select one',
	newConversation: 'New conversation',
};

export const SPANISH_CHAT_LABELS: ChatLabels = {
	launcher: 'Habla con nosotros',
	dialog: 'Asistente de empleo',
	input: 'Tu mensaje',
	transcript: 'Conversación',
	panel: 'Elige una opción',
	newConversation: 'Nueva conversación',
};

/**
 * The URL slug rule of the spec: lowercase, runs of others to one hyphen.
 * @param title
 */
export function expectedSlug( title: string ): string {
	return title
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-+|-+$/g, '' );
}

/**
 * The site in the language a chat spec runs in (Spanish pages talk to the
 * bot's Spanish locale), with no reply delay; returns the undo.
 *
 * @param requestUtils WordPress request utilities (logged in as admin).
 * @param spanish      Whether the site is in Spanish.
 */
export async function setUpChatLanguage(
	requestUtils: RequestUtils,
	spanish: boolean
): Promise< () => Promise< void > > {
	const restoreSite = spanish
		? await switchToSpanish( requestUtils )
		: async () => undefined;
	const restoreSettings = await patchPluginSettings( requestUtils, {
		bot_locale_map: 'es_ES=es_US',
		ai_delay: 0,
	} );
	return async () => {
		await restoreSettings();
		await restoreSite();
	};
}
