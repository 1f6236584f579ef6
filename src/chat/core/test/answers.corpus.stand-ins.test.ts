/** @jest-environment node */

/**
 * The answers corpus (src/chat/answers/test/corpus.ts) through the chat
 * (issue 41, item 6): every question, in English and Spanish, typed at the
 * place question, at the area question and after a search, in a real
 * conversation on the stand-ins with the demo's answers. Each must get its
 * topic's answer first, each question the site cannot answer the honest
 * reply with the contact page; none reaches the geocoder, Lex or the job
 * search, and none changes where the conversation is. One conversation per
 * locale and step takes the questions in turn (a question must leave it
 * as it was; a new one is started if one did not). Prints the rate of right
 * first answers and the count of wrong ones; the goals are 100% and 0.
 */

/**
 * Internal dependencies
 */
import { ANSWERABLE, UNANSWERABLE } from '../../answers/test/corpus';
import type { ConversationState } from '../conversation';
import {
	answersChatAt,
	pageOf,
	sendAndSee,
	STEPS,
	type AnswersChat,
	type AnswersLocale,
	type Seen,
	type Step,
} from './answers-chat';
import { setUpStandIns } from './stand-in-services';
import { TEMPLATE_WORDS } from './template-words';

const standIns = setUpStandIns();

const LOCALES: ReadonlyArray< [ AnswersLocale, 'en' | 'es' ] > = [
	[ 'en_US', 'en' ],
	[ 'es_US', 'es' ],
];

interface Outcome {
	expected: string;
	got: string;
}
const outcomes: Outcome[] = [];
const misses: string[] = [];

afterAll( () => {
	const answerable = outcomes.filter( ( item ) => item.expected !== 'none' );
	const right = answerable.filter( ( item ) => item.got === item.expected );
	const wrong = outcomes.filter(
		( item ) =>
			item.got !== 'none' &&
			item.got !== 'honest' &&
			item.got !== item.expected
	);
	const rate = ( ( 100 * right.length ) / answerable.length ).toFixed( 1 );
	process.stdout.write(
		`Answers corpus through the chat: ${ right.length } of ${ answerable.length } right first (${ rate }%), ${ wrong.length } wrong\n` +
			misses.map( ( line ) => `  ✗ ${ line }\n` ).join( '' )
	);
} );

/**
 * Where the conversation is: what a question must leave as it was.
 * @param state The chat's state.
 */
const whereAt = ( state: ConversationState ) => ( {
	slotToElicit: state.slotToElicit,
	sessionAttributes: state.sessionAttributes,
	dialog: state.dialog,
} );

/**
 * What the chat gave: the answer's page, the honest reply, or anything
 * else it did (a search, a lookup, Lex's reply).
 * @param seen What one message made the chat do.
 */
function gotOf( seen: Seen ): string {
	if ( seen.answer ) {
		return seen.answer;
	}
	return seen.noAnswer ? 'honest' : 'none';
}

/**
 * The open question asked again after the answer, in the template's words.
 * @param locale The bot locale.
 * @param step   Where the conversation is.
 */
function askedAgain( locale: AnswersLocale, step: Step ): string | undefined {
	const prompts = TEMPLATE_WORDS[ locale ].prompts.FindJobs;
	if ( step === 'results' ) {
		return undefined;
	}
	return step === 'place' ? prompts.location : prompts.areaInterest;
}

describe.each( LOCALES )( 'in %s', ( locale, language ) => {
	const questions = [
		...ANSWERABLE[ language ].map( ( { message, topic } ) => ( {
			message,
			expected: pageOf( locale, topic ),
		} ) ),
		...UNANSWERABLE[ language ].map( ( message ) => ( {
			message,
			expected: 'none',
		} ) ),
	];

	describe.each( STEPS )( 'at the %s step', ( step ) => {
		let chat: AnswersChat | undefined;

		afterEach( () => {
			// The transcript is saved whole after each change: a new
			// conversation now and then keeps the run quick.
			if ( ( chat?.conversation.getState().entries.length ?? 0 ) > 90 ) {
				chat = undefined;
			}
		} );

		it.each( questions )( '“$message”', async ( { message, expected } ) => {
			chat ??= await answersChatAt( standIns.urls, locale, step );
			const seen = await sendAndSee( standIns.urls, chat, message );
			const got = gotOf( seen );
			outcomes.push( { expected, got } );
			const right =
				expected === 'none' ? got === 'honest' : got === expected;
			if ( ! right ) {
				misses.push(
					`${ locale } ${ step } “${ message }”: ${ got }${
						seen.search ? `, searched ${ seen.search }` : ''
					}`
				);
			}
			const moved =
				JSON.stringify( whereAt( seen.after ) ) !==
				JSON.stringify( whereAt( seen.before ) );
			if ( moved || ! right ) {
				chat = undefined;
			}
			expect( got ).toBe( expected === 'none' ? 'honest' : expected );
			// Never a place, never a search, nothing for Lex.
			expect( seen.geocoded ).toEqual( [] );
			expect( seen.search ).toBeUndefined();
			expect( seen.lexCalls ).toBe( 0 );
			expect( moved ).toBe( false );
			// The answer, then the open question again.
			const last = seen.added.at( -1 );
			expect(
				last?.kind === 'bot' && 'text' in last.message
					? last.message.text
					: undefined
			).toBe( askedAgain( locale, step ) );
		} );
	} );
} );

it( 'asks every question of the corpus, in both languages, at every step', () => {
	const count =
		ANSWERABLE.en.length +
		ANSWERABLE.es.length +
		UNANSWERABLE.en.length +
		UNANSWERABLE.es.length;
	expect( outcomes ).toHaveLength( count * STEPS.length );
} );
