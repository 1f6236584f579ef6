/**
 * Issue 16, the chat side, in English and in Spanish: the chat leads with
 * the bot's welcome and place question, the areas come once (the job API's,
 * in the chat's panel), the launcher steps aside and counts what comes
 * while it is closed, a search that finds nothing widens one click at a
 * time, and what a visitor told the chat is forgotten by "New
 * conversation", by the bot's "start over" and at sign-out.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { JOB_CATEGORIES } from '../../dev/services/jobs/job-fixture';
import {
	ENGLISH_CHAT_LABELS,
	SPANISH_CHAT_LABELS,
	StandIn,
	setUpChatLanguage,
	type ChatLabels,
} from './chat-helpers';
import { expect, test } from './fixtures';
import type { ChatPage } from './pages/chat-page';
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
	placeQuestion: string;
	areaQuestion: string;
	close: string;
	startOver: string;
	allJobs: RegExp;
	unread: ( count: string ) => string;
	steps: Array< [ text: string, button: string ] >;
	otherAreas: string;
	areaChoice: RegExp;
	/** The sign-in menu: its name, its toggle and its log-out button. */
	menu: [ string, string, string ];
	nearMe: string;
}

const ENGLISH: Language = {
	name: 'English',
	spanish: false,
	labels: ENGLISH_CHAT_LABELS,
	welcome:
		"Hi! I'm the careers assistant. I can help you find a job that suits you.",
	placeQuestion:
		'Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.',
	areaQuestion: 'Which area are you interested in?',
	close: 'Close chat',
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
	menu: [ 'Candidate profile', 'My account', 'Log out' ],
	nearMe: 'Find jobs near me',
};

const SPANISH: Language = {
	name: 'Spanish',
	spanish: true,
	labels: SPANISH_CHAT_LABELS,
	welcome:
		'¡Hola! Soy el asistente de empleo. Puedo ayudarte a encontrar un trabajo que te convenga.',
	placeQuestion:
		'¿Dónde te gustaría trabajar? Escribe un código postal de 5 dígitos o una ciudad y un estado, como Austin, TX.',
	areaQuestion: '¿Qué área te interesa?',
	close: 'Cerrar el chat',
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
	menu: [ 'Perfil del candidato', 'Mi cuenta', 'Cerrar sesión' ],
	nearMe: 'Buscar empleos cerca de mí',
};

async function expectNoAxeViolations( page: Page ): Promise< void > {
	const results = await new AxeBuilder( { page } )
		.include( '.wp-block-careers-frontend-chat-assistant' )
		.analyze();
	expect( results.violations ).toEqual( [] );
}

for ( const language of [ ENGLISH, SPANISH ] ) {
	test.describe( `The chat leads (${ language.name })`, () => {
		test.use( { chatLabels: language.labels } );
		let restore: () => Promise< void > = async () => undefined;

		test.beforeAll( async ( { requestUtils } ) => {
			restore = await setUpChatLanguage( requestUtils, language.spanish );
		} );

		test.afterAll( async () => {
			await restore();
		} );

		test( 'first open greets and asks the first question, before any typing', async ( {
			chat,
			page,
		} ) => {
			await chat.goto();
			await chat.open();
			await expect( chat.transcript ).toContainText( language.welcome );
			await expect( chat.lastBotEntry() ).toContainText(
				language.placeQuestion
			);
			await expect( chat.userEntries() ).toHaveCount( 0 );
			// No bot card, and no decorative images.
			await expect(
				chat.transcript.locator( '.careers-chat__card' )
			).toHaveCount( 0 );
			await expect( chat.transcript.locator( 'img' ) ).toHaveCount( 0 );
			await expectNoAxeViolations( page );
		} );

		test( 'a signed-in candidate with an area and a zip is offered them first, one click each', async ( {
			chat,
			page,
		} ) => {
			await signInAs( page, 'interest' );
			await chat.open();
			// "Find jobs near me" first, then the candidate's own zip.
			await expect( chat.panel.getByRole( 'button' ) ).toHaveText( [
				language.nearMe,
				'78701',
			] );
			await chat.choice( '78701' ).click();
			await chat.settled();
			await expect( chat.lastBotEntry() ).toContainText(
				language.areaQuestion
			);
			const first = chat.panel.getByRole( 'button' ).first();
			await expect( first ).toHaveText( 'Nursing' );
			await first.click();
			await expect( chat.jobLinks().first() ).toBeVisible();
		} );

		test( 'a typed place answers the place question; the areas come once, the job API’s, in the panel', async ( {
			chat,
			page,
		} ) => {
			// A long journey (several turns and searches): 46–57 s measured in CI's
			// six workers on two cores, near the 60 s test timeout.
			test.slow();
			await chat.goto();
			await chat.open();
			await chat.answerPlace( 'Chicago, IL', language.areaQuestion );
			await expect( chat.panel.getByRole( 'button' ) ).toHaveText(
				[ ...JOB_CATEGORIES ].sort()
			);
			await expect(
				chat.transcript.locator( '.careers-chat__card' )
			).toHaveCount( 0 );
			await expectNoAxeViolations( page );

			await chat.chooseArea( 'Nursing' );
			await expect( chat.jobLinks().first() ).toBeVisible();
			// The question is answered: its choices go.
			await expect( chat.panel ).toBeHidden();
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
			chat,
			page,
		} ) => {
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
			chat,
			page,
			request,
			services,
		} ) => {
			// A long journey (several turns and searches): 46–57 s measured in CI's
			// six workers on two cores, near the 60 s test timeout.
			test.slow();
			const jobApi = new StandIn( request, services.jobs );
			await chat.goto();
			await chat.open();
			// The areas in the panel come first, then the counted searches.
			await chat.answerPlace( 'Denver, CO', language.areaQuestion );
			await jobApi.reset();
			await chat.choice( 'Accounting & Finance' ).click();
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

		test( 'remote jobs carry a Remote badge', async ( { chat } ) => {
			await chat.goto();
			await chat.open();
			await chat.answerPlace( 'Anchorage, AK', language.areaQuestion );
			await chat.chooseArea( 'Sales' );
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

		/**
		 * Search Nursing near Austin, TX from the place question; the
		 * transcript keeps earlier results, so wait for this search's own.
		 *
		 * @param chat The chat, asking for a place.
		 */
		const chooseNursingNearAustin = async ( chat: ChatPage ) => {
			const before = await chat.jobLinks().count();
			await chat.answerPlace( 'Austin, TX', language.areaQuestion );
			await chat.chooseArea( 'Nursing' );
			await expect
				.poll( () => chat.jobLinks().count() )
				.toBeGreaterThan( before );
		};

		test( 'what a visitor told the chat is kept for the page, and forgotten by New conversation and at sign-out', async ( {
			chat,
			page,
		} ) => {
			await chat.goto();
			await chat.open();
			await chooseNursingNearAustin( chat );
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

			await chat.newConversation.click();
			await chat.settled();
			expect( await readStoredData( page, 'candidate' ) ).toBeNull();
			await expect( chat.transcript ).toContainText( language.welcome );

			await chooseNursingNearAustin( chat );
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

		test( 'what a visitor told the chat is forgotten by "start over"', async ( {
			chat,
			page,
		} ) => {
			// The bot removes nothing on "start over" (the shared bot
			// design): the chat forgets the search on the StartOver reply.
			await chat.goto();
			await chat.open();
			await chooseNursingNearAustin( chat );
			expect( await readStoredData( page, 'candidate' ) ).not.toBeNull();
			await chat.say( language.startOver );
			await expect( chat.lastBotEntry() ).toContainText(
				language.placeQuestion
			);
			expect( await readStoredData( page, 'candidate' ) ).toBeNull();

			await chooseNursingNearAustin( chat );
			expect( await readStoredData( page, 'candidate' ) ).not.toBeNull();
		} );
	} );
}
