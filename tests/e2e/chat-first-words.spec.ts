/**
 * Issue 34: the chat's first words at once, in English and in Spanish, in
 * every engine. The stand-ins hold every Cognito and Lex call (POST
 * /__hold) while the test looks: the greeting and the place question show
 * the moment the launcher is clicked, are announced once, axe finds
 * nothing; what is typed then shows and is sent once, in order, when the
 * calls go through. A bot deployed from another template answers other
 * words: they replace the shown ones, with no second copy. A returning
 * candidate's transcript shows at once from storage, Lex not asked. With
 * the window's script held (Chromium), what the candidate did on the first
 * words' own nodes is taken over: sent once, in order; draft, caret, focus.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

import { START_UTTERANCE } from '../../src/chat/core/conversation/conversation-types';
import {
	ENGLISH_CHAT_LABELS,
	SPANISH_CHAT_LABELS,
	type ChatLabels,
} from './chat-helpers';
import { axeViolations } from './engines/axe';
import { expect, patchPluginSettings, test } from './fixtures';
import { signInAs } from './helpers/candidate';
import { liveSaid, recordLiveRegions } from './helpers/live-regions';
import { useSpanishSite } from './helpers/spanish-site';
import {
	startStandInProcess,
	type StandInProcess,
} from './helpers/stand-in-process';
import type { ChatPage } from './pages/chat-page';

interface Language {
	name: string;
	spanish: boolean;
	labels: ChatLabels;
	/** The template's first turn in the page's bot locale. */
	welcome: string;
	place: string;
	nearMe: string;
	area: string;
	/** What the other template's bot says first instead. */
	otherWelcome: string;
}

const LANGUAGES: Language[] = [
	{
		name: 'English',
		spanish: false,
		labels: ENGLISH_CHAT_LABELS,
		welcome:
			"Hi! I'm the careers assistant. I can help you find a job that suits you.",
		place: 'Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.',
		nearMe: 'Find jobs near me',
		area: 'Which area are you interested in?',
		otherWelcome: 'Hello from a bot of another template.',
	},
	{
		name: 'Spanish',
		spanish: true,
		labels: SPANISH_CHAT_LABELS,
		welcome:
			'¡Hola! Soy el asistente de empleo. Puedo ayudarte a encontrar un trabajo que te convenga.',
		place: '¿Dónde te gustaría trabajar? Escribe un código postal de 5 dígitos o una ciudad y un estado, como Austin, TX.',
		nearMe: 'Buscar empleos cerca de mí',
		area: '¿Qué área te interesa?',
		otherWelcome: 'Hola desde un bot de otra plantilla.',
	},
];

const TEMPLATE = path.resolve(
	__dirname,
	'../../aws/recruiting-bot.template.json'
);

/**
 * The plugin's template with other greetings: a bot deployed from another
 * template. Returns the file's path.
 */
function otherTemplate(): string {
	let text = fs.readFileSync( TEMPLATE, 'utf8' );
	for ( const language of LANGUAGES ) {
		expect( text ).toContain( language.welcome );
		text = text.split( language.welcome ).join( language.otherWelcome );
	}
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'careers-bot-' ) );
	const file = path.join( dir, 'other.template.json' );
	fs.writeFileSync( file, text );
	return file;
}

/** One stand-in service's hold (dev/services/lib/hold.ts) and call log. */
class Held {
	constructor(
		private readonly request: APIRequestContext,
		private readonly url: string
	) {}

	async hold(): Promise< void > {
		expect(
			( await this.request.post( `${ this.url }__hold` ) ).status()
		).toBe( 201 );
	}

	async release(): Promise< void > {
		expect(
			( await this.request.delete( `${ this.url }__hold` ) ).ok()
		).toBe( true );
	}

	async waiting(): Promise< number > {
		return (
			await ( await this.request.get( `${ this.url }__hold` ) ).json()
		).waiting;
	}

	async calls(): Promise< Array< { details?: { text?: string } } > > {
		return ( await this.request.get( `${ this.url }__calls` ) ).json();
	}

	async reset(): Promise< void > {
		await this.release();
		await this.request.delete( `${ this.url }__calls` );
	}
}

async function entryTexts( chat: ChatPage ): Promise< string[] > {
	return chat.entries.allTextContents();
}

const count = ( texts: string[], text: string ) =>
	texts.filter( ( entry ) => entry.includes( text ) ).length;

test.use( { storageState: { cookies: [], origins: [] } } );

for ( const language of LANGUAGES ) {
	test.describe( `The chat’s first words in ${ language.name }`, () => {
		test.use( { chatLabels: language.labels } );
		let services: StandInProcess;
		let other: StandInProcess;
		let restoreSite: () => Promise< void > = async () => undefined;
		let restoreSettings: () => Promise< void > = async () => undefined;
		const settingsFor = ( running: StandInProcess ) => ( {
			bot_version: 'v2',
			bot_locale: 'en_US',
			bot_locale_map: '',
			cognito_endpoint: running.urls[ 'cognito-identity' ],
			lex_endpoint: running.urls[ 'lex-runtime-v2' ],
			ai_delay: 0,
		} );

		test.beforeAll( async ( { requestUtils } ) => {
			// Room for two stand-in processes' start (stand-in-process.ts).
			test.setTimeout( 180_000 );
			[ services, other ] = await Promise.all( [
				startStandInProcess( {} ),
				startStandInProcess( {
					SERVICES_BOT_TEMPLATE: otherTemplate(),
				} ),
			] );
			if ( language.spanish ) {
				restoreSite = await useSpanishSite( requestUtils );
			}
			restoreSettings = await patchPluginSettings(
				requestUtils,
				settingsFor( services )
			);
		} );

		test.afterAll( async () => {
			await restoreSettings();
			await restoreSite();
			await services?.close();
			await other?.close();
		} );

		test(
			'show before Cognito or Lex has answered, announced once, axe clean; what is typed then is sent once, in order',
			{ tag: '@engines' },
			async ( { site, chat, request } ) => {
				const cognito = new Held(
					request,
					services.urls[ 'cognito-identity' ]
				);
				const lex = new Held(
					request,
					services.urls[ 'lex-runtime-v2' ]
				);
				await cognito.reset();
				await lex.reset();
				await chat.goto();
				await cognito.hold();
				await lex.hold();
				try {
					await recordLiveRegions( site );
					await chat.launcher.click();
					await expect( chat.dialog ).toBeVisible();
					await expect( chat.entries ).toHaveCount( 2 );
					await expect( chat.entries.nth( 0 ) ).toContainText(
						language.welcome
					);
					await expect( chat.entries.nth( 1 ) ).toContainText(
						language.place
					);
					await expect(
						chat.dialog.getByRole( 'button', {
							name: language.nearMe,
						} )
					).toBeVisible();
					await expect( chat.input ).toBeFocused();
					expect( await axeViolations( site ) ).toEqual( [] );

					await chat.input.fill( 'Austin, TX' );
					await chat.input.press( 'Enter' );
					await expect( chat.entries ).toHaveCount( 3 );
					await expect( chat.entries.nth( 2 ) ).toContainText(
						'Austin, TX'
					);
					// The chat did ask: Cognito's call waits, none answered.
					await expect
						.poll( () => cognito.waiting(), { timeout: 30_000 } )
						.toBeGreaterThan( 0 );
					expect( await cognito.calls() ).toEqual( [] );
					expect( await lex.calls() ).toEqual( [] );
				} finally {
					await cognito.release();
					await lex.release();
				}

				await expect( chat.lastBotEntry() ).toContainText(
					language.area,
					{ timeout: 30_000 }
				);
				expect(
					( await lex.calls() ).map( ( call ) => call.details?.text )
				).toEqual( [ START_UTTERANCE, 'Austin, TX' ] );
				const texts = await entryTexts( chat );
				expect( count( texts, language.welcome ) ).toBe( 1 );
				expect( count( texts, language.place ) ).toBe( 1 );
				// The place question says "like Austin, TX" too: the rows sent.
				const sent = chat.userEntries();
				await expect( sent ).toHaveCount( 1 );
				await expect( sent ).toContainText( 'Austin, TX' );
				// Said once, by whichever region said it.
				expect(
					count( await liveSaid( site ), language.welcome )
				).toBe( 1 );
			}
		);

		// Chromium: Playwright's routing holds the window's script, so every
		// step below surely happens on the first words' own nodes.
		test( 'the window takes over what was done before its script came: a choice and a message sent once each, in order; the draft, its caret and focus kept', async ( {
			site,
			chat,
			page,
			request,
		} ) => {
			const lex = new Held( request, services.urls[ 'lex-runtime-v2' ] );
			await lex.reset();
			let letThrough: () => void = () => undefined;
			const held = new Promise< void >(
				( resolve ) => ( letThrough = resolve )
			);
			// Before any page: the idle prefetch waits too.
			await page.route( /\/build\/chat\/window\.js/, async ( route ) => {
				await held;
				await route.continue();
			} );
			const firstInputConnected = () =>
				page.evaluate(
					() =>
						(
							window as {
								__firstInput?: Element;
							}
						 ).__firstInput?.isConnected
				);
			const sent = chat.userEntries();
			try {
				// A candidate with a zip: the first words offer it.
				await signInAs( site, 'interest' );
				await chat.launcher.click();
				const zip = chat.dialog.getByRole( 'button', {
					name: '78701',
					exact: true,
				} );
				await expect( zip ).toBeVisible();
				await page.evaluate( () => {
					( window as { __firstInput?: Element } ).__firstInput =
						document.querySelector( '.careers-chat__input' ) ??
						undefined;
				} );
				await zip.click();
				await expect( sent ).toHaveCount( 1 );
				await expect( sent.nth( 0 ) ).toContainText( '78701' );
				await chat.input.fill( 'Nursing' );
				await chat.input.press( 'Enter' );
				await expect( sent ).toHaveCount( 2 );
				await expect( sent.nth( 1 ) ).toContainText( 'Nursing' );
				await chat.input.fill( 'Austin' );
				await page.evaluate( () =>
					document
						.querySelector< HTMLTextAreaElement >(
							'.careers-chat__input'
						)
						?.setSelectionRange( 1, 4 )
				);
				// Still the first words: the window's script has not come.
				expect( await firstInputConnected() ).toBe( true );
				expect( await lex.calls() ).toEqual( [] );
			} finally {
				letThrough();
			}

			// The window took over: its own nodes, the same words.
			await expect
				.poll( firstInputConnected, { timeout: 30_000 } )
				.toBe( false );
			await expect( chat.input ).toBeFocused();
			await expect( chat.input ).toHaveValue( 'Austin' );
			expect(
				await page.evaluate( () => {
					const input = document.querySelector< HTMLTextAreaElement >(
						'.careers-chat__input'
					);
					return [ input?.selectionStart, input?.selectionEnd ];
				} )
			).toEqual( [ 1, 4 ] );
			await expect( chat.dialog ).toHaveCount( 1 );
			// Lex hears the start, the zip, then the area: once each.
			await expect
				.poll(
					async () =>
						( await lex.calls() ).map(
							( call ) => call.details?.text
						),
					{ timeout: 30_000 }
				)
				.toEqual( [ START_UTTERANCE, '78701', 'Nursing' ] );
			await expect( chat.jobLinks().first() ).toBeVisible( {
				timeout: 30_000,
			} );
			await expect( sent ).toHaveCount( 2 );
			await expect( sent.nth( 0 ) ).toContainText( '78701' );
			await expect( sent.nth( 1 ) ).toContainText( 'Nursing' );
			const texts = await entryTexts( chat );
			expect( count( texts, language.welcome ) ).toBe( 1 );
			expect( count( texts, language.area ) ).toBe( 1 );
			expect(
				( await lex.calls() ).map( ( call ) => call.details?.text )
			).toEqual( [ START_UTTERANCE, '78701', 'Nursing' ] );
			await expect( chat.input ).toHaveValue( 'Austin' );
		} );

		test(
			'a bot whose first answer differs replaces the shown words, with no second copy',
			{ tag: '@engines' },
			async ( { chat, request, requestUtils } ) => {
				const restore = await patchPluginSettings(
					requestUtils,
					settingsFor( other )
				);
				const lex = new Held( request, other.urls[ 'lex-runtime-v2' ] );
				await lex.reset();
				try {
					await chat.goto();
					await lex.hold();
					await chat.launcher.click();
					await expect( chat.entries.nth( 0 ) ).toContainText(
						language.welcome
					);
					await lex.release();
					await expect( chat.entries.nth( 0 ) ).toContainText(
						language.otherWelcome,
						{ timeout: 30_000 }
					);
					await expect( chat.transcript ).not.toContainText(
						language.welcome
					);
					await expect( chat.entries ).toHaveCount( 2 );
					await expect( chat.entries.nth( 1 ) ).toContainText(
						language.place
					);
				} finally {
					await lex.release();
					await restore();
				}
			}
		);

		test(
			'a returning candidate’s transcript shows at once from storage, Lex not asked',
			{ tag: '@engines' },
			async ( { chat, request } ) => {
				const lex = new Held(
					request,
					services.urls[ 'lex-runtime-v2' ]
				);
				await lex.reset();
				await chat.goto();
				await chat.open();
				await chat.say( 'Austin, TX' );
				await expect( chat.lastBotEntry() ).toContainText(
					language.area
				);
				const before = await entryTexts( chat );
				const asked = ( await lex.calls() ).length;

				// Left open: the next page shows it open, from storage.
				await lex.hold();
				try {
					await chat.goto();
					await expect( chat.dialog ).toBeVisible();
					await expect( chat.lastBotEntry() ).toContainText(
						language.area
					);
					expect( await entryTexts( chat ) ).toEqual( before );
					expect( await lex.waiting() ).toBe( 0 );
					expect( await lex.calls() ).toHaveLength( asked );
				} finally {
					await lex.release();
				}
			}
		);
	} );
}
