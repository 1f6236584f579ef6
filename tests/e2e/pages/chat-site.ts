/**
 * The chat on the demo careers page in any engine (tests/e2e/engines):
 * found by role and label only, so it holds whether a choice comes in the
 * bot's cards or in the chat's own panel.
 */
import { ENGLISH_CHAT_LABELS, type ChatLabels } from '../chat-helpers';
import { expect } from '../engines/expect';
import type { EngineLocator } from '../engines/locator';
import type { EngineSite } from '../engines/site';

export class ChatSite {
	readonly launcher: EngineLocator;
	readonly dialog: EngineLocator;
	readonly input: EngineLocator;
	readonly transcript: EngineLocator;
	readonly entries: EngineLocator;
	/** The "Please select one" panel (the job API's areas, or places). */
	readonly panel: EngineLocator;

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
		this.panel = this.dialog.getByRole( 'region', { name: labels.panel } );
	}

	async goto(): Promise< void > {
		await this.site.goto( '/careers/' );
	}

	/** Open from the launcher and wait for the bot's first message. */
	async open(): Promise< void > {
		await this.launcher.click();
		await expect( this.dialog ).toBeVisible();
		await expect( this.input ).toBeFocused();
		await this.settled();
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

	lastBotEntry(): EngineLocator {
		return this.transcript.locator( '.careers-chat__entry--bot' ).last();
	}

	jobLinks(): EngineLocator {
		return this.transcript.locator( '.careers-chat__job-title' );
	}
}
