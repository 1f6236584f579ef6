/** @jest-environment node */

/**
 * Every example in issue 41's "Why", in English and in Spanish, through
 * the real chat against the stand-ins, with the site's answers read as
 * the chat window reads them (src/chat/answers: fetched from the
 * endpoint's URL, the demo's answers, ranked in the page's language).
 * Each got something else before ("couldn't find that location", "not one
 * of our job areas", the place question again, "I didn't understand");
 * each must now get what a candidate expects: the answer with its page
 * and the open question again, a search kept; the honest reply with the
 * contact page; the command; the new search; "Atlantis" still not found.
 */

/**
 * Internal dependencies
 */
import { demoAnswers } from '../../answers/test/demo-answers';
import { setUpStandIns } from './stand-in-services';
import { TEMPLATE_WORDS } from './template-words';
import {
	answersServer,
	runWhyCase,
	type AnswersServer,
	type WhySeen,
} from './why/run-why-case';
import { ENGLISH_WHY, SPANISH_WHY, type WhyCase } from './why/why-cases';

const standIns = setUpStandIns();
let server: AnswersServer;

beforeAll( async () => {
	server = await answersServer();
} );
afterAll( () => server.close() );

const CONTACT = 'https://careers.acme.test/contact/';

/** Nothing looked up, nothing searched, Lex not asked. */
const UNTOUCHED = { geocodes: 0, searched: undefined, lexCalls: 0 };

/**
 * What the candidate must see for an example.
 * @param entry    The example.
 * @param language The answers' language.
 * @param locale   The bot's locale.
 */
function expected(
	entry: WhyCase,
	language: 'en' | 'es',
	locale: 'en_US' | 'es_US'
): Partial< WhySeen > {
	const { prompts } = TEMPLATE_WORDS[ locale ];
	const { answers, topicOf } = demoAnswers( language );
	const want = entry.expect;
	if ( 'topic' in want ) {
		const answer = answers.find(
			( item ) => topicOf( item ) === want.topic
		);
		return {
			lines: [
				{
					notice: 'answer',
					text: answer?.answer,
					link: answer?.link,
					linkTitle: answer?.linkTitle,
				},
			],
			// The open question again; after a search, nothing asked.
			asked: {
				place: prompts.FindJobs.location,
				area: prompts.FindJobs.areaInterest,
				results: undefined,
			}[ entry.step ],
			kept: true,
			...UNTOUCHED,
		};
	}
	if ( 'honest' in want ) {
		return {
			lines: [ { notice: 'no-answer', link: CONTACT } ],
			asked: prompts.FindJobs.location,
			kept: true,
			...UNTOUCHED,
		};
	}
	if ( 'notFound' in want ) {
		return {
			lines: [ { notice: 'location-not-found' } ],
			geocodes: 1,
			lexCalls: 0,
		};
	}
	if ( 'intent' in want ) {
		return {
			lines: [],
			intent: want.intent,
			slot: want.asks,
			geocodes: 0,
			searched: undefined,
		};
	}
	return { lines: [], searched: want.search };
}

describe.each( [
	[ 'English', 'en', 'en_US', ENGLISH_WHY ],
	[ 'Spanish', 'es', 'es_US', SPANISH_WHY ],
] as const )( 'in %s', ( _name, language, locale, cases ) => {
	const run = async ( entry: WhyCase ) => {
		const seen = await runWhyCase( standIns.urls, {
			entry,
			locale,
			answers: server.urlFor( language ),
			language,
			contact: CONTACT,
		} );
		return { seen, want: expected( entry, language, locale ) };
	};

	it.each(
		cases.map( ( entry ) => [ entry.step, entry.text, entry ] as const )
	)( '%s step: “%s”', async ( _step, _text, entry ) => {
		const { seen, want } = await run( entry );
		expect( seen ).toMatchObject( want );
		// The lines exactly: nothing else said.
		expect( seen.lines ).toEqual( want.lines );
	} );
} );
