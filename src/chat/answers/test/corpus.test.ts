/**
 * The corpus (corpus.ts) against the demo's answers: every question gets
 * its topic's answer at the first try, every question the site cannot
 * answer gets none. Prints the rate of right first answers and the count
 * of wrong ones; the goals are 100% and 0.
 */

/**
 * Internal dependencies
 */
import { createAnswerFinder } from '..';
import { ANSWERABLE, UNANSWERABLE } from './corpus';
import { demoAnswers } from './demo-answers';

const LANGUAGES = [ 'en', 'es' ] as const;

describe( 'the answers corpus', () => {
	const results: Array< {
		language: string;
		message: string;
		expected: string;
		got: string;
	} > = [];

	afterAll( () => {
		const answerable = results.filter(
			( { expected } ) => expected !== 'none'
		);
		const right = answerable.filter(
			( { expected, got } ) => expected === got
		);
		const wrong = results.filter(
			( { expected, got } ) => got !== 'none' && got !== expected
		);
		const honest = results.filter(
			( { expected, got } ) => expected === 'none' && got === 'none'
		);
		const unanswerable = results.length - answerable.length;
		process.stdout.write(
			`Answers corpus: ${ right.length }/${ answerable.length } right first answers (${ ( ( 100 * right.length ) / answerable.length ).toFixed( 1 ) }%), ` +
				`${ wrong.length } wrong, ${ honest.length }/${ unanswerable } unanswerable honestly unanswered.` +
				wrong
					.map(
						( item ) =>
							`\n  wrong: [${ item.language }] ${ item.message } → ${ item.got }`
					)
					.join( '' ) +
				'\n'
		);
	} );

	describe.each( LANGUAGES )( 'in %s', ( language ) => {
		const { answers, topicOf } = demoAnswers( language );

		it.each( ANSWERABLE[ language ] )(
			'"$message" gets the $topic answer',
			async ( { message, topic } ) => {
				const finder = await createAnswerFinder( answers, language );
				const got = topicOf( finder.find( message ) );
				results.push( { language, message, expected: topic, got } );
				expect( got ).toBe( topic );
			}
		);

		it.each( UNANSWERABLE[ language ] )(
			'"%s" gets no answer',
			async ( message ) => {
				const finder = await createAnswerFinder( answers, language );
				const got = topicOf( finder.find( message ) );
				results.push( { language, message, expected: 'none', got } );
				expect( got ).toBe( 'none' );
			}
		);
	} );

	it( 'holds at least 60 questions on the ten topics and 15 the site cannot answer', () => {
		const questions = [ ...ANSWERABLE.en, ...ANSWERABLE.es ];
		expect( questions.length ).toBeGreaterThanOrEqual( 60 );
		expect( new Set( questions.map( ( { topic } ) => topic ) ).size ).toBe(
			10
		);
		expect(
			UNANSWERABLE.en.length + UNANSWERABLE.es.length
		).toBeGreaterThanOrEqual( 15 );
	} );
} );
