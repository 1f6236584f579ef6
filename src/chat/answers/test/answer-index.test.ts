/**
 * Internal dependencies
 */
import { createAnswerIndex, findAnswer, loadLanguageData } from '..';
import type { Answer } from '../types';
import { demoAnswers } from './demo-answers';

describe( 'createAnswerIndex', () => {
	it( 'gives nothing for an empty message, stop words only, or no answers', async () => {
		const english = await loadLanguageData( 'en' );
		const { answers } = demoAnswers( 'en' );
		const index = createAnswerIndex( answers, english );
		expect( index.find( '' ) ).toBeUndefined();
		expect( index.find( '¿?!' ) ).toBeUndefined();
		expect( index.find( 'what is it that you do' ) ).toBeUndefined();
		expect(
			createAnswerIndex( [], english ).find( 'benefits' )
		).toBeUndefined();
	} );

	it( 'matches Spanish with or without accents, and across word forms', async () => {
		const { answers, topicOf } = demoAnswers( 'es' );
		const spanish = await loadLanguageData( 'es_ES' );
		const index = createAnswerIndex( answers, spanish );
		for ( const message of [
			'¿Cómo consulto el estado de mi postulación?',
			'como consulto el estado de mi postulacion',
			'COMO CONSULTO EL ESTADO DE MIS POSTULACIONES',
		] ) {
			expect( topicOf( index.find( message ) ) ).toBe(
				'application-status'
			);
		}
	} );

	it( 'forgives a typo in a long word, not in a short one', async () => {
		const { answers, topicOf } = demoAnswers( 'en' );
		const index = createAnswerIndex(
			answers,
			await loadLanguageData( 'en' )
		);
		expect(
			topicOf( index.find( 'acommodations for a disability' ) )
		).toBe( 'accommodations' );
		expect( topicOf( index.find( 'relocaton help' ) ) ).toBe(
			'relocation'
		);
		// "day" is not "pay".
		expect( topicOf( index.find( 'how much do you day' ) ) ).toBe( 'none' );
	} );

	it( 'explains what it chose and why', async () => {
		const { answers } = demoAnswers( 'en' );
		const index = createAnswerIndex(
			answers,
			await loadLanguageData( 'en' )
		);
		const fit = index.explain( 'do you sponsor visas?' );
		expect( fit?.fits ).toBe( true );
		expect( fit?.answer.question ).toBe( 'Do you sponsor work visas?' );
		expect( fit?.utterance ).toBeGreaterThan( 0.5 );
		expect( index.explain( 'what time is it?' )?.fits ).not.toBe( true );
	} );

	it( 'works in a language without data, by its words as typed', async () => {
		const answers: Answer[] = [
			{
				id: 1,
				question: 'Sponsorisez-vous les visas de travail ?',
				phrasings: [ 'Aidez-vous pour le visa ?' ],
				answer: 'Oui, pour beaucoup de postes.',
				link: '',
				linkTitle: '',
			},
			{
				id: 2,
				question: 'Quels avantages offrez-vous ?',
				phrasings: [ 'Avez-vous une mutuelle santé ?' ],
				answer: 'Mutuelle, congés, retraite.',
				link: '',
				linkTitle: '',
			},
		];
		expect(
			( await findAnswer( answers, 'visa de travail', 'fr_FR' ) )?.id
		).toBe( 1 );
		expect(
			( await findAnswer( answers, 'mutuelle sante', 'fr' ) )?.id
		).toBe( 2 );
		expect(
			await findAnswer( answers, 'quel temps fait-il ?', 'fr' )
		).toBeUndefined();
	} );
} );
