/**
 * Issue 31, in every engine and in English and Spanish: the chat
 * understands a candidate's own words at each step, as the Lex stand-in
 * runs the template. A subset of the understanding corpus
 * (src/chat/core/test/corpus): greetings, help, thanks and "start over" at
 * the place question, the area question and after a search get their own
 * intent's answer and never look a place up or search; one sentence gives
 * both answers; "nurse" is Nursing; a state and two Portlands are offered
 * as choices; a new place after a search keeps the area; after the bot's
 * idle timeout nothing stale is sent, and the open question is asked
 * again. axe finds nothing in the new states; the timed-out line is
 * announced once.
 */
import {
	ENGLISH_CHAT_LABELS,
	SPANISH_CHAT_LABELS,
	StandIn,
	setUpChatLanguage,
	type ChatLabels,
} from './chat-helpers';
import { axeViolations } from './engines/axe';
import type { EngineSite } from './engines/site';
import { expect, test } from './fixtures';
import { Counts } from './helpers/stand-in-counts';

interface Language {
	name: string;
	spanish: boolean;
	labels: ChatLabels;
	/** The corpus's messages for this language. */
	says: {
		hello: string;
		help: string;
		thanks: string;
		startOver: string;
		sentence: string;
		nurse: string;
	};
	/** The template's answers (aws/recruiting-bot.template.json). */
	welcome: string;
	placeQuestion: string;
	areaQuestion: string;
	help: string;
	goodbye: string;
	startOver: string;
	closing: ( area: string, place: string ) => string;
	/** The chat's own lines (src/chat/window/lib/notice-text.ts). */
	places: ( typed: string ) => string;
	state: ( name: string ) => string;
	timedOut: string;
}

const ENGLISH: Language = {
	name: 'English',
	spanish: false,
	labels: ENGLISH_CHAT_LABELS,
	says: {
		hello: 'hi',
		help: 'help',
		thanks: 'thanks',
		startOver: 'Start over',
		sentence: 'nursing jobs in Austin, TX',
		nurse: 'nurse',
	},
	welcome:
		"Hi! I'm the careers assistant. I can help you find a job that suits you.",
	placeQuestion: 'Where would you like to work?',
	areaQuestion: 'Which area are you interested in?',
	help: 'I can help you find a job.',
	goodbye: 'Happy to help! Good luck with your job search.',
	startOver: "No problem, let's start over.",
	closing: ( area, place ) =>
		`Let me look for ${ area } jobs near ${ place }.`,
	places: ( typed ) =>
		`“${ typed }” could be more than one place. Please choose one, or type the city and state.`,
	state: ( name ) =>
		`${ name } is a whole state. Please choose a city there, or type a zip code or a city and state.`,
	timedOut:
		'This conversation timed out, so your message was not sent. It is back in the message box: send it again to carry on.',
};

const SPANISH: Language = {
	name: 'Spanish',
	spanish: true,
	labels: SPANISH_CHAT_LABELS,
	says: {
		hello: 'hola',
		help: 'ayuda',
		thanks: 'gracias',
		startOver: 'empezar de nuevo',
		sentence: 'empleos de enfermería en Austin, TX',
		nurse: 'ENFERMERA',
	},
	welcome:
		'¡Hola! Soy el asistente de empleo. Puedo ayudarte a encontrar un trabajo que te convenga.',
	placeQuestion: '¿Dónde te gustaría trabajar?',
	areaQuestion: '¿Qué área te interesa?',
	help: 'Puedo ayudarte a encontrar un empleo.',
	goodbye: '¡Con gusto! Mucha suerte con tu búsqueda de empleo.',
	startOver: 'Claro, empecemos de nuevo.',
	closing: ( area, place ) =>
		`Voy a buscar empleos de ${ area } cerca de ${ place }.`,
	places: ( typed ) =>
		`«${ typed }» puede ser más de un lugar. Elige uno, o escribe la ciudad y el estado.`,
	state: ( name ) =>
		`${ name } es un estado entero. Elige una ciudad allí, o escribe un código postal o una ciudad y un estado.`,
	timedOut:
		'La conversación había caducado, así que tu mensaje no se envió. Vuelve a estar en el cuadro de mensaje: envíalo de nuevo para continuar.',
};

const CANDIDATE = { cookies: [], origins: [] };

async function expectNoAxeViolations( site: EngineSite ): Promise< void > {
	expect(
		await axeViolations( site, '.wp-block-careers-frontend-chat-assistant' )
	).toEqual( [] );
}

/**
 * Make the stored conversation's last bot answer `seconds` older, as if
 * the candidate had left the tab; returns the Lex session id.
 * @param site    The page.
 * @param seconds How long ago.
 */
function ageConversation( site: EngineSite, seconds: number ) {
	return site.evaluate( ( ms ) => {
		const key = Object.keys( window.sessionStorage ).find( ( name ) =>
			name.endsWith( 'careersChat.conversation' )
		);
		// The runtime's prefixed storage: { date, data: JSON text }.
		const item = JSON.parse(
			( key && window.sessionStorage.getItem( key ) ) || '{}'
		) as { date?: string; data?: string };
		const saved = JSON.parse( item.data ?? '{}' ) as {
			activeAt?: number;
			sessionId?: string;
		};
		saved.activeAt = ( saved.activeAt ?? Date.now() ) - ms;
		window.sessionStorage.setItem(
			key ?? '',
			JSON.stringify( { ...item, data: JSON.stringify( saved ) } )
		);
		return saved.sessionId ?? '';
	}, seconds * 1000 );
}

for ( const language of [ ENGLISH, SPANISH ] ) {
	test.describe( `The chat understands a candidate’s words (${ language.name })`, () => {
		test.use( { storageState: CANDIDATE, chatLabels: language.labels } );
		let restore: () => Promise< void > = async () => undefined;

		test.beforeAll( async ( { requestUtils } ) => {
			restore = await setUpChatLanguage( requestUtils, language.spanish );
		} );

		test.afterAll( async () => {
			await restore();
		} );

		test(
			'at the place question and after a search: commands get their answer and never a lookup or a search; one sentence gives both; a new place keeps the area',
			{ tag: '@engines' },
			async ( { site, chat, request, services } ) => {
				// Eleven turns with the bot's reply delays and two axe scans.
				test.setTimeout( 180_000 );
				const counts = new Counts( request, services );
				const { says } = language;
				await chat.goto();
				await chat.open();
				await expect( chat.lastBotEntry() ).toContainText(
					language.placeQuestion
				);
				const before = await counts.now();

				await chat.say( says.hello );
				await expect( chat.transcript ).toContainText(
					language.welcome
				);
				await expect( chat.lastBotEntry() ).toContainText(
					language.placeQuestion
				);
				await chat.say( says.help );
				await expect( chat.transcript ).toContainText( language.help );
				await expect( chat.lastBotEntry() ).toContainText(
					language.placeQuestion
				);
				await chat.say( says.thanks );
				await expect( chat.lastBotEntry() ).toContainText(
					language.goodbye
				);
				expect( await counts.now() ).toEqual( before );

				// Two Portlands: offered, not searched.
				await chat.say( 'Portland' );
				await expect( chat.transcript ).toContainText(
					language.places( 'Portland' )
				);
				await expect( chat.panel.getByRole( 'button' ) ).toHaveText( [
					'Portland, ME',
					'Portland, OR',
				] );
				expect( ( await counts.now() ).searches ).toBe(
					before.searches
				);
				await expectNoAxeViolations( site );

				// One sentence: both answers, one lookup, then the search.
				await chat.say( says.sentence );
				await expect( chat.transcript ).toContainText(
					language.closing( 'Nursing', 'Austin, TX' )
				);
				await expect( chat.jobLinks().first() ).toBeVisible();
				const searched = await counts.now();
				expect( searched.searches ).toBe( before.searches + 1 );
				expect( await counts.lastSearch() ).toMatchObject( {
					SearchText: 'Nursing',
				} );

				// After the search: help and thanks answer, nothing searched.
				await chat.say( says.help );
				await expect( chat.lastBotEntry() ).toContainText(
					language.help
				);
				await chat.say( says.thanks );
				await expect( chat.lastBotEntry() ).toContainText(
					language.goodbye
				);
				expect( await counts.now() ).toEqual( searched );

				// A new place: the area still holds, nothing is asked again.
				await chat.say( 'San Antonio, TX' );
				await expect( chat.transcript ).toContainText(
					language.closing( 'Nursing', 'San Antonio, TX' )
				);
				await expect
					.poll( async () => ( await counts.now() ).searches )
					.toBe( searched.searches + 1 );
				expect( await counts.lastSearch() ).toMatchObject( {
					SearchText: 'Nursing',
				} );
				await expectNoAxeViolations( site );
			}
		);

		test(
			'at the area question: help and start over answer; a state is offered as its cities; "nurse" is Nursing',
			// Also under each freedom of the Lex stand-in (in English).
			{ tag: [ '@engines', '@freedoms' ] },
			async ( { site, chat, request, services } ) => {
				test.setTimeout( 120_000 );
				const counts = new Counts( request, services );
				const { says } = language;
				await chat.goto();
				await chat.open();
				await chat.say( 'Austin, TX' );
				await expect( chat.lastBotEntry() ).toContainText(
					language.areaQuestion
				);
				const before = await counts.now();
				await chat.say( says.help );
				await expect( chat.transcript ).toContainText( language.help );
				await expect( chat.lastBotEntry() ).toContainText(
					language.areaQuestion
				);
				await chat.say( says.startOver );
				await expect( chat.transcript ).toContainText(
					language.startOver
				);
				await expect( chat.lastBotEntry() ).toContainText(
					language.placeQuestion
				);
				expect( await counts.now() ).toEqual( before );

				// A state: its cities with jobs, from the job API.
				await chat.say( 'Texas' );
				await expect( chat.transcript ).toContainText(
					language.state( 'Texas' )
				);
				await expect(
					chat.panel.getByRole( 'button', {
						name: 'Austin, TX',
						exact: true,
					} )
				).toBeVisible();
				expect( ( await counts.now() ).searches ).toBe(
					before.searches
				);
				await expectNoAxeViolations( site );
				await chat.choose( 'Austin, TX' );
				await expect( chat.lastBotEntry() ).toContainText(
					language.areaQuestion
				);

				await chat.say( says.nurse );
				await expect( chat.transcript ).toContainText(
					language.closing( 'Nursing', 'Austin, TX' )
				);
				await expect( chat.jobLinks().first() ).toBeVisible();
			}
		);

		test(
			'after the bot’s idle timeout: the answer is not sent, the chat says so once and asks again; sent again, it searches',
			{ tag: '@engines' },
			async ( { site, chat, request, services } ) => {
				const counts = new Counts( request, services );
				const lex = new StandIn(
					request,
					services[ 'lex-runtime-v2' ]
				);
				await chat.goto();
				await chat.open();
				await chat.say( 'Austin, TX' );
				await expect( chat.lastBotEntry() ).toContainText(
					language.areaQuestion
				);

				// The candidate comes back after the timeout; Lex forgot.
				const sessionId = await ageConversation( site, 301 );
				const expired = await request.post(
					`${ services[ 'lex-runtime-v2' ] }__sessions/expire`,
					{ data: { sessionId } }
				);
				expect( await expired.json() ).toEqual( { expired: 1 } );
				await chat.goto();
				const calls = ( await lex.calls( 'RecognizeText' ) ).length;
				const before = await counts.now();

				await chat.say( 'Nursing' );
				await expect( chat.transcript ).toContainText(
					language.timedOut
				);
				await expect( chat.lastBotEntry() ).toContainText(
					language.areaQuestion
				);
				await expect( chat.input ).toHaveValue( 'Nursing' );
				await expect( chat.dialog.getByRole( 'status' ) ).toHaveText(
					new RegExp(
						`^${ language.timedOut.replace(
							/[.?¿]/g,
							'\\$&'
						) } ${ language.areaQuestion.replace(
							/[.?¿]/g,
							'\\$&'
						) }$`
					)
				);
				expect( await lex.calls( 'RecognizeText' ) ).toHaveLength(
					calls
				);
				expect( await counts.now() ).toEqual( before );
				await expectNoAxeViolations( site );

				await chat.input.press( 'Enter' );
				await chat.settled();
				await expect( chat.transcript ).toContainText(
					language.closing( 'Nursing', 'Austin, TX' )
				);
				await expect( chat.jobLinks().first() ).toBeVisible();
			}
		);
	} );
}
