/**
 * Page object and stand-in controls for the chat's end-to-end tests.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
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
}

export const ENGLISH_CHAT_LABELS: ChatLabels = {
	launcher: 'Chat with us',
	dialog: 'Careers assistant',
	input: 'Your message',
	transcript: 'Conversation',
	panel: 'Please select one',
};

export const SPANISH_CHAT_LABELS: ChatLabels = {
	launcher: 'Habla con nosotros',
	dialog: 'Asistente de empleo',
	input: 'Tu mensaje',
	transcript: 'Conversación',
	panel: 'Elige una opción',
};

/** The chat on the demo careers page. */
export class ChatPage {
	readonly launcher: Locator;
	readonly dialog: Locator;
	readonly input: Locator;
	readonly transcript: Locator;
	readonly entries: Locator;
	readonly liveRegion: Locator;
	/** The "Please select one" panel (the job API's areas, or places). */
	readonly panel: Locator;

	constructor(
		readonly page: Page,
		labels: ChatLabels = ENGLISH_CHAT_LABELS
	) {
		this.launcher = page.getByRole( 'button', { name: labels.launcher } );
		this.dialog = page.getByRole( 'dialog', { name: labels.dialog } );
		this.input = this.dialog.getByRole( 'textbox', {
			name: labels.input,
		} );
		this.transcript = this.dialog.getByRole( 'region', {
			name: labels.transcript,
		} );
		this.entries = this.transcript.locator( '.careers-chat__entry' );
		this.liveRegion = this.dialog.getByRole( 'status' );
		this.panel = this.dialog.getByRole( 'region', {
			name: labels.panel,
		} );
	}

	async goto(): Promise< void > {
		await this.page.goto( '/careers/' );
	}

	/**
	 * Open from the launcher; the chat leads (its start utterance), so
	 * wait until the bot's welcome has come.
	 */
	async open(): Promise< void > {
		await this.launcher.click();
		await expect( this.dialog ).toBeVisible();
		await expect( this.input ).toBeFocused();
		await this.settled();
	}

	/** The launcher whatever its state (role queries skip a hidden one). */
	launcherElement(): Locator {
		return this.page.locator( '.careers-chat__launcher' );
	}

	/**
	 * Type and press Enter, then wait until the turn is over.
	 *
	 * @param text What the candidate types.
	 */
	async say( text: string ): Promise< void > {
		await expect( this.input ).not.toHaveAttribute( 'readonly' );
		await this.input.fill( text );
		await this.input.press( 'Enter' );
		await this.settled();
	}

	async settled(): Promise< void > {
		await expect( this.input ).not.toHaveAttribute( 'readonly', {
			timeout: 30_000,
		} );
	}

	/** The newest bot entry's text. */
	lastBotEntry(): Locator {
		return this.transcript.locator( '.careers-chat__entry--bot' ).last();
	}

	errorEntries(): Locator {
		return this.transcript.locator( '.careers-chat__entry--error' );
	}

	/**
	 * A choice in the "Please select one" panel.
	 *
	 * @param name The choice's text.
	 */
	choice( name: string ): Locator {
		return this.panel.getByRole( 'button', { name, exact: true } );
	}

	/**
	 * Answer the place question the bot's welcome asked: it then asks for
	 * the area, and the panel lists the job API's areas. (The chat reads
	 * each message first: "hi" there is a greeting, not Hawaii; see
	 * chat-understanding.spec.ts.)
	 *
	 * @param place Where the candidate would like to work.
	 */
	async askForArea( place = 'Austin, TX' ): Promise< void > {
		await expect( this.lastBotEntry() ).toContainText( PLACE_QUESTION );
		await this.answerPlace( place );
	}

	/**
	 * Answer the place question: the bot's next row asks for the area,
	 * and the panel offers the areas.
	 *
	 * @param place    Where the candidate would like to work.
	 * @param question The area question in the page's language.
	 */
	async answerPlace(
		place: string,
		question = AREA_QUESTION
	): Promise< void > {
		const rows = await this.entries.count();
		await this.say( place );
		// The candidate's row, then the bot's question.
		await expect( this.entries.nth( rows + 1 ) ).toContainText( question );
		await expect( this.panel.getByRole( 'button' ).first() ).toBeVisible();
	}

	/**
	 * Answer the area question with a choice of the panel.
	 *
	 * @param name The area.
	 */
	async chooseArea( name: string ): Promise< void > {
		await this.choice( name ).click();
		await this.settled();
	}

	/**
	 * From the welcome, one search to its job list: the bot then waits
	 * for a new request, so a message such as "help" goes to it as it is.
	 */
	async finishASearch(): Promise< void > {
		await this.askForArea();
		await this.chooseArea( 'Nursing' );
		await expect( this.jobLinks().first() ).toBeVisible();
	}

	jobLinks(): Locator {
		return this.transcript.locator( '.careers-chat__job-title' );
	}
}

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
