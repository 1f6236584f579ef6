/**
 * Internal dependencies
 */
import { parseLexV1Reply } from '../parse-lex-v1';
import { parseLexV2Reply } from '../parse-lex-v2';
import {
	BAD_V2_FORMAT_MESSAGE,
	BotReplyError,
	isBotMessage,
	messageText,
	NO_RESPONSE_MESSAGE,
	parseCustomPayload,
	ssmlToText,
} from '../reply-model';

/**
 * A card of area buttons as Lex V2 sends it (`sent`), and as the chat
 * reads it (`read`): every field kept, each button sending its text.
 *
 * @param title   Card title.
 * @param buttons Button texts.
 */
function areasCard( title: string, buttons: string[] ) {
	const card = {
		title,
		subtitle: 'Choose one, or type it',
		imageUrl: 'https://example.test/card.png',
		buttons: buttons.map( ( text ) => ( { text, value: text } ) ),
	};
	return {
		sent: { contentType: 'ImageResponseCard', imageResponseCard: card },
		read: { contentType: 'ImageResponseCard', card },
	};
}

const FIRST_AREAS = areasCard( 'Areas of interest (1 of 2)', [
	'Nursing',
	'Sales',
] );
const SECOND_AREAS = areasCard( 'Areas of interest (2 of 2)', [
	'Skilled Trades',
] );

describe( 'parseLexV2Reply', () => {
	it( 'reads every content type, slots, intent, slot to elicit, attributes and state', () => {
		const reply = parseLexV2Reply( {
			messages: [
				{
					contentType: 'PlainText',
					content: 'Which area are you interested in?',
				},
				{
					contentType: 'SSML',
					content:
						'<speak>No problem, let&apos;s <break/>start over.</speak>',
				},
				{
					contentType: 'CustomPayload',
					content: '{"type":"jobSearch","job_category":"Nursing"}',
				},
				{ contentType: 'CustomPayload', content: 'not json at all' },
				FIRST_AREAS.sent,
				SECOND_AREAS.sent,
			],
			sessionState: {
				dialogAction: { type: 'ElicitSlot', slotToElicit: 'location' },
				intent: {
					name: 'FindJobs',
					state: 'InProgress',
					slots: {
						areaInterest: {
							value: {
								originalValue: 'nurse',
								interpretedValue: 'Nursing',
								resolvedValues: [ 'Nursing' ],
							},
						},
						location: null,
					},
				},
				sessionAttributes: {
					xcloudOrg: 'acme',
					showJobResults: 'false',
				},
			},
			interpretations: [ { intent: { name: 'FindJobs' } } ],
			sessionId: 's1',
		} );

		expect( reply ).toEqual( {
			messages: [
				{
					contentType: 'PlainText',
					text: 'Which area are you interested in?',
				},
				{ contentType: 'SSML', text: "No problem, let's start over." },
				{
					contentType: 'CustomPayload',
					text: '{"type":"jobSearch","job_category":"Nursing"}',
					data: { type: 'jobSearch', job_category: 'Nursing' },
				},
				{ contentType: 'CustomPayload', text: 'not json at all' },
				FIRST_AREAS.read,
				SECOND_AREAS.read,
			],
			intentName: 'FindJobs',
			slots: { areaInterest: 'Nursing', location: null },
			slotToElicit: 'location',
			sessionAttributes: { xcloudOrg: 'acme', showJobResults: 'false' },
			dialogState: 'ElicitSlot',
		} );
	} );

	it( 'maps a closed, fulfilled intent to the Fulfilled dialog state', () => {
		const reply = parseLexV2Reply( {
			messages: [],
			sessionState: {
				dialogAction: { type: 'Close' },
				intent: { name: 'FindJobs', state: 'Fulfilled', slots: {} },
				sessionAttributes: { showJobResults: 'true' },
			},
		} );
		expect( reply.dialogState ).toBe( 'Fulfilled' );
		expect( reply.messages ).toEqual( [] );
		expect( reply.sessionAttributes ).toEqual( { showJobResults: 'true' } );
	} );

	it( 'never reads the interpretations: ElicitIntent without the session’s intent names none', () => {
		const reply = parseLexV2Reply( {
			sessionState: { dialogAction: { type: 'ElicitIntent' } },
			interpretations: [ { intent: { name: 'FallbackIntent' } } ],
		} );
		expect( reply ).toEqual( {
			messages: [],
			slots: {},
			sessionAttributes: {},
			dialogState: 'ElicitIntent',
		} );
	} );

	it( 'names the session’s intent whatever Lex ranks first (FallbackIntent first, the rest at 0.31)', () => {
		const reply = parseLexV2Reply( {
			sessionState: {
				dialogAction: { type: 'ElicitSlot', slotToElicit: 'location' },
				intent: { name: 'FindJobs', slots: { location: null } },
			},
			interpretations: [
				{ intent: { name: 'FallbackIntent' } },
				{
					intent: { name: 'FindJobs' },
					nluConfidence: { score: 0.31 },
				},
			],
		} );
		expect( reply.intentName ).toBe( 'FindJobs' );
		expect( reply.slotToElicit ).toBe( 'location' );
	} );

	it( 'drops image and link URLs that are not http(s)', () => {
		const reply = parseLexV2Reply( {
			messages: [
				{
					contentType: 'ImageResponseCard',
					imageResponseCard: {
						title: 'Pick',
						imageUrl: 'javascript:alert(1)',
						buttons: [ { text: 'Yes' } ],
					},
				},
			],
			sessionState: {},
		} );
		expect( reply.messages ).toEqual( [
			{
				contentType: 'ImageResponseCard',
				card: {
					title: 'Pick',
					buttons: [ { text: 'Yes', value: 'Yes' } ],
				},
			},
		] );
	} );

	it( 'keeps only string session attributes (Lex wants string to string)', () => {
		const reply = parseLexV2Reply( {
			sessionState: { sessionAttributes: { a: 'x', b: 2, c: null } },
		} );
		expect( reply.sessionAttributes ).toEqual( { a: 'x' } );
	} );

	it( 'keeps every session attribute Lex returns as an entry, whatever its name', () => {
		const sessionAttributes = JSON.parse(
			'{"__proto__":"x","constructor":"y","job_category":"Nursing"}'
		);
		const v2 = parseLexV2Reply( { sessionState: { sessionAttributes } } );
		const v1 = parseLexV1Reply( {
			dialogState: 'ElicitIntent',
			sessionAttributes,
		} );
		for ( const reply of [ v2, v1 ] ) {
			expect( Object.entries( reply.sessionAttributes ) ).toEqual( [
				[ '__proto__', 'x' ],
				[ 'constructor', 'y' ],
				[ 'job_category', 'Nursing' ],
			] );
			expect( Object.getPrototypeOf( reply.sessionAttributes ) ).toBe(
				Object.prototype
			);
		}
	} );

	it( 'says "No response received from Lex." when there is no data', () => {
		expect( () => parseLexV2Reply( undefined ) ).toThrow(
			new BotReplyError( NO_RESPONSE_MESSAGE )
		);
		expect( () => parseLexV2Reply( null ) ).toThrow( NO_RESPONSE_MESSAGE );
	} );

	it.each( [
		[ 'a string', 'hello' ],
		[ 'no session state', { messages: [] } ],
		[
			'messages that are not a list',
			{ messages: 'hi', sessionState: {} },
		],
		[ 'an array', [] ],
	] )( 'says "Unexpected Lex V2 response format." for %s', ( _, data ) => {
		expect( () => parseLexV2Reply( data ) ).toThrow(
			BAD_V2_FORMAT_MESSAGE
		);
	} );
} );

describe( 'parseLexV1Reply', () => {
	it( 'reads a plain message with slots and a response card of generic attachments', () => {
		const reply = parseLexV1Reply( {
			intentName: 'FindJobs',
			slots: { areaInterest: null, location: null },
			sessionAttributes: { xcloudOrg: 'acme' },
			message: 'Which area are you interested in?',
			messageFormat: 'PlainText',
			dialogState: 'ElicitSlot',
			slotToElicit: 'areaInterest',
			responseCard: {
				version: '1',
				contentType: 'application/vnd.amazonaws.card.generic',
				genericAttachments: [
					{
						title: 'Areas of interest (1 of 2)',
						subTitle: 'Choose one',
						imageUrl: 'https://example.test/a.png',
						attachmentLinkUrl: 'https://example.test/jobs',
						buttons: [ { text: 'Nursing', value: 'Nursing' } ],
					},
					{
						title: 'Areas of interest (2 of 2)',
						buttons: [ { text: 'Sales', value: 'sales' } ],
					},
				],
			},
		} );
		expect( reply ).toEqual( {
			messages: [
				{
					contentType: 'PlainText',
					text: 'Which area are you interested in?',
				},
				{
					contentType: 'ImageResponseCard',
					card: {
						title: 'Areas of interest (1 of 2)',
						subtitle: 'Choose one',
						imageUrl: 'https://example.test/a.png',
						linkUrl: 'https://example.test/jobs',
						buttons: [ { text: 'Nursing', value: 'Nursing' } ],
					},
				},
				{
					contentType: 'ImageResponseCard',
					card: {
						title: 'Areas of interest (2 of 2)',
						buttons: [ { text: 'Sales', value: 'sales' } ],
					},
				},
			],
			intentName: 'FindJobs',
			slots: { areaInterest: null, location: null },
			slotToElicit: 'areaInterest',
			sessionAttributes: { xcloudOrg: 'acme' },
			dialogState: 'ElicitSlot',
		} );
	} );

	it( 'splits a Composite message group into its messages, in group order', () => {
		const reply = parseLexV1Reply( {
			dialogState: 'ElicitSlot',
			messageFormat: 'Composite',
			message: JSON.stringify( {
				messages: [
					{
						type: 'PlainText',
						group: 2,
						value: 'Which area are you interested in?',
					},
					{
						type: 'SSML',
						group: 1,
						value: '<speak>Hi &amp; welcome</speak>',
					},
					{ type: 'CustomPayload', group: 3, value: '{"a":1}' },
				],
			} ),
		} );
		expect( reply.messages ).toEqual( [
			{ contentType: 'SSML', text: 'Hi & welcome' },
			{
				contentType: 'PlainText',
				text: 'Which area are you interested in?',
			},
			{ contentType: 'CustomPayload', text: '{"a":1}', data: { a: 1 } },
		] );
	} );

	it( 'shows an unreadable Composite message as plain text', () => {
		const reply = parseLexV1Reply( {
			dialogState: 'Fulfilled',
			messageFormat: 'Composite',
			message: '{broken',
		} );
		expect( reply.messages ).toEqual( [
			{ contentType: 'PlainText', text: '{broken' },
		] );
	} );

	it.each( [
		[
			'SSML',
			'<speak>Thanks!</speak>',
			{ contentType: 'SSML', text: 'Thanks!' },
		],
		[
			'CustomPayload',
			'[1,2]',
			{ contentType: 'CustomPayload', text: '[1,2]', data: [ 1, 2 ] },
		],
		[ 'PlainText', 'Bye', { contentType: 'PlainText', text: 'Bye' } ],
	] )( 'reads a %s message', ( messageFormat, message, expected ) => {
		const reply = parseLexV1Reply( {
			dialogState: 'Fulfilled',
			messageFormat,
			message,
		} );
		expect( reply.messages ).toEqual( [ expected ] );
		expect( reply.dialogState ).toBe( 'Fulfilled' );
	} );

	it( 'says "No response received from Lex." when there is nothing to read', () => {
		expect( () => parseLexV1Reply( undefined ) ).toThrow(
			NO_RESPONSE_MESSAGE
		);
		expect( () => parseLexV1Reply( { $metadata: {} } ) ).toThrow(
			NO_RESPONSE_MESSAGE
		);
	} );
} );

describe( 'message helpers', () => {
	it( 'shows SSML as text without tags', () => {
		expect(
			ssmlToText(
				'<speak><p>One &lt; two</p>\n<break time="1s"/>three</speak>'
			)
		).toBe( 'One < two three' );
	} );

	it( 'parses custom payloads defensively', () => {
		expect( parseCustomPayload( '' ) ).toEqual( {
			contentType: 'CustomPayload',
			text: '',
		} );
		expect( parseCustomPayload( 'null' ) ).toEqual( {
			contentType: 'CustomPayload',
			text: 'null',
			data: null,
		} );
	} );

	it( 'gives the text of text messages and nothing for cards and JSON payloads', () => {
		expect( messageText( { contentType: 'PlainText', text: 'Hi' } ) ).toBe(
			'Hi'
		);
		expect(
			messageText( { contentType: 'CustomPayload', text: 'plain' } )
		).toBe( 'plain' );
		expect( messageText( parseCustomPayload( '{"a":1}' ) ) ).toBe( '' );
		expect(
			messageText( {
				contentType: 'ImageResponseCard',
				card: { title: 'T', buttons: [] },
			} )
		).toBe( '' );
		expect( messageText( undefined ) ).toBe( '' );
	} );

	it( 'recognises well-formed stored messages only', () => {
		expect( isBotMessage( { contentType: 'PlainText', text: 'x' } ) ).toBe(
			true
		);
		expect( isBotMessage( { contentType: 'PlainText', text: 1 } ) ).toBe(
			false
		);
		expect(
			isBotMessage( {
				contentType: 'ImageResponseCard',
				card: { title: 't', buttons: [ { text: 'a' } ] },
			} )
		).toBe( false );
	} );
} );
