/**
 * The chat on the demo careers page, in any engine, over the driver-neutral
 * `site` (in Chromium, the test's own `page`): found by role and label, so
 * it holds whether a choice comes in the bot's cards or in the chat's own
 * panel.
 */
import {
	AREA_QUESTION,
	ENGLISH_CHAT_LABELS,
	PLACE_QUESTION,
	type ChatLabels,
} from '../chat-helpers';
import { expect } from '../engines/expect';
import type { EngineLocator } from '../engines/locator';
import type { EngineSite } from '../engines/site';

export class ChatPage {
	readonly launcher: EngineLocator;
	readonly dialog: EngineLocator;
	readonly input: EngineLocator;
	readonly transcript: EngineLocator;
	readonly entries: EngineLocator;
	readonly liveRegion: EngineLocator;
	/** The "Please select one" panel (the job API's areas, or places). */
	readonly panel: EngineLocator;
	/** Offered once Lex's first answer came (not on the first words). */
	readonly newConversation: EngineLocator;

	constructor(
		readonly site: EngineSite,
		labels: ChatLabels = ENGLISH_CHAT_LABELS
	) {
		this.launcher = site.getByRole( 'button', { name: labels.launcher } );
		this.dialog = site.getByRole( 'dialog', { name: labels.dialog } );
		this.input = this.dialog.getByRole( 'textbox', { name: labels.input } );
		this.transcript = this.dialog.getByRole( 'region', {
			name: labels.transcript,
		} );
		this.entries = this.transcript.locator( '.careers-chat__entry' );
		this.liveRegion = this.dialog.getByRole( 'status' );
		this.panel = this.dialog.getByRole( 'region', { name: labels.panel } );
		this.newConversation = this.dialog.getByRole( 'button', {
			name: labels.newConversation,
		} );
	}

	async goto(): Promise< void > {
		await this.site.goto( '/careers/' );
	}

	/**
	 * Open from the launcher; the chat leads (its start utterance), so
	 * wait until the bot's welcome has come.
	 */
	async open(): Promise< void > {
		await this.launcher.click();
		await this.opened();
	}

	/**
	 * The window is open, its input focused, and the bot's welcome has
	 * come (after a click on the launcher made some other way).
	 */
	async opened(): Promise< void > {
		await expect( this.dialog ).toBeVisible();
		await expect( this.input ).toBeFocused();
		await this.settled();
	}

	/**
	 * Lex's first answer has come (the window offers a new conversation
	 * only then): what is said from now on is sent at once, not queued
	 * behind the first words, and the window's script has run.
	 *
	 * @param timeout How long to wait, when not the default.
	 */
	async firstAnswered( timeout?: number ): Promise< void > {
		await expect( this.newConversation ).toBeVisible(
			timeout ? { timeout } : {}
		);
	}

	/** The launcher whatever its state (role queries skip a hidden one). */
	launcherElement(): EngineLocator {
		return this.site.locator( '.careers-chat__launcher' );
	}

	/** The turn is over: the input takes text again. */
	async settled(): Promise< void > {
		await expect( this.input ).not.toHaveAttribute( 'readonly', {
			timeout: 30_000,
		} );
	}

	/**
	 * Type and press Enter, then wait until the turn is over.
	 *
	 * @param text What the candidate types.
	 */
	async say( text: string ): Promise< void > {
		await this.settled();
		await this.input.fill( text );
		await this.input.press( 'Enter' );
		await this.settled();
	}

	/**
	 * Take the newest choice of that name, wherever the chat offers it.
	 *
	 * @param name The button's text.
	 */
	async choose( name: string ): Promise< void > {
		await this.dialog
			.getByRole( 'button', { name, exact: true } )
			.last()
			.click();
		await this.settled();
	}

	/** The newest bot entry. */
	lastBotEntry(): EngineLocator {
		return this.transcript.locator( '.careers-chat__entry--bot' ).last();
	}

	/** The candidate's own rows. */
	userEntries(): EngineLocator {
		return this.transcript.locator( '.careers-chat__entry--user' );
	}

	errorEntries(): EngineLocator {
		return this.transcript.locator( '.careers-chat__entry--error' );
	}

	/**
	 * A choice in the "Please select one" panel.
	 *
	 * @param name The choice's text.
	 */
	choice( name: string ): EngineLocator {
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

	jobLinks(): EngineLocator {
		return this.transcript.locator( '.careers-chat__job-title' );
	}
}
