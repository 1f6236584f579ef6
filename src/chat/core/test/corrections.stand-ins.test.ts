/** @jest-environment node */

/**
 * Corrections after a search (issue 41, item 4), against the stand-ins
 * through the real chat with the demo's answers: a new place, a new area
 * or both, said with the template's correction words around them
 * ("actually, Chicago", "what about Retail?"; "mejor en Chicago", "¿y en
 * ventas?"), start a new search that keeps what still holds; the words
 * never reach the geocoder. A question after a search still gets its
 * answer, and a place nobody knows the spec's line.
 */

/**
 * Internal dependencies
 */
import { LOCATION_NOT_FOUND_MESSAGE } from '../conversation';
import {
	answersChatAt,
	pageOf,
	sendAndSee,
	type AnswersLocale,
} from './answers-chat';
import { setUpStandIns } from './stand-in-services';

const standIns = setUpStandIns();

interface Correction {
	text: string;
	/** The new search: area @ place, as the job API is asked. */
	search: string;
	/** What the geocoder is asked, exactly (nothing for a new area). */
	geocoded: string[];
}

// After a search for Nursing near Dallas, TX.
const CORRECTIONS: Record< AnswersLocale, Correction[] > = {
	en_US: [
		{
			text: 'actually, Chicago',
			search: 'Nursing @ Chicago',
			geocoded: [ 'Chicago' ],
		},
		{
			text: 'Chicago, actually',
			search: 'Nursing @ Chicago',
			geocoded: [ 'Chicago' ],
		},
		{
			text: 'what about Retail?',
			search: 'Retail @ Dallas, TX',
			geocoded: [],
		},
		{
			text: 'how about Houston instead',
			search: 'Nursing @ Houston',
			geocoded: [ 'Houston' ],
		},
		{
			text: 'and in sales?',
			search: 'Sales @ Dallas, TX',
			geocoded: [],
		},
		{
			text: 'sorry, I meant Seattle, WA',
			search: 'Nursing @ Seattle, WA',
			geocoded: [ 'Seattle, WA' ],
		},
		{
			text: 'try 60601 instead',
			search: 'Nursing @ 60601',
			geocoded: [ '60601' ],
		},
		{
			text: 'actually, accounting jobs in Austin',
			search: 'Accounting & Finance @ Austin',
			geocoded: [ 'Austin' ],
		},
	],
	es_US: [
		{
			text: 'en realidad, Chicago',
			search: 'Nursing @ Chicago',
			geocoded: [ 'Chicago' ],
		},
		{
			text: 'mejor en Chicago',
			search: 'Nursing @ Chicago',
			geocoded: [ 'Chicago' ],
		},
		{
			text: '¿y en ventas?',
			search: 'Sales @ Dallas, TX',
			geocoded: [],
		},
		{
			text: '¿y qué tal en Houston?',
			search: 'Nursing @ Houston',
			geocoded: [ 'Houston' ],
		},
		{
			text: 'perdón, quise decir Seattle',
			search: 'Nursing @ Seattle',
			geocoded: [ 'Seattle' ],
		},
		{
			text: 'mejor dicho, ventas',
			search: 'Sales @ Dallas, TX',
			geocoded: [],
		},
		{
			text: 'en cambio, contabilidad en Austin',
			search: 'Accounting & Finance @ Austin',
			geocoded: [ 'Austin' ],
		},
	],
};

describe.each( [ 'en_US', 'es_US' ] as const )( 'in %s', ( locale ) => {
	it.each( CORRECTIONS[ locale ] )(
		'after a search, “$text” searches $search',
		async ( { text, search, geocoded } ) => {
			const chat = await answersChatAt(
				standIns.urls,
				locale,
				'results'
			);
			const seen = await sendAndSee( standIns.urls, chat, text );
			expect( seen.search ).toBe( search );
			expect( seen.geocoded ).toEqual( geocoded );
			expect( seen.answer ).toBeUndefined();
			expect( seen.noAnswer ).toBe( false );
			expect( chat.errors ).toEqual( [] );
		}
	);

	it( 'a second correction keeps what the first changed', async () => {
		const [ place, area ] =
			locale === 'en_US'
				? [ 'actually, Chicago', 'what about Retail?' ]
				: [ 'mejor en Chicago', '¿y en ventas?' ];
		const chat = await answersChatAt( standIns.urls, locale, 'results' );
		await sendAndSee( standIns.urls, chat, place );
		const seen = await sendAndSee( standIns.urls, chat, area );
		expect( seen.search ).toBe(
			`${ locale === 'en_US' ? 'Retail' : 'Sales' } @ Chicago`
		);
		expect( seen.geocoded ).toEqual( [] );
	} );

	it( 'a question after a search gets its answer; the search is kept', async () => {
		const question =
			locale === 'en_US'
				? 'what about benefits?'
				: '¿y qué beneficios ofrecen?';
		const chat = await answersChatAt( standIns.urls, locale, 'results' );
		const seen = await sendAndSee( standIns.urls, chat, question );
		expect( seen.answer ).toBe( pageOf( locale, 'benefits' ) );
		expect( seen.search ).toBeUndefined();
		expect( seen.geocoded ).toEqual( [] );
		expect( seen.lexCalls ).toBe( 0 );
		expect( seen.after.sessionAttributes ).toEqual(
			seen.before.sessionAttributes
		);
	} );

	it( 'a sentence with correction words that nothing answers gets the honest reply, never the geocoder', async () => {
		const sentence =
			locale === 'en_US'
				? 'what about the weather?'
				: '¿y qué tiempo hace hoy?';
		const chat = await answersChatAt( standIns.urls, locale, 'results' );
		const seen = await sendAndSee( standIns.urls, chat, sentence );
		expect( seen.noAnswer ).toBe( true );
		expect( seen.geocoded ).toEqual( [] );
		expect( seen.search ).toBeUndefined();
	} );

	it( 'a command with correction words is the command: “actually, start over”', async () => {
		const text =
			locale === 'en_US'
				? 'actually, start over'
				: 'mejor empezar de nuevo';
		const chat = await answersChatAt( standIns.urls, locale, 'results' );
		const seen = await sendAndSee( standIns.urls, chat, text );
		expect( seen.geocoded ).toEqual( [] );
		expect( seen.search ).toBeUndefined();
		// StartOver asks for the place again.
		expect( seen.after.slotToElicit ).toBe( 'location' );
	} );

	it.each( [
		[ 'place', 'Atlantis' ],
		[ 'results', 'Atlantis' ],
		[
			'results',
			locale === 'en_US' ? 'actually, Atlantis' : 'en realidad, Atlantis',
		],
	] as const )(
		'at the %s step, “%s” gets “couldn’t find that location”, looked up without the correction words',
		async ( step, text ) => {
			const chat = await answersChatAt( standIns.urls, locale, step );
			const seen = await sendAndSee( standIns.urls, chat, text );
			expect( seen.added ).toContainEqual(
				expect.objectContaining( {
					kind: 'location-not-found',
					text: LOCATION_NOT_FOUND_MESSAGE,
				} )
			);
			expect( seen.geocoded ).toEqual( [ 'Atlantis' ] );
			expect( seen.search ).toBeUndefined();
			expect( seen.lexCalls ).toBe( 0 );
		}
	);
} );
