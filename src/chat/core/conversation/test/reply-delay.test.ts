/**
 * Internal dependencies
 */
import {
	JOB_RESULTS_DELAY_MS,
	NO_TEXT_DELAY_MS,
	replyDelay,
	textDelay,
} from '../reply-delay';

describe( 'reply delay', () => {
	it( 'is log(length / 15) × ai_delay', () => {
		expect( textDelay( 150, 400 ) ).toBeCloseTo( Math.log( 10 ) * 400 );
		expect( textDelay( 30, 1000 ) ).toBeCloseTo( Math.log( 2 ) * 1000 );
	} );

	it( 'is never negative: messages of 15 characters or fewer come at once', () => {
		expect( textDelay( 15, 400 ) ).toBe( 0 );
		expect( textDelay( 3, 400 ) ).toBe( 0 );
		expect( textDelay( 0, 400 ) ).toBe( 0 );
		expect( textDelay( 500, 0 ) ).toBe( 0 );
	} );

	it( 'uses the first message of a reply', () => {
		const text = 'Which area are you interested in?';
		expect(
			replyDelay(
				[
					{ contentType: 'PlainText', text },
					{ contentType: 'PlainText', text: 'x'.repeat( 900 ) },
				],
				400
			)
		).toBeCloseTo( Math.log( text.length / 15 ) * 400 );
	} );

	it( 'is 500 ms when the first message has no text', () => {
		expect( replyDelay( [], 400 ) ).toBe( NO_TEXT_DELAY_MS );
		expect(
			replyDelay(
				[
					{
						contentType: 'ImageResponseCard',
						card: { title: 'Areas', buttons: [] },
					},
				],
				400
			)
		).toBe( 500 );
		expect(
			replyDelay( [ { contentType: 'PlainText', text: '' } ], 400 )
		).toBe( 500 );
	} );

	it( 'is 1200 ms before job results', () => {
		expect( JOB_RESULTS_DELAY_MS ).toBe( 1200 );
	} );
} );
