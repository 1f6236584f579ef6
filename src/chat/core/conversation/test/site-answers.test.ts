/**
 * Questions candidates ask, answered from the site's answers at every step
 * (issue 41): the answer and its page, then the open question again, a
 * search kept; a sentence nothing answers is never looked up as a place or
 * refused as an area, and gets the honest reply with the contact page.
 */

/**
 * Internal dependencies
 */
import type { BotReply } from '../../bot/reply-model';
import { setup, say, type ScriptedReply } from '../../test/scripted-chat';
import { TEMPLATE_WORDS } from '../../test/template-words';
import {
	type ConversationDeps,
	LOCATION_NOT_FOUND_MESSAGE,
	type QuestionReading,
} from '..';

const PLACE_PROMPT = TEMPLATE_WORDS.en_US.prompts.FindJobs.location;
const AREA_PROMPT = TEMPLATE_WORDS.en_US.prompts.FindJobs.areaInterest;

const ask = ( slot: string, slots: BotReply[ 'slots' ] = {} ) =>
	say( slot === 'location' ? PLACE_PROMPT : AREA_PROMPT, {
		intentName: 'FindJobs',
		slotToElicit: slot,
		slots,
		dialogState: 'ElicitSlot',
	} );
const CLOSING = say( 'Let me look.', { dialogState: 'ElicitIntent' } );

const VISAS = {
	text: 'Yes, for many roles.\n\nAsk your recruiter.',
	link: 'https://careers.acme.test/visas/',
	linkTitle: 'Visa sponsorship',
};
const CONTACT = 'https://careers.acme.test/contact/';

/**
 * What the site's answers make of a message: the visa answer for a
 * question about visas, a sentence for one ending in "?", else nothing.
 * @param text The message.
 */
async function readQuestion( text: string ): Promise< QuestionReading > {
	return {
		...( /visa/i.test( text ) ? { answer: VISAS } : {} ),
		sentence: text.endsWith( '?' ),
		contact: CONTACT,
	};
}

function chat(
	replies: Array< ScriptedReply | Error >,
	extra: Partial< ConversationDeps > = {}
) {
	return setup( replies, {
		words: TEMPLATE_WORDS.en_US,
		readQuestion,
		...extra,
	} );
}

type Chat = ReturnType< typeof chat >;

const lines = ( { conversation }: Chat ) =>
	conversation.getState().entries.map( ( entry ) => {
		switch ( entry.kind ) {
			case 'bot':
				return 'text' in entry.message ? entry.message.text : 'card';
			case 'notice':
				return `notice ${ entry.notice }: ${ [
					entry.text,
					entry.link,
					entry.linkTitle,
				]
					.filter( Boolean )
					.join( ' | ' ) }`;
			case 'jobs':
				return 'jobs';
			default:
				return `${ entry.kind }: ${ entry.text }`;
		}
	} );

const ANSWERED = `notice answer: ${ VISAS.text } | ${ VISAS.link } | ${ VISAS.linkTitle }`;

describe( 'a question the site answers', () => {
	it( 'at the place question: the answer, its page, and the place question again; nothing looked up, Lex not asked', async () => {
		const c = chat( [ ask( 'location' ) ] );
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'do you sponsor work visas?' );
		expect( lines( c ).slice( -3 ) ).toEqual( [
			'user: do you sponsor work visas?',
			ANSWERED,
			PLACE_PROMPT,
		] );
		expect( c.geocoded ).toEqual( [] );
		expect( c.bot.requests ).toHaveLength( 1 );
		expect( c.conversation.getState().slotToElicit ).toBe( 'location' );
	} );

	it( 'at the area question: the answer, then the area question; the place is kept and the next answer searches', async () => {
		const c = chat( [
			ask( 'location' ),
			ask( 'areaInterest', { location: 'Austin' } ),
			CLOSING,
		] );
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'Austin' );
		await c.conversation.send( 'any visa sponsorship here?' );
		expect( lines( c ).slice( -3 ) ).toEqual( [
			'user: any visa sponsorship here?',
			ANSWERED,
			AREA_PROMPT,
		] );
		expect( c.conversation.getState().slotToElicit ).toBe( 'areaInterest' );
		await c.conversation.send( 'sales' );
		expect( c.searches.map( ( search ) => search.location ) ).toEqual( [
			'Austin',
		] );
	} );

	it( 'after a search: the answer, and the search keeps what it had', async () => {
		const c = chat( [
			ask( 'location' ),
			ask( 'areaInterest', { location: 'Austin' } ),
			CLOSING,
		] );
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'Austin' );
		await c.conversation.send( 'sales' );
		const before = c.conversation.getState().sessionAttributes;
		await c.conversation.send( 'do nurses need a visa?' );
		expect( lines( c ).at( -1 ) ).toBe( ANSWERED );
		expect( c.conversation.getState().sessionAttributes ).toEqual( before );
		expect( c.bot.requests ).toHaveLength( 3 );
		expect( c.searches ).toHaveLength( 1 );
	} );
} );

describe( 'a sentence nothing answers', () => {
	it( 'at the place question: never looked up; the honest reply with the contact page, and the question again', async () => {
		const c = chat( [ ask( 'location' ) ] );
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'what is the weather like today?' );
		expect( lines( c ).slice( -3 ) ).toEqual( [
			'user: what is the weather like today?',
			`notice no-answer: ${ CONTACT }`,
			PLACE_PROMPT,
		] );
		expect( c.geocoded ).toEqual( [] );
		expect( c.bot.requests ).toHaveLength( 1 );
	} );

	it( 'at the area question: never “not one of our job areas”', async () => {
		const c = chat( [
			ask( 'location' ),
			ask( 'areaInterest', { location: 'Austin' } ),
		] );
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'Austin' );
		expect(
			await c.conversation.send( 'how long does the interview take?' )
		).toBe( true );
		expect( lines( c ).slice( -2 ) ).toEqual( [
			`notice no-answer: ${ CONTACT }`,
			AREA_PROMPT,
		] );
	} );

	it( 'without a contact page, the honest reply alone', async () => {
		const c = chat( [ ask( 'location' ) ], {
			readQuestion: async () => ( { sentence: true } ),
		} );
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'tell me a joke?' );
		expect( lines( c ).slice( -2 ) ).toEqual( [
			'notice no-answer: ',
			PLACE_PROMPT,
		] );
	} );
} );

describe( 'a place is still a place', () => {
	it( 'a name no answer fits is looked up: “Atlantis” gets the spec’s line', async () => {
		const looked: string[] = [];
		const c = chat( [ ask( 'location' ) ], {
			geocode: async ( address ) => {
				looked.push( address );
				return null;
			},
		} );
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'Atlantis' );
		expect( lines( c ).at( -1 ) ).toBe(
			`location-not-found: ${ LOCATION_NOT_FOUND_MESSAGE }`
		);
		expect( looked ).toEqual( [ 'Atlantis' ] );
	} );

	it( 'answers that cannot be reached leave the message to be read as before', async () => {
		const errors: unknown[] = [];
		const c = chat( [ ask( 'location' ), ask( 'areaInterest' ) ], {
			readQuestion: () => Promise.reject( new Error( 'offline' ) ),
			logger: { error: ( error: unknown ) => void errors.push( error ) },
		} );
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'Austin' );
		expect( c.geocoded ).toEqual( [ 'Austin' ] );
		expect( errors ).toHaveLength( 1 );
		expect( c.conversation.getState().slotToElicit ).toBe( 'areaInterest' );
	} );
} );
