/* @jest-environment node */
/**
 * Adding a language is data (docs/adding-a-language.md): a made-up locale,
 * `xx_XX` (each English word backwards), added to a copy of the template
 * with its grammar words file and answers, and no code edited. The
 * template reader, the bot words build, the Lex stand-in, the chat's
 * reading and the answers' ranking all take it.
 */
import { loadBotDefinition } from '../../../dev/services/bot/definition';
import { JOB_CATEGORIES } from '../../../dev/services/jobs/job-fixture';
import { runTurn } from '../../../dev/services/bot/turn';
import { demoAnswers } from '../../../src/chat/answers/test/demo-answers';
import {
	findAnswer,
	loadLanguageData,
	type Answer,
} from '../../../src/chat/answers';
import { templateWords } from '../../../src/chat/core/conversation/template-words';
import {
	areaNames,
	grammarOf,
	readMessage,
} from '../../../src/chat/core/understand';
import { utteranceOf } from '../../../src/chat/core/understand/commands';
import { readBotTemplate } from '../../bot-template';
import { botWordsOf } from '../extract';
import { readLanguages } from '../languages';
import {
	addLocale,
	localesOf,
	pseudo,
	pseudoLocale,
	scratch,
	templateJson,
	type Scratch,
} from './template-copy';

/** The made-up language's grammar words: English's, backwards. */
const XX = {
	linkWords: [ 'ni', 'raen', 'esaelp' ],
	joinWords: [ 'dna', 'fo' ],
	wordEndings: [],
};

let files: Scratch;
let templatePath: string;
let languagesDir: string;

beforeAll( () => {
	files = scratch();
	const template = templateJson();
	const [ english ] = localesOf( template );
	addLocale( template, {
		...( pseudoLocale( english ) as typeof english ),
		LocaleId: 'xx_XX',
	} );
	templatePath = files.writeTemplate( template );
	languagesDir = files.writeLanguages( { xx: XX } );
} );

afterAll( () => files.remove() );

const buildWords = () =>
	botWordsOf(
		readBotTemplate( templatePath ),
		readLanguages( languagesDir )
	);

describe( 'a made-up locale added as data', () => {
	it( 'is read by the template reader', () => {
		expect(
			readBotTemplate( templatePath ).locales.map(
				( locale ) => Object( locale ).LocaleId
			)
		).toEqual( [ 'en_US', 'es_US', 'xx_XX' ] );
	} );

	it( 'gets its words from the bot words build: utterances, prompts, first turn, area and correction words', () => {
		const words = buildWords().xx_XX;
		expect( words.utterances.Help ).toContain( 'pleh' );
		expect( words.prompts.FindJobs.areaInterest ).toBe(
			pseudo( 'Which area are you interested in?' )
		);
		expect( words.firstTurn?.messages.at( -1 ) ).toBe(
			words.prompts.FindJobs.location
		);
		expect( words.areaWords.Nursing ).toContain( 'esrun' );
		expect( words.correctionWords ).toContain( 'yllautca' );
	} );

	it( 'brings its grammar words to every locale, and the build names the file a language lacks', () => {
		const words = buildWords();
		for ( const locale of [ 'en_US', 'es_US', 'xx_XX' ] ) {
			expect( words[ locale ].grammar.linkWords ).toEqual(
				expect.arrayContaining( [ 'in', 'cerca', 'ni', 'raen' ] )
			);
		}
		const withoutXx = scratch();
		try {
			expect( () =>
				botWordsOf(
					readBotTemplate( templatePath ),
					readLanguages( withoutXx.writeLanguages( {} ) )
				)
			).toThrow( 'add src/chat/core/understand/languages/xx.json' );
		} finally {
			withoutXx.remove();
		}
	} );

	it( 'is run by the Lex stand-in, which answers in it', () => {
		const locale = loadBotDefinition( templatePath ).locales.get( 'xx_XX' );
		if ( ! locale ) {
			throw new Error( 'The stand-in has no xx_XX locale.' );
		}
		const { turn } = runTurn( locale, 'pleh', {}, {} );
		expect( turn.recognized.name ).toBe( 'Help' );
		expect( turn.messages ).toEqual( [
			expect.objectContaining( {
				content: expect.stringContaining( pseudo( 'I can help you' ) ),
			} ),
		] );
	} );

	it( 'is read by the chat: its commands, its area words, and its link words kept out of the place', () => {
		const words = templateWords( buildWords().xx_XX );
		const categories = [ ...JOB_CATEGORIES ];
		const read = ( text: string, grammar = words.grammar ) =>
			readMessage( text, {
				utterances: words.utterances,
				names: areaNames( categories, words.areaWords, grammar ),
				slips: false,
				grammar,
			} );
		expect( utteranceOf( 'Pleh', words.utterances )?.intent ).toBe(
			'Help'
		);
		expect( read( 'pleh' ).intent?.intent ).toBe( 'Help' );
		const reading = read( 'esrun sboj ni Dallas, TX' );
		expect( reading.categories ).toEqual( [ 'Nursing' ] );
		expect( reading.place ).toBe( 'Dallas, TX' );
		expect( reading.placeLike ).toBe( true );
		// Without the language's grammar file, "ni" would be part of the place.
		expect( read( 'esrun sboj ni Dallas, TX', grammarOf() ).place ).toBe(
			'ni Dallas, TX'
		);
	} );

	it( 'has its answers ranked: matched without stems or stop words, as no ranking file names it', async () => {
		const answers: Answer[] = demoAnswers( 'en' ).answers.map(
			( answer ) => ( {
				...answer,
				question: pseudo( answer.question ),
				phrasings: answer.phrasings.map( pseudo ),
				answer: pseudo( answer.answer ),
			} )
		);
		const english = demoAnswers( 'en' );
		const topicOf = ( found: Answer | undefined ) =>
			english.topicOf(
				english.answers.find( ( item ) => item.id === found?.id )
			);
		expect( await loadLanguageData( 'xx_XX' ) ).toEqual( {
			stem: expect.any( Function ),
			stopWords: [],
		} );
		for ( const [ question, topic ] of [
			[ 'Do you sponsor work visas?', 'visa-sponsorship' ],
			[ 'Can I work from home?', 'remote-hybrid' ],
			[ 'How much do you pay?', 'pay' ],
		] ) {
			expect(
				topicOf(
					await findAnswer( answers, pseudo( question ), 'xx_XX' )
				)
			).toBe( topic );
		}
		expect(
			await findAnswer(
				answers,
				pseudo( 'What is the weather like today?' ),
				'xx_XX'
			)
		).toBeUndefined();
	} );
} );
