/**
 * Internal dependencies
 */
import { fetchAnswers, readAnswersPayload } from '../answers-payload';

const GOOD = {
	id: 7,
	question: 'Do you sponsor work visas?',
	phrasings: [ 'Can you sponsor my H-1B?' ],
	answer: 'We sponsor H-1B visas for many roles.',
	link: 'https://careers.example/visa-sponsorship/',
	linkTitle: 'Visa sponsorship',
};

describe( 'readAnswersPayload', () => {
	it( 'keeps answers of the expected shape', () => {
		expect(
			readAnswersPayload( { language: 'en', answers: [ GOOD ] } )
		).toEqual( [ GOOD ] );
	} );

	it( 'leaves out what has not the shape, and anything but text in phrasings', () => {
		expect(
			readAnswersPayload( {
				answers: [
					{ ...GOOD, id: '7' },
					{ ...GOOD, question: '' },
					{ ...GOOD, answer: null },
					{ ...GOOD, phrasings: [ 'ok', 3, null ] },
					null,
				],
			} )
		).toEqual( [ { ...GOOD, phrasings: [ 'ok' ] } ] );
		expect( readAnswersPayload( null ) ).toEqual( [] );
		expect( readAnswersPayload( { answers: 'x' } ) ).toEqual( [] );
	} );

	it( 'keeps only http(s) links, and a title only with a link', () => {
		const [ script, relative ] = readAnswersPayload( {
			answers: [
				{ ...GOOD, link: 'javascript:alert(1)' },
				{ ...GOOD, link: '/benefits/' },
			],
		} );
		expect( script ).toMatchObject( { link: '', linkTitle: '' } );
		expect( relative ).toMatchObject( { link: '', linkTitle: '' } );
	} );
} );

describe( 'fetchAnswers', () => {
	it( 'reads the reply, and rejects a reply that is not 200', async () => {
		const ok = jest.fn().mockResolvedValue( {
			ok: true,
			status: 200,
			json: async () => ( { answers: [ GOOD ] } ),
		} );
		await expect( fetchAnswers( '/answers?lang=en', ok ) ).resolves.toEqual(
			[ GOOD ]
		);
		expect( ok ).toHaveBeenCalledWith(
			'/answers?lang=en',
			expect.objectContaining( { credentials: 'same-origin' } )
		);
		const failing = jest.fn().mockResolvedValue( {
			ok: false,
			status: 500,
			json: async () => ( {} ),
		} );
		await expect( fetchAnswers( '/answers', failing ) ).rejects.toThrow(
			'HTTP 500'
		);
	} );
} );
