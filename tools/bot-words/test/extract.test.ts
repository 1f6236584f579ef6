/* @jest-environment node */
/**
 * The template's words come from the template: its utterances and prompts
 * in each locale, and the first turn exactly as the bot says it.
 */
import { readFileSync } from 'node:fs';

import { JOB_CATEGORIES } from '../../../dev/services/jobs/job-fixture';
import { parseLocaleWords } from '../../../src/chat/core/bot/locale-words';
import {
	botResourceOf,
	readBotTemplate,
	TEMPLATE_PATH,
	type Json,
} from '../../bot-template';
import { botWordsOf } from '../extract';

const words = botWordsOf( readBotTemplate() );

describe( 'the template’s words', () => {
	it( 'has every locale the template builds', () => {
		expect( Object.keys( words ).sort() ).toEqual( [ 'en_US', 'es_US' ] );
	} );

	it( 'lists each intent’s sample utterances, in English and Spanish', () => {
		expect( words.en_US.utterances.Help ).toContain( 'help' );
		expect( words.en_US.utterances.StartOver ).toContain( 'start over' );
		expect( words.en_US.utterances.Goodbye ).toContain( 'thanks' );
		expect( words.en_US.utterances.Welcome ).toContain( 'hi' );
		expect( words.es_US.utterances.Welcome ).toContain( 'hola' );
		// The fallback has no utterances of its own.
		expect( words.en_US.utterances.FallbackIntent ).toBeUndefined();
	} );

	it( 'starts with the greeting and the place question', () => {
		expect( words.en_US.firstTurn ).toEqual( {
			messages: [
				"Hi! I'm the careers assistant. I can help you find a job that suits you.",
				'Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.',
			],
			intentName: 'FindJobs',
			slotToElicit: 'location',
		} );
		expect( words.es_US.firstTurn?.messages ).toHaveLength( 2 );
		expect( words.es_US.firstTurn?.messages[ 1 ] ).toBe(
			words.es_US.prompts.FindJobs.location
		);
	} );

	it( 'keeps each slot’s prompt', () => {
		expect( words.en_US.prompts.FindJobs ).toEqual( {
			location:
				'Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.',
			areaInterest: 'Which area are you interested in?',
		} );
	} );

	it( 'gives the words candidates use for each of the job API’s 14 areas, in English and Spanish', () => {
		for ( const locale of [ 'en_US', 'es_US' ] ) {
			expect( Object.keys( words[ locale ].areaWords ).sort() ).toEqual(
				[ ...JOB_CATEGORIES ].sort()
			);
		}
		expect( words.en_US.areaWords.Nursing ).toEqual(
			expect.arrayContaining( [ 'nurse', 'nurses', 'RN' ] )
		);
		expect( words.en_US.areaWords[ 'Information Technology' ] ).toContain(
			'IT'
		);
		expect( words.en_US.areaWords[ 'Accounting & Finance' ] ).toContain(
			'accounting'
		);
		expect( words.es_US.areaWords.Nursing ).toEqual(
			expect.arrayContaining( [ 'enfermería', 'enfermera', 'enfermero' ] )
		);
		expect( words.es_US.areaWords[ 'Accounting & Finance' ] ).toContain(
			'contabilidad'
		);
		expect( words.es_US.areaWords.Sales ).toContain( 'ventas' );
		expect( words.es_US.areaWords[ 'Information Technology' ] ).toContain(
			'tecnología'
		);
	} );

	it( 'gives each word to one area only, none another area’s name', () => {
		for ( const locale of [ 'en_US', 'es_US' ] ) {
			const owner = new Map< string, string >();
			for ( const [ area, list ] of Object.entries(
				words[ locale ].areaWords
			) ) {
				for ( const word of [ area, ...list ] ) {
					const key = word.toLocaleLowerCase();
					expect( {
						locale,
						word,
						area: owner.get( key ) ?? area,
					} ).toEqual( { locale, word, area } );
					owner.set( key, area );
				}
			}
		}
	} );

	it( 'gives the words candidates put around a new place or area, in English and Spanish', () => {
		expect( words.en_US.correctionWords ).toEqual(
			expect.arrayContaining( [ 'actually', 'what about', 'instead' ] )
		);
		expect( words.es_US.correctionWords ).toEqual(
			expect.arrayContaining( [ 'mejor', 'y', 'en cambio' ] )
		);
		// None is a word the bot takes for a command.
		for ( const locale of [ 'en_US', 'es_US' ] ) {
			const commands = Object.values( words[ locale ].utterances )
				.flat()
				.map( ( utterance ) => utterance.toLocaleLowerCase() );
			for ( const phrase of words[ locale ].correctionWords ) {
				expect( commands ).not.toContain( phrase.toLocaleLowerCase() );
			}
		}
	} );

	it( 'reads back through the chat’s own parser unchanged', () => {
		const copy = JSON.parse( JSON.stringify( words.es_US ) ) as unknown;
		expect( parseLocaleWords( copy ) ).toEqual( words.es_US );
	} );

	it( 'gives no first turn when Lex could say either of two greetings', () => {
		const template = readTemplate();
		const group = welcomeClosing( template );
		group.Variations = [
			{
				PlainTextMessage: {
					Value: 'Hello there! Let’s find you a job.',
				},
			},
		];
		const varied = botWordsOf(
			botResourceOf( template as unknown as Json )
		);
		expect( varied.en_US.firstTurn ).toBeNull();
		expect( varied.es_US.firstTurn ).not.toBeNull();
	} );

	// The launcher shows the first turn as plain paragraphs, in the window's
	// markup, before the window's script (issue 34): the window would render
	// markdown or make a link of an address, so such a turn is not given.
	it.each( [
		[ 'markdown', 'Hi! I’m the **careers** assistant.' ],
		[ 'a web address', 'Hi! See www.example.test for help.' ],
	] )( 'gives no first turn when the greeting has %s', ( _kind, text ) => {
		const template = readTemplate();
		welcomeClosing( template ).Message = {
			PlainTextMessage: { Value: text },
		};
		const changed = botWordsOf(
			botResourceOf( template as unknown as Json )
		);
		expect( changed.en_US.firstTurn ).toBeNull();
		expect( changed.es_US.firstTurn ).not.toBeNull();
	} );
} );

interface MessageGroup {
	Message?: unknown;
	Variations?: unknown[];
}

interface Template {
	Resources: {
		Bot: {
			Properties: {
				BotLocales: {
					Intents: {
						Name: string;
						IntentClosingSetting?: {
							ClosingResponse: {
								MessageGroupsList: MessageGroup[];
							};
						};
					}[];
				}[];
			};
		};
	};
}

function readTemplate(): Template {
	return JSON.parse( readFileSync( TEMPLATE_PATH, 'utf8' ) ) as Template;
}

/**
 * The English Welcome intent's closing message group (the greeting).
 *
 * @param template The template, parsed.
 */
function welcomeClosing( template: Template ): MessageGroup {
	const welcome =
		template.Resources.Bot.Properties.BotLocales[ 0 ].Intents.find(
			( intent ) => intent.Name === 'Welcome'
		);
	const group =
		welcome?.IntentClosingSetting?.ClosingResponse.MessageGroupsList[ 0 ];
	if ( ! group ) {
		throw new Error( 'The template has no Welcome closing.' );
	}
	return group;
}
