/**
 * External dependencies
 */
import fc from 'fast-check';

/**
 * Internal dependencies
 */
import { parseLexV1Reply } from '../parse-lex-v1';
import { parseLexV2Reply } from '../parse-lex-v2';
import {
	BotReplyError,
	isBotMessage,
	parseCustomPayload,
	ssmlToText,
	type BotReply,
} from '../reply-model';

/** Any JSON-like value, including the wrong shapes. */
const anything = fc.anything( {
	withBigInt: false,
	withMap: false,
	withSet: false,
	withObjectString: true,
} );

const text = fc.string( { maxLength: 40 } );
const button = fc.record( { text, value: text } );

const v2Message = fc.oneof(
	fc.record( {
		contentType: fc.constantFrom( 'PlainText', 'SSML', 'CustomPayload' ),
		content: text,
	} ),
	fc.record( {
		contentType: fc.constant( 'ImageResponseCard' ),
		imageResponseCard: fc.record(
			{
				title: text,
				subtitle: text,
				imageUrl: fc.oneof( fc.webUrl(), text ),
				buttons: fc.array( button, { maxLength: 5 } ),
			},
			{ requiredKeys: [ 'title' ] }
		),
	} )
);

const attributes = fc.dictionary( text, text );

const v2Reply = fc.record( {
	messages: fc.array( v2Message, { maxLength: 6 } ),
	sessionState: fc.record(
		{
			dialogAction: fc.record( {
				type: fc.constantFrom(
					'ElicitSlot',
					'ElicitIntent',
					'Close',
					'ConfirmIntent',
					'Delegate'
				),
				slotToElicit: text,
			} ),
			intent: fc.record( {
				name: text,
				state: fc.constantFrom(
					'InProgress',
					'Fulfilled',
					'Failed',
					'ReadyForFulfillment'
				),
				slots: fc.dictionary(
					text,
					fc.option(
						fc.record( {
							value: fc.record( {
								originalValue: text,
								interpretedValue: text,
							} ),
						} )
					)
				),
			} ),
			sessionAttributes: attributes,
		},
		{ requiredKeys: [] }
	),
} );

const v1Reply = fc.record(
	{
		intentName: text,
		dialogState: fc.constantFrom(
			'ElicitSlot',
			'Fulfilled',
			'ElicitIntent',
			'Failed'
		),
		slotToElicit: text,
		slots: fc.dictionary( text, fc.option( text ) ),
		sessionAttributes: attributes,
		messageFormat: fc.constantFrom(
			'PlainText',
			'SSML',
			'CustomPayload',
			'Composite'
		),
		message: fc.oneof(
			text,
			fc
				.array(
					fc.record( {
						type: fc.constantFrom(
							'PlainText',
							'SSML',
							'CustomPayload'
						),
						group: fc.integer( { min: 1, max: 5 } ),
						value: text,
					} ),
					{ maxLength: 4 }
				)
				.map( ( messages ) => JSON.stringify( { messages } ) )
		),
		responseCard: fc.record( {
			genericAttachments: fc.array(
				fc.record( {
					title: text,
					subTitle: text,
					imageUrl: fc.webUrl(),
					buttons: fc.array( button, { maxLength: 5 } ),
				} ),
				{ maxLength: 3 }
			),
		} ),
	},
	{ requiredKeys: [ 'dialogState' ] }
);

const isStringMap = ( value: Record< string, unknown > ) =>
	Object.values( value ).every( ( entry ) => typeof entry === 'string' );

describe( 'reply model properties', () => {
	it( 'never throws anything but BotReplyError, whatever arrives', () => {
		const outcome = (
			parse: ( data: unknown ) => BotReply,
			data: unknown
		) => {
			try {
				const reply = parse( data );
				return reply.messages.every( isBotMessage ) &&
					isStringMap( reply.sessionAttributes )
					? 'well-formed reply'
					: 'malformed reply';
			} catch ( error ) {
				return error instanceof BotReplyError
					? 'BotReplyError'
					: 'other error';
			}
		};
		fc.assert(
			fc.property( anything, ( data ) => {
				for ( const parse of [ parseLexV2Reply, parseLexV1Reply ] ) {
					expect( [
						'well-formed reply',
						'BotReplyError',
					] ).toContain( outcome( parse, data ) );
				}
			} )
		);
	} );

	it( 'turns every well-formed V2 reply into well-formed messages, one per Lex message', () => {
		fc.assert(
			fc.property( v2Reply, ( data ) => {
				const reply = parseLexV2Reply( data );
				expect( reply.messages ).toHaveLength( data.messages.length );
				expect( reply.messages.every( isBotMessage ) ).toBe( true );
				expect( reply.sessionAttributes ).toEqual(
					data.sessionState.sessionAttributes ?? {}
				);
				const cards = reply.messages.flatMap( ( message ) =>
					message.contentType === 'ImageResponseCard'
						? [ message.card ]
						: []
				);
				expect(
					cards.every(
						( card ) =>
							card.buttons.length <= 5 &&
							/^https?:\/\//.test(
								card.imageUrl ?? 'https://absent'
							)
					)
				).toBe( true );
			} )
		);
	} );

	it( 'turns every well-formed V1 reply into well-formed messages, cards after text', () => {
		fc.assert(
			fc.property( v1Reply, ( data ) => {
				const reply = parseLexV1Reply( data );
				expect( reply.messages.every( isBotMessage ) ).toBe( true );
				const kinds = reply.messages.map(
					( message ) => message.contentType === 'ImageResponseCard'
				);
				// Once a card appears, only cards follow.
				expect( kinds ).toEqual( [ ...kinds ].sort() );
				expect( kinds.filter( Boolean ) ).toHaveLength(
					data.responseCard?.genericAttachments.length ?? 0
				);
				expect( reply.dialogState ).toBe( data.dialogState );
			} )
		);
	} );

	it( 'shows SSML without any tag (escaped text stays text)', () => {
		// Entities are decoded (&lt;p&gt; is the text "<p>"), so plain text here.
		const plain = text.filter( ( value ) => ! value.includes( '&' ) );
		fc.assert(
			fc.property(
				fc.array(
					fc.oneof(
						plain,
						fc.constantFrom(
							'<speak>',
							'</speak>',
							'<break time="1s"/>',
							'<p>'
						)
					)
				),
				( parts ) => {
					expect( ssmlToText( parts.join( '' ) ) ).not.toMatch(
						/<[^>]*>/
					);
				}
			)
		);
	} );

	it( 'keeps custom payload text whole and parses JSON losslessly', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					text,
					fc.jsonValue().map( ( value ) => JSON.stringify( value ) )
				),
				( content ) => {
					const parsed = ( () => {
						try {
							return { data: JSON.parse( content ) as unknown };
						} catch {
							return {};
						}
					} )();
					expect( parseCustomPayload( content ) ).toEqual( {
						contentType: 'CustomPayload',
						text: content,
						...parsed,
					} );
				}
			)
		);
	} );
} );
