/**
 * What the chat's core is told of a message (read-question.ts): no answer
 * and no sentence for a place, and no sentence for an area or a
 * command, so those are read as before; the site's answer
 * for a question; a sentence for a question no answer fits.
 */

/**
 * Internal dependencies
 */
import { findAnswer } from '../find-answer';
import { loadLanguageData } from '../language';
import { commonWords, readsAsSentence } from '../read-question';
import { demoAnswers } from './demo-answers';

// Places: no answer fits, and none reads as a sentence.
const PLACES = {
	en: [ 'Austin, TX', '78701', 'San Antonio, TX', 'san antonio', 'Atlantis' ],
	es: [ 'Austin, TX', '78701', 'San Antonio, TX', 'Ciudad de México' ],
} as const;

// Areas and the template's commands are no sentences: the chat reads a
// command before the answers, and gives an answer to words that name an
// area only when they read as a sentence ("ventas" stays an area).
const NAMES = {
	en: [ 'Nursing', 'sales', 'Retail', 'hi', 'help', 'start over', 'thanks' ],
	es: [ 'enfermería', 'ventas', 'hola', 'ayuda', 'empezar de nuevo' ],
} as const;

const UNANSWERED_SENTENCES = {
	en: [
		'what’s the weather like today?',
		'who won the game last night',
		'can you tell me a joke',
		'what is the meaning of life?',
	],
	es: [ '¿qué tiempo hace hoy?', '¿quién ganó el partido anoche?' ],
} as const;

describe.each( [ 'en', 'es' ] as const )( 'in %s', ( language ) => {
	const { answers } = demoAnswers( language );

	it.each( [ ...PLACES[ language ] ] )(
		'“%s” is a place: no answer, no sentence',
		async ( message ) => {
			const data = await loadLanguageData( language );
			expect(
				await findAnswer( answers, message, language )
			).toBeUndefined();
			expect( readsAsSentence( message, data.stopWords ) ).toBe( false );
		}
	);

	it.each( [ ...NAMES[ language ] ] )(
		'“%s” is no sentence',
		async ( message ) => {
			const data = await loadLanguageData( language );
			expect( readsAsSentence( message, data.stopWords ) ).toBe( false );
		}
	);

	it.each( [ ...UNANSWERED_SENTENCES[ language ] ] )(
		'“%s” is a sentence no answer fits',
		async ( message ) => {
			const data = await loadLanguageData( language );
			expect(
				await findAnswer( answers, message, language )
			).toBeUndefined();
			expect( readsAsSentence( message, data.stopWords ) ).toBe( true );
		}
	);
} );

describe( 'commonWords', () => {
	it( 'gives the message’s stop words as the chat’s core compares words', async () => {
		const english = await loadLanguageData( 'en' );
		const spanish = await loadLanguageData( 'es' );
		expect(
			commonWords(
				'What’s there? Any nursing jobs in Houston?',
				english.stopWords
			)
		).toEqual( [ 'whats', 'there', 'any', 'in' ] );
		expect(
			commonWords(
				'¿Hay empleos de enfermería en Houston?',
				spanish.stopWords
			)
		).toEqual( expect.arrayContaining( [ 'de', 'en' ] ) );
		// A place, an area and what a candidate asks about are no stop words.
		expect(
			commonWords(
				'capital France joke Austin nursing',
				english.stopWords
			)
		).toEqual( [] );
	} );
} );
