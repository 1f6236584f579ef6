/**
 * Issue 41 in the browser, in every engine and in English and Spanish: a
 * subset of the answers corpus (src/chat/answers/test/corpus.ts) through
 * the real chat against the stand-ins. At the place question, at the area
 * question and after a search, a question gets the demo's answer (the
 * endpoint's, ranked in the browser) with a link that says where it goes
 * to the answer's page, then the open question again; a question the site
 * cannot answer gets the honest reply with the contact page. Nothing is
 * looked up or searched for a question; the panel still offers the areas;
 * a search keeps its jobs, and the next place searches with the area kept.
 * Each answer is announced once; axe finds nothing with answers shown.
 */
import {
	ENGLISH_CHAT_LABELS,
	SPANISH_CHAT_LABELS,
	setUpChatLanguage,
	type ChatLabels,
} from './chat-helpers';
import { axeViolations } from './engines/axe';
import type { EngineSite } from './engines/site';
import { expect, patchPluginSettings, test } from './fixtures';
import { liveSaid, recordLiveRegions } from './helpers/live-regions';
import {
	answerable,
	askAndSee,
	seededAnswer,
	unanswerable,
	type AnswersLanguage,
	type Shown,
} from './helpers/site-answers';
import { Counts } from './helpers/stand-in-counts';

interface Language {
	name: string;
	code: AnswersLanguage;
	labels: ChatLabels;
	/** The template's questions and closing (aws/recruiting-bot.template.json). */
	placeQuestion: string;
	areaQuestion: string;
	closing: ( area: string, place: string ) => string;
	/** The chat's own words (src/chat/window/lib/notice-text.ts). */
	moreAbout: ( title: string ) => string;
	cannot: string;
	contactLink: string;
	/** Corpus questions, at each step. */
	asks: {
		place: string[];
		placeNone: string;
		area: string;
		areaNone: string;
		results: string;
	};
}

const LANGUAGES: Language[] = [
	{
		name: 'English',
		code: 'en',
		labels: ENGLISH_CHAT_LABELS,
		placeQuestion: 'Where would you like to work?',
		areaQuestion: 'Which area are you interested in?',
		closing: ( area, place ) =>
			`Let me look for ${ area } jobs near ${ place }.`,
		moreAbout: ( title ) => `More about ${ title }`,
		cannot: 'Sorry, I can’t answer that question.',
		contactLink: 'Ask us on our contact page',
		asks: {
			place: [
				'Will your company sponsor my visa?',
				'can i telecommute',
			],
			placeNone: 'what time is it?',
			area: 'is the salery negotiable?',
			areaNone: 'do you sell gift cards?',
			results: 'how many vacation days would I have',
		},
	},
	{
		name: 'Spanish',
		code: 'es',
		labels: SPANISH_CHAT_LABELS,
		placeQuestion: '¿Dónde te gustaría trabajar?',
		areaQuestion: '¿Qué área te interesa?',
		closing: ( area, place ) =>
			`Voy a buscar empleos de ${ area } cerca de ${ place }.`,
		moreAbout: ( title ) => `Más sobre ${ title }`,
		cannot: 'Lo siento, no puedo responder a esa pregunta.',
		contactLink: 'Pregúntanos en nuestra página de contacto',
		asks: {
			place: [
				'necesito visa de trabajo, me la pueden patrocinar?',
				'se puede hacer teletrabajo',
			],
			placeNone: '¿qué hora es?',
			area: 'el salario es negociable?',
			areaNone: '¿venden tarjetas de regalo?',
			results: 'ofrecen seguro dental para la familia',
		},
	},
];

const CANDIDATE = { cookies: [], origins: [] };
const CONTACT = 'https://careers.example/contact/';

async function expectNoAxeViolations( site: EngineSite ): Promise< void > {
	expect(
		await axeViolations( site, '.wp-block-careers-frontend-chat-assistant' )
	).toEqual( [] );
}

for ( const language of LANGUAGES ) {
	test.describe( `The chat answers candidates’ questions (${ language.name })`, () => {
		test.use( { storageState: CANDIDATE, chatLabels: language.labels } );
		const restores: Array< () => Promise< void > > = [];

		test.beforeAll( async ( { requestUtils } ) => {
			restores.push(
				await setUpChatLanguage( requestUtils, language.code === 'es' )
			);
			restores.push(
				await patchPluginSettings( requestUtils, {
					contact_url: CONTACT,
				} )
			);
		} );

		test.afterAll( async () => {
			for ( const restore of restores.reverse() ) {
				await restore();
			}
		} );

		test(
			'at the place question, the area question and after a search: the answer with its page and the question again, or the honest reply with the contact page; nothing looked up; the search kept',
			{ tag: '@engines' },
			async ( { site, chat, request, services, baseURL } ) => {
				// Nine turns, two axe scans, on CI's two shared cores.
				test.setTimeout( 180_000 );
				const { code, asks } = language;
				const counts = new Counts( request, services );
				const answered = ( message: string ): Shown => {
					const answer = seededAnswer(
						code,
						answerable( code, message )
					);
					return {
						paragraphs: answer.paragraphs,
						linkName: language.moreAbout( answer.title ),
						href: new URL( answer.path, baseURL ).href,
					};
				};
				const honest: Shown = {
					paragraphs: [ language.cannot ],
					linkName: language.contactLink,
					href: CONTACT,
				};
				await chat.goto();
				await chat.open();
				await expect( chat.lastBotEntry() ).toContainText(
					language.placeQuestion
				);
				await recordLiveRegions( site );
				const before = await counts.now();

				// At the place question.
				for ( const message of asks.place ) {
					await askAndSee( chat, message, {
						...answered( message ),
						question: language.placeQuestion,
					} );
				}
				await askAndSee( chat, unanswerable( code, asks.placeNone ), {
					...honest,
					question: language.placeQuestion,
				} );
				expect( await counts.now() ).toEqual( before );
				await expectNoAxeViolations( site );

				// At the area question: the areas stay on offer.
				await chat.answerPlace( 'Austin, TX', language.areaQuestion );
				await askAndSee( chat, asks.area, {
					...answered( asks.area ),
					question: language.areaQuestion,
				} );
				await askAndSee( chat, unanswerable( code, asks.areaNone ), {
					...honest,
					question: language.areaQuestion,
				} );
				await chat.chooseArea( 'Nursing' );
				await expect( chat.transcript ).toContainText(
					language.closing( 'Nursing', 'Austin, TX' )
				);
				await expect( chat.jobLinks().first() ).toBeVisible();
				const searched = await counts.now();
				expect( searched ).toEqual( {
					lookups: before.lookups + 1,
					searches: before.searches + 1,
				} );

				// After a search: its jobs stay, nothing is searched again.
				const jobs = await chat.jobLinks().count();
				await askAndSee( chat, asks.results, answered( asks.results ) );
				await expect( chat.jobLinks() ).toHaveCount( jobs );
				expect( await counts.now() ).toEqual( searched );
				await expectNoAxeViolations( site );

				// The next place searches, the area kept.
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

				// Each answer announced once, with where its link goes.
				const said = await liveSaid( site );
				for ( const message of [
					...asks.place,
					asks.area,
					asks.results,
				] ) {
					const { paragraphs, linkName } = answered( message );
					const spoken = said.filter( ( text ) =>
						text.includes( paragraphs[ 0 ] )
					);
					expect( spoken ).toHaveLength( 1 );
					expect( spoken[ 0 ] ).toContain( linkName );
				}
				expect(
					said.filter( ( text ) => text.includes( language.cannot ) )
				).toHaveLength( 2 );
			}
		);
	} );
}
