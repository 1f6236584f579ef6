/**
 * Issue 16, the chat side, in English and in Spanish: the chat leads with
 * the bot's welcome and starter choices, a place typed first answers the
 * place question, choices come once, the launcher steps aside and counts
 * what comes while it is closed, a search that finds nothing widens one
 * click at a time, and what a visitor told the chat is forgotten by "New
 * conversation", by the bot's "start over" and at sign-out.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import {
	ChatPage,
	ENGLISH_CHAT_LABELS,
	SPANISH_CHAT_LABELS,
	StandIn,
	setUpChatLanguage,
	type ChatLabels,
} from './chat-helpers';
import { expect, test } from './fixtures';
import {
	readSessionStorage,
	readStoredData,
	rootState,
	signInAs,
} from './helpers/candidate';

interface Language {
	name: string;
	spanish: boolean;
	labels: ChatLabels;
	welcome: string;
	starterGroup: string;
	starters: string[];
	placeFirst: string;
	areaQuestion: string;
	panel: string;
	close: string;
	newConversation: string;
	startOver: string;
	allJobs: RegExp;
	unread: ( count: string ) => string;
	steps: Array< [ text: string, button: string ] >;
	otherAreas: string;
	areaChoice: RegExp;
	/** A returning candidate's first choice (Nursing near 78701). */
	returning: string;
	/** The sign-in menu: its name, its toggle and its log-out button. */
	menu: [ string, string, string ];
}

const ENGLISH: Language = {
	name: 'English',
	spanish: false,
	labels: ENGLISH_CHAT_LABELS,
	welcome:
		"Hi! I'm the careers assistant. Where would you like to work? Type a city and state or a zip code, or tell me the area you're interested in.",
	starterGroup: 'How can I help?',
	starters: [ 'Find jobs near me', 'Browse by area', 'Help' ],
	placeFirst: 'Great, Chicago, IL.',
	areaQuestion: 'Which area are you interested in?',
	panel: 'Please select one',
	close: 'Close chat',
	newConversation: 'New conversation',
	startOver: 'start over',
	allJobs: /^See (all \d+ matching jobs|the 1 matching job)/,
	unread: ( count ) => `New messages from the assistant: ${ count }`,
	steps: [
		[
			'No Accounting & Finance jobs within 50 miles of Denver, CO.',
			'Search within 100 miles',
		],
		[
			'No Accounting & Finance jobs within 100 miles of Denver, CO.',
			'Search within 250 miles',
		],
		[
			'No Accounting & Finance jobs within 250 miles of Denver, CO.',
			'Show remote Accounting & Finance jobs',
		],
		[
			'No remote Accounting & Finance jobs right now.',
			'Show other areas near Denver, CO',
		],
	],
	otherAreas: 'Other areas with jobs near Denver, CO:',
	areaChoice: /^Nursing: \d+ jobs?$/,
	returning: 'Jobs in Nursing near 78701',
	menu: [ 'Candidate profile', 'My account', 'Log out' ],
};

const SPANISH: Language = {
	name: 'Spanish',
	spanish: true,
	labels: SPANISH_CHAT_LABELS,
	welcome:
		'¡Hola! Soy el asistente de empleo. ¿Dónde te gustaría trabajar? Escribe una ciudad y un estado o un código postal, o dime qué área te interesa.',
	starterGroup: '¿En qué puedo ayudarte?',
	starters: [ 'Buscar empleos cerca de mí', 'Explorar por área', 'Ayuda' ],
	placeFirst: 'Muy bien, Chicago, IL.',
	areaQuestion: '¿Qué área te interesa?',
	panel: 'Elige una opción',
	close: 'Cerrar el chat',
	newConversation: 'Nueva conversación',
	startOver: 'empezar de nuevo',
	allJobs: /^Ver (las \d+ ofertas que encajan|1 oferta que encaja)/,
	unread: ( count ) => `Mensajes nuevos del asistente: ${ count }`,
	steps: [
		[
			'No hay empleos de Accounting & Finance a menos de 50 millas de Denver, CO.',
			'Buscar a menos de 100 millas',
		],
		[
			'No hay empleos de Accounting & Finance a menos de 100 millas de Denver, CO.',
			'Buscar a menos de 250 millas',
		],
		[
			'No hay empleos de Accounting & Finance a menos de 250 millas de Denver, CO.',
			'Ver empleos de Accounting & Finance en remoto',
		],
		[
			'Ahora mismo no hay empleos de Accounting & Finance en remoto.',
			'Ver otras áreas cerca de Denver, CO',
		],
	],
	otherAreas: 'Otras áreas con empleos cerca de Denver, CO:',
	areaChoice: /^Nursing: \d+ empleos?$/,
	returning: 'Empleos de Nursing cerca de 78701',
	menu: [ 'Perfil del candidato', 'Mi cuenta', 'Cerrar sesión' ],
};

async function expectNoAxeViolations( page: Page ): Promise< void > {
	const results = await new AxeBuilder( { page } )
		.include( '.wp-block-careers-frontend-chat-assistant' )
		.analyze();
	expect( results.violations ).toEqual( [] );
}

for ( const language of [ ENGLISH, SPANISH ] ) {
	test.describe( `The chat leads (${ language.name })`, () => {
		let restore: () => Promise< void > = async () => undefined;

		test.beforeAll( async ( { requestUtils } ) => {
			restore = await setUpChatLanguage( requestUtils, language.spanish );
		} );

		test.afterAll( async () => {
			await restore();
		} );

		test( 'first open asks the first question, with starter choices, before any typing', async ( {
			page,
		} ) => {
			const chat = new ChatPage( page, language.labels );
			await chat.goto();
			await chat.open();
			await expect( chat.transcript ).toContainText( language.welcome );
			const starters = chat.transcript.getByRole( 'group', {
				name: language.starterGroup,
			} );
			await expect( starters.getByRole( 'button' ) ).toHaveText(
				language.starters
			);
			await expect(
				chat.transcript.locator( '.careers-chat__entry--user' )
			).toHaveCount( 0 );
			// One set of choices, and no decorative images.
			await expect(
				chat.dialog.getByRole( 'region', { name: language.panel } )
			).toHaveCount( 0 );
			await expect( chat.transcript.locator( 'img' ) ).toHaveCount( 0 );
			await expectNoAxeViolations( page );
		} );

		test( 'a signed-in candidate with an area and a zip is offered those jobs first, one click away', async ( {
			page,
		} ) => {
			await signInAs( page, 'interest' );
			const chat = new ChatPage( page, language.labels );
			await chat.open();
			const first = chat.transcript
				.getByRole( 'group', { name: language.starterGroup } )
				.getByRole( 'button' )
				.first();
			await expect( first ).toHaveText( language.returning );
			await first.click();
			await expect( chat.jobLinks().first() ).toBeVisible();
		} );

		test( 'a place typed first answers the place question; the area choices come once and stay, disabled, once used', async ( {
			page,
		} ) => {
			const chat = new ChatPage( page, language.labels );
			await chat.goto();
			await chat.open();
			await chat.say( 'Chicago, IL' );
			await expect( chat.transcript ).toContainText(
				language.placeFirst
			);
			await expect( chat.transcript ).toContainText(
				language.areaQuestion
			);
			await expect(
				chat.transcript.locator( '.careers-chat__card' ).last()
			).toBeVisible();
			await expect(
				chat.dialog.getByRole( 'region', { name: language.panel } )
			).toHaveCount( 0 );
			// The starter choices were not used, but the candidate moved on.
			await expect(
				chat.transcript
					.getByRole( 'group', { name: language.starterGroup } )
					.getByRole( 'button' )
					.first()
			).toBeDisabled();

			const nursing = chat.cardButton( 'Nursing' );
			await nursing.click();
			await expect( chat.jobLinks().first() ).toBeVisible();
			await expect( nursing ).toBeVisible();
			await expect( nursing ).toBeDisabled();
			// An accessible list: each job a list item with its link and place.
			const jobs = chat.transcript.locator( '.careers-chat__job-list' );
			await expect( jobs.getByRole( 'listitem' ).first() ).toBeVisible();
			await expect(
				jobs
					.getByRole( 'listitem' )
					.first()
					.locator( '.careers-chat__job-location' )
			).toContainText( /, [A-Z]{2}$/ );
			await expect(
				chat.transcript.getByRole( 'link', { name: language.allJobs } )
			).toHaveAttribute( 'href', /^\/jobs\/\?location=Chicago/ );
			// The first job's link is reached by keyboard.
			await jobs.getByRole( 'link' ).first().focus();
			await expect( jobs.getByRole( 'link' ).first() ).toBeFocused();
			await expectNoAxeViolations( page );
		} );

		test( 'the launcher steps aside while the window is open, and counts what came while closed, saying each count once', async ( {
			page,
		} ) => {
			const chat = new ChatPage( page, language.labels );
			await chat.goto();
			await chat.open();
			await expect( chat.launcherElement() ).toBeHidden();
			await chat.dialog
				.getByRole( 'button', { name: language.close } )
				.click();
			await expect( chat.launcher ).toBeVisible();
			await expect( chat.launcher ).toBeFocused();

			await chat.launcher.click();
			await chat.settled();
			await chat.say( 'Austin, TX' );
			// Every text the launcher's live region takes, in order.
			await page.evaluate( () => {
				const region = document.querySelector(
					'.careers-chat__unread-status'
				);
				const seen: string[] = [];
				( window as unknown as { unreadSeen: string[] } ).unreadSeen =
					seen;
				new MutationObserver( () =>
					seen.push( region?.textContent ?? '' )
				).observe( region as Node, {
					childList: true,
					characterData: true,
					subtree: true,
				} );
			} );
			await chat.input.fill( 'Nursing' );
			await chat.input.press( 'Enter' );
			await page.keyboard.press( 'Escape' );
			await expect( chat.dialog ).toBeHidden();
			// The job list comes after a pause: it arrives while closed.
			const badge = chat
				.launcherElement()
				.locator( '.careers-chat__unread' );
			await expect( badge ).toBeVisible();
			await expect( badge ).toHaveText( /^[12]$/ );
			// The job list is in the stored transcript: nothing more is coming.
			await expect
				.poll( async () =>
					Object.values( await readSessionStorage( page ) ).some(
						( value ) =>
							value
								.replace( /\\/g, '' )
								.includes( '"kind":"jobs"' )
					)
				)
				.toBe( true );
			const count = ( await badge.textContent() ) ?? '';
			await expect(
				page.locator( '.careers-chat__unread-status' )
			).toHaveText( language.unread( count ) );
			await expect( chat.launcher ).toHaveAccessibleDescription(
				language.unread( count )
			);
			const seen = await page.evaluate(
				() =>
					( window as unknown as { unreadSeen: string[] } ).unreadSeen
			);
			// Each count was said once, growing, ending with this one.
			expect( seen.filter( Boolean ) ).toEqual(
				[ ...new Set( seen.filter( Boolean ) ) ].sort()
			);
			expect( seen.filter( Boolean ).at( -1 ) ).toBe(
				language.unread( count )
			);
			await expectNoAxeViolations( page );

			await chat.launcher.click();
			await expect( chat.dialog ).toBeVisible();
			await expect( badge ).toBeHidden();
			await expect(
				page.locator( '.careers-chat__unread-status' )
			).toHaveText( '' );
			await expect( chat.jobLinks().first() ).toBeVisible();
		} );

		test( 'a search that finds nothing offers 100 miles, 250 miles, remote jobs and other areas in turn, one job API call a click, and lands on jobs', async ( {
			page,
			request,
			services,
		} ) => {
			const jobApi = new StandIn( request, services.jobs );
			const chat = new ChatPage( page, language.labels );
			await chat.goto();
			await chat.open();
			await chat.say( 'Denver, CO' );
			await jobApi.reset();
			await chat.cardButton( 'Accounting & Finance' ).click();
			await expect( chat.transcript ).toContainText(
				language.steps[ 0 ][ 0 ]
			);
			await expectNoAxeViolations( page );
			for ( const [
				index,
				[ text, button ],
			] of language.steps.entries() ) {
				await expect( chat.transcript ).toContainText( text );
				expect( await jobApi.calls() ).toHaveLength( index + 1 );
				const step = chat.transcript.getByRole( 'button', {
					name: button,
				} );
				await step.click();
				await expect( step ).toBeDisabled();
			}
			await expect( chat.transcript ).toContainText(
				language.otherAreas
			);
			expect( await jobApi.calls() ).toHaveLength(
				language.steps.length + 1
			);
			await expectNoAxeViolations( page );
			const other = chat.transcript.getByRole( 'button', {
				name: language.areaChoice,
			} );
			await other.click();
			await expect( chat.jobLinks().first() ).toBeVisible();
			await expect( other ).toBeDisabled();
			expect( await jobApi.calls() ).toHaveLength(
				language.steps.length + 2
			);
			await expect(
				chat.transcript.locator( '.careers-chat__no-jobs' )
			).toHaveCount( 0 );
		} );

		test( 'remote jobs carry a Remote badge', async ( { page } ) => {
			const chat = new ChatPage( page, language.labels );
			await chat.goto();
			await chat.open();
			await chat.say( 'Anchorage, AK' );
			await chat.cardButton( 'Sales' ).click();
			for ( const [ , button ] of language.steps.slice( 0, 3 ) ) {
				await chat.transcript
					.getByRole( 'button', {
						name: button.replace( 'Accounting & Finance', 'Sales' ),
					} )
					.click();
			}
			await expect( chat.jobLinks().first() ).toBeVisible();
			const badges = chat.transcript.locator( '.careers-chat__badge' );
			await expect( badges.first() ).toHaveText(
				language.spanish ? 'En remoto' : 'Remote'
			);
			await expect( badges ).toHaveCount( await chat.jobLinks().count() );
		} );

		test( 'what a visitor told the chat is kept for the page, and forgotten by New conversation, by "start over" and at sign-out', async ( {
			page,
		} ) => {
			const chat = new ChatPage( page, language.labels );
			await chat.goto();
			await chat.open();
			// The transcript keeps earlier results: wait for this search's own.
			const chooseNursingNearAustin = async () => {
				const before = await chat.jobLinks().count();
				await chat.say( 'Austin, TX' );
				await chat.cardButton( 'Nursing' ).click();
				await expect
					.poll( () => chat.jobLinks().count() )
					.toBeGreaterThan( before );
			};
			await chooseNursingNearAustin();
			expect( await readStoredData( page, 'candidate' ) ).toMatchObject( {
				areaInterest: 'Nursing',
				latitude: expect.any( Number ),
				longitude: expect.any( Number ),
				from_chat: true,
			} );
			// Never signed in: no candidate id, no name, signed-out page.
			expect(
				await readStoredData( page, 'candidate' )
			).not.toHaveProperty( 'candidateId' );
			expect( await rootState( page ) ).toBe( 'signed-out' );

			await chat.dialog
				.getByRole( 'button', { name: language.newConversation } )
				.click();
			await chat.settled();
			expect( await readStoredData( page, 'candidate' ) ).toBeNull();
			await expect( chat.transcript ).toContainText( language.welcome );

			await chooseNursingNearAustin();
			expect( await readStoredData( page, 'candidate' ) ).not.toBeNull();
			await chat.say( language.startOver );
			expect( await readStoredData( page, 'candidate' ) ).toBeNull();

			await chooseNursingNearAustin();
			expect( await readStoredData( page, 'candidate' ) ).not.toBeNull();
			await signInAs( page, 'normal' );
			const [ menuName, toggle, logOut ] = language.menu;
			const menu = page.getByRole( 'navigation', { name: menuName } );
			await menu.getByRole( 'button', { name: toggle } ).click();
			await menu.getByRole( 'button', { name: logOut } ).click();
			await page.waitForURL( ( url ) => url.pathname === '/' );
			expect( await readStoredData( page, 'candidate' ) ).toBeNull();
			await chat.goto();
			expect( await rootState( page ) ).toBe( 'signed-out' );
			expect( await readStoredData( page, 'candidate' ) ).toBeNull();
		} );
	} );
}
