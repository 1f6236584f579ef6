/** @jest-environment node */

/**
 * Sentences at the place question, against the stand-ins with the demo's
 * answers (issue 41, item 3): a sentence that says where ("I live in
 * Austin", "are there any nursing jobs in Houston?") is looked up, its
 * place alone; one that says more and asks something else ("what is the
 * capital of France?", "tell me a joke") never reaches the geocoder and
 * gets the honest reply; one an answer fits gets it, place-like words or
 * an area in it notwithstanding ("cuánto gana una enfermera").
 */

/**
 * Internal dependencies
 */
import {
	answersChatAt,
	pageOf,
	sendAndSee,
	type AnswersLocale,
	type Seen,
} from './answers-chat';
import { setUpStandIns } from './stand-in-services';

const standIns = setUpStandIns();

const LOOKED_UP: Array< [ AnswersLocale, string, string, string ] > = [
	[ 'en_US', 'I live in Austin', 'Austin', 'asks areaInterest' ],
	[
		'en_US',
		'are there any nursing jobs in Houston?',
		'Houston',
		'searches Nursing @ Houston',
	],
	[ 'en_US', 'what about Seattle, WA?', 'Seattle, WA', 'asks areaInterest' ],
	[ 'es_US', 'vivo en Austin', 'Austin', 'asks areaInterest' ],
	[
		'es_US',
		'¿hay empleos de enfermería en Houston?',
		'Houston',
		'searches Nursing @ Houston',
	],
	[
		'en_US',
		'I am a nurse with ten years of experience and I want to work in Dallas, TX',
		'Dallas, TX',
		'searches Nursing @ Dallas, TX',
	],
	[
		'en_US',
		'I have worked in retail for five years and would love a job in Chicago',
		'Chicago',
		'searches Retail @ Chicago',
	],
	[
		'en_US',
		'looking for something in Seattle, I have no experience yet',
		'Seattle',
		'asks areaInterest',
	],
	[
		'es_US',
		'soy enfermera con diez años de experiencia y quiero trabajar en Dallas, TX',
		'Dallas, TX',
		'searches Nursing @ Dallas, TX',
	],
	[
		'es_US',
		'busco trabajo de ventas en Chicago, tengo experiencia',
		'Chicago',
		'searches Sales @ Chicago',
	],
];

const HONEST: Array< [ AnswersLocale, string ] > = [
	[ 'en_US', 'what is the capital of France?' ],
	[ 'en_US', 'what is the capital of France' ],
	[ 'en_US', 'tell me a joke' ],
	[ 'en_US', 'who is the company’s CEO?' ],
	[ 'en_US', 'can you recommend a good restaurant nearby?' ],
	[ 'es_US', '¿cuál es la capital de Francia?' ],
	[ 'es_US', 'cuéntame un chiste' ],
];

const ANSWERED: Array< [ AnswersLocale, string, string ] > = [
	[ 'es_US', 'cuánto gana una enfermera', 'pay' ],
	[ 'es_US', 'patrocinan la visa h1b', 'visa-sponsorship' ],
];

/**
 * What the chat did next: the search it ran, or the slot it asks.
 * @param seen What the message made the chat do.
 */
const next = ( seen: Seen ) =>
	seen.search
		? `searches ${ seen.search }`
		: `asks ${ seen.after.slotToElicit }`;

it.each( LOOKED_UP )(
	'%s, at the place question: “%s” looks up %s alone and %s',
	async ( locale, text, place, then ) => {
		const chat = await answersChatAt( standIns.urls, locale, 'place' );
		const seen = await sendAndSee( standIns.urls, chat, text );
		expect( seen.geocoded ).toEqual( [ place ] );
		expect( next( seen ) ).toBe( then );
		expect( seen.answer ).toBeUndefined();
		expect( seen.noAnswer ).toBe( false );
	}
);

it.each( HONEST )(
	'%s, at the place question: “%s” gets the honest reply, never the geocoder',
	async ( locale, text ) => {
		const chat = await answersChatAt( standIns.urls, locale, 'place' );
		const seen = await sendAndSee( standIns.urls, chat, text );
		expect( seen.noAnswer ).toBe( true );
		expect( seen.geocoded ).toEqual( [] );
		expect( seen.lexCalls ).toBe( 0 );
		expect( seen.after.slotToElicit ).toBe( 'location' );
	}
);

it.each( ANSWERED )(
	'%s, at the place question: “%s” gets the %s answer',
	async ( locale, text, topic ) => {
		const chat = await answersChatAt( standIns.urls, locale, 'place' );
		const seen = await sendAndSee( standIns.urls, chat, text );
		expect( seen.answer ).toBe( pageOf( locale, topic ) );
		expect( seen.geocoded ).toEqual( [] );
		expect( seen.search ).toBeUndefined();
		expect( seen.lexCalls ).toBe( 0 );
		expect( seen.after.slotToElicit ).toBe( 'location' );
	}
);
