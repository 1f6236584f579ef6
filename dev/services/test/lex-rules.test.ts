/* @jest-environment node */
/**
 * The stand-in follows Lex V2's documented rules, nothing kinder: each test
 * is a row of the conformance table in dev/services/README.md, on a small
 * template that uses the feature.
 */
import type { Json } from '../../../tools/bot-template';
import { UndocumentedTurnError } from '../bot/say';
import { FALLBACK_TEXT, localeWith, plain, says, slot, talk } from './mini-bot';

const AREAS: Json = {
	Name: 'Area',
	SlotTypeValues: [
		{ SampleValue: { Value: 'Nursing' }, Synonyms: [ { Value: 'nurse' } ] },
		{ SampleValue: { Value: 'Sales' } },
	],
	ValueSelectionSetting: { ResolutionStrategy: 'TOP_RESOLUTION' },
};

const HELP: Json = {
	Name: 'Help',
	SampleUtterances: [ { Utterance: 'help' } ],
	IntentClosingSetting: {
		ClosingResponse: says( 'I help.' ),
		NextStep: { DialogAction: { Type: 'ElicitIntent' } },
	},
};

function conditional( yes: string, no: string ): Json {
	return {
		IsActive: true,
		ConditionalBranches: [
			{
				Name: 'Known',
				Condition: { ExpressionString: '[known] = "yes"' },
				Response: says( yes ),
				NextStep: { DialogAction: { Type: 'ElicitIntent' } },
			},
		],
		DefaultBranch: {
			Response: says( no ),
			NextStep: { DialogAction: { Type: 'ElicitIntent' } },
		},
	};
}

/**
 * A message (a `Message`, not a group).
 * @param value Its text.
 */
function text( value: string ): Json {
	return { PlainTextMessage: { Value: value } };
}

const EVALUATE = { DialogAction: { Type: 'EvaluateConditional' } };

/**
 * An intent `Ask` whose one slot `area` has the capture setting given.
 * @param capture
 * @param maxRetries
 */
function asking( capture: Json, maxRetries = 2 ): Json {
	return {
		Name: 'Ask',
		SampleUtterances: [ { Utterance: 'ask' } ],
		SlotPriorities: [ { Priority: 1, SlotName: 'area' } ],
		Slots: [
			slot(
				'area',
				'Area',
				'Which area?',
				{ SlotCaptureSetting: capture },
				maxRetries
			),
		],
		IntentClosingSetting: { ClosingResponse: says( 'Closed.' ) },
	};
}

describe( 'Lex rule: a Conditional runs only through EvaluateConditional', () => {
	const pairs: [ string, ( next?: Json ) => Json, string[] ][] = [
		[
			'InitialResponseSetting: NextStep / Conditional',
			( next ) => ( {
				Name: 'Hello',
				SampleUtterances: [ { Utterance: 'hello' } ],
				InitialResponseSetting: {
					InitialResponse: says( 'Hi.' ),
					Conditional: conditional( 'Welcome back.', 'Welcome.' ),
					...( next ? { NextStep: next } : {} ),
				},
			} ),
			[ 'hello' ],
		],
		[
			'IntentClosingSetting: NextStep / Conditional',
			( next ) => ( {
				Name: 'Hello',
				SampleUtterances: [ { Utterance: 'hello' } ],
				IntentClosingSetting: {
					ClosingResponse: says( 'Hi.' ),
					Conditional: conditional( 'Welcome back.', 'Welcome.' ),
					...( next ? { NextStep: next } : {} ),
				},
			} ),
			[ 'hello' ],
		],
		[
			'SlotCaptureSetting: CaptureNextStep / CaptureConditional',
			( next ) =>
				asking( {
					CaptureResponse: says( 'Hi.' ),
					CaptureConditional: conditional(
						'Welcome back.',
						'Welcome.'
					),
					...( next ? { CaptureNextStep: next } : {} ),
				} ),
			[ 'ask', 'nurse' ],
		],
		[
			'SlotCaptureSetting: FailureNextStep / FailureConditional',
			( next ) =>
				asking(
					{
						FailureResponse: says( 'Hi.' ),
						FailureConditional: conditional(
							'Welcome back.',
							'Welcome.'
						),
						...( next ? { FailureNextStep: next } : {} ),
					},
					0
				),
			[ 'ask', 'astronaut' ],
		],
	];

	it.each( pairs )( '%s', ( _name, intent, lines ) => {
		const known = { known: 'yes' };
		const skipped = talk(
			localeWith( [ intent() ], [ AREAS ] ),
			lines,
			known
		);
		expect( skipped.at( -1 )?.said ).not.toContain( 'Welcome back.' );
		expect( skipped.at( -1 )?.said ).not.toContain( 'Welcome.' );
		expect( skipped.at( -1 )?.said[ 0 ] ).toBe( 'Hi.' );

		const evaluated = localeWith( [ intent( EVALUATE ) ], [ AREAS ] );
		expect( talk( evaluated, lines, known ).at( -1 ) ).toMatchObject( {
			action: 'ElicitIntent',
			said: [ 'Hi.', 'Welcome back.' ],
		} );
		expect(
			talk( evaluated, lines, { known: 'no' } ).at( -1 )
		).toMatchObject( {
			said: [ 'Hi.', 'Welcome.' ],
		} );
		// An attribute not set: the condition is not evaluated (false).
		expect( talk( evaluated, lines, {} ).at( -1 ) ).toMatchObject( {
			said: [ 'Hi.', 'Welcome.' ],
		} );
	} );

	it( 'refuses EvaluateConditional with no active Conditional, or inside a branch', () => {
		const hello = ( closing: Json ): Json => ( {
			Name: 'Hello',
			SampleUtterances: [ { Utterance: 'hello' } ],
			IntentClosingSetting: closing,
		} );
		expect( () =>
			localeWith( [ hello( { NextStep: EVALUATE } ) ] )
		).toThrow( /EvaluateConditional needs an active Conditional/ );
		const inactive = {
			...( conditional( 'a', 'b' ) as object ),
			IsActive: false,
		};
		expect( () =>
			localeWith( [
				hello( { NextStep: EVALUATE, Conditional: inactive } ),
			] )
		).toThrow( /EvaluateConditional needs an active Conditional/ );
		const nested = {
			IsActive: true,
			ConditionalBranches: [],
			DefaultBranch: { NextStep: EVALUATE },
		};
		expect( () =>
			localeWith( [
				hello( { NextStep: EVALUATE, Conditional: nested } ),
			] )
		).toThrow( /EvaluateConditional in a branch names no conditional/ );
	} );
} );

describe( 'Lex rule: a slot is asked MaxRetries more times, then it fails', () => {
	it( 'says the failure response and runs the failure step after the last retry', () => {
		const locale = localeWith(
			[
				asking(
					{
						FailureResponse: says( 'No luck.' ),
						FailureNextStep: {
							DialogAction: { Type: 'ElicitIntent' },
						},
					},
					1
				),
			],
			[ AREAS ]
		);
		expect( talk( locale, [ 'ask', 'astronaut', 'pilot' ] ) ).toMatchObject(
			[
				{ action: 'ElicitSlot area', said: [ 'Which area?' ] },
				{ action: 'ElicitSlot area', said: [ 'Which area?' ] },
				{ action: 'ElicitIntent', said: [ 'No luck.' ] },
			]
		);
	} );

	it( 'goes to the fallback intent when the slot has no failure step', () => {
		const locale = localeWith( [ asking( {}, 2 ) ], [ AREAS ] );
		const turns = talk( locale, [ 'ask', 'a', 'b', 'c' ] );
		expect( turns.map( ( turn ) => turn.said ) ).toEqual( [
			[ 'Which area?' ],
			[ 'Which area?' ],
			[ 'Which area?' ],
			[ FALLBACK_TEXT ],
		] );
		expect( turns[ 3 ].action ).toBe( 'ElicitIntent' );
	} );
} );

describe( 'Lex rule: Lex says one message of each group, the message or a variation', () => {
	it( 'chooses among the message and its variations by the random source', () => {
		const locale = localeWith( [
			{
				Name: 'Hello',
				SampleUtterances: [ { Utterance: 'hello' } ],
				IntentClosingSetting: {
					ClosingResponse: {
						MessageGroupsList: [
							{
								Message: text( 'A' ),
								Variations: [ text( 'B' ), text( 'C' ) ],
							},
							plain( 'D' ),
						],
					},
				},
			},
		] );
		const said = ( random: number ) =>
			talk( locale, [ 'hello' ], {}, () => random )[ 0 ].said;
		expect( said( 0 ) ).toEqual( [ 'A', 'D' ] );
		expect( said( 0.5 ) ).toEqual( [ 'B', 'D' ] );
		expect( said( 0.99 ) ).toEqual( [ 'C', 'D' ] );
	} );
} );

describe( 'Lex rule: {slot} and [attribute] in a message are filled', () => {
	const intent = ( closing: string ): Json => ( {
		Name: 'Ask',
		SampleUtterances: [ { Utterance: 'ask' } ],
		SlotPriorities: [ { Priority: 1, SlotName: 'area' } ],
		Slots: [ slot( 'area', 'Area', 'Which area?' ) ],
		IntentClosingSetting: { ClosingResponse: says( closing ) },
	} );

	it( 'fills a slot with its resolved value and an attribute with its value', () => {
		const locale = localeWith(
			[ intent( '{area} for [name].' ) ],
			[ AREAS ]
		);
		expect(
			talk( locale, [ 'ask', 'nurse' ], { name: 'Ana' } )[ 1 ].said
		).toEqual( [ 'Nursing for Ana.' ] );
	} );

	it( 'refuses a turn that says an attribute not set: what Lex says then is not documented', () => {
		const locale = localeWith(
			[ intent( 'See [search all jobs](/jobs/).' ) ],
			[ AREAS ]
		);
		expect( () => talk( locale, [ 'ask', 'nurse' ] ) ).toThrow(
			UndocumentedTurnError
		);
	} );

	it( 'refuses braces that name no slot of the intent', () => {
		expect( () =>
			localeWith( [ intent( '{"type":"jobSearch"}' ) ], [ AREAS ] )
		).toThrow( /is not a slot of this intent/ );
	} );
} );

describe( 'Lex rule: a dialog step sets a session attribute to a {slot} value', () => {
	const intent = ( value?: string ): Json => ( {
		Name: 'Ask',
		SampleUtterances: [ { Utterance: 'ask' } ],
		SlotPriorities: [ { Priority: 1, SlotName: 'area' } ],
		Slots: [ slot( 'area', 'Area', 'Which area?' ) ],
		IntentClosingSetting: {
			NextStep: {
				DialogAction: { Type: 'ElicitIntent' },
				SessionAttributes: [
					{
						Key: 'job_category',
						...( value ? { Value: value } : {} ),
					},
				],
			},
		},
	} );

	it( 'sets the slot value a {slot} reference names', () => {
		const locale = localeWith( [ intent( '{area}' ) ], [ AREAS ] );
		expect(
			talk( locale, [ 'ask', 'nurse' ], { x: '1' } )[ 1 ].attributes
		).toEqual( { x: '1', job_category: 'Nursing' } );
	} );

	it( 'refuses a constant or a key with no value, whose API form is not documented', () => {
		expect( () => localeWith( [ intent( '"true"' ) ], [ AREAS ] ) ).toThrow(
			/only a \{slot\} reference has a documented meaning/
		);
		expect( () => localeWith( [ intent( 'true' ) ], [ AREAS ] ) ).toThrow(
			/only a \{slot\} reference/
		);
		expect( () => localeWith( [ intent() ], [ AREAS ] ) ).toThrow(
			/job_category = null: only a \{slot\} reference/
		);
	} );
} );

describe( 'Lex rule: slot values resolve by their type', () => {
	const intent = ( type: string ): Json => ( {
		Name: 'Ask',
		SampleUtterances: [ { Utterance: 'ask' } ],
		SlotPriorities: [ { Priority: 1, SlotName: 'area' } ],
		Slots: [ slot( 'area', type, 'Which area?' ) ],
	} );
	const value = ( locale: ReturnType< typeof localeWith >, typed: string ) =>
		talk( locale, [ 'ask', typed ] )[ 1 ].slots?.area;

	it( 'TOP_RESOLUTION gives the value a synonym belongs to', () => {
		const locale = localeWith( [ intent( 'Area' ) ], [ AREAS ] );
		expect( value( locale, 'Nurse' ) ).toEqual( {
			original: 'Nurse',
			interpreted: 'Nursing',
		} );
	} );

	it( 'ORIGINAL_VALUE gives what was typed, and only for a value the type lists', () => {
		const original = {
			...( AREAS as object ),
			ValueSelectionSetting: { ResolutionStrategy: 'ORIGINAL_VALUE' },
		};
		const locale = localeWith( [ intent( 'Area' ) ], [ original ] );
		expect( value( locale, 'nurse' ) ).toEqual( {
			original: 'nurse',
			interpreted: 'nurse',
		} );
		expect( talk( locale, [ 'ask', 'Pharmacy' ] )[ 1 ] ).toMatchObject( {
			action: 'ElicitSlot area',
			said: [ 'Which area?' ],
		} );
	} );

	it( 'AMAZON.FreeFormInput is the entire input, and no sample utterance may use it', () => {
		const locale = localeWith( [ intent( 'AMAZON.FreeFormInput' ) ] );
		expect( value( locale, '  Austin,  TX ' ) ).toEqual( {
			original: '  Austin,  TX ',
			interpreted: '  Austin,  TX ',
		} );
		expect( () =>
			localeWith( [
				{
					...( intent( 'AMAZON.FreeFormInput' ) as object ),
					SampleUtterances: [ { Utterance: 'in {area}' } ],
				},
			] )
		).toThrow( /cannot be used in sample utterances/ );
	} );

	it( 'refuses a built-in type whose values come from Lex’s model', () => {
		expect( () => localeWith( [ intent( 'AMAZON.City' ) ] ) ).toThrow(
			/does not resolve the built-in type AMAZON.City/
		);
	} );
} );

describe( 'Lex rule: intent switching while a slot is elicited', () => {
	const intent = ( type: string ): Json => ( {
		Name: 'Ask',
		SampleUtterances: [ { Utterance: 'ask' } ],
		SlotPriorities: [ { Priority: 1, SlotName: 'area' } ],
		Slots: [ slot( 'area', type, 'Which area?' ) ],
		IntentClosingSetting: { ClosingResponse: says( 'Got {area}.' ) },
	} );

	it( 'switches to another intent from a custom type’s slot', () => {
		const locale = localeWith( [ intent( 'Area' ), HELP ], [ AREAS ] );
		expect( talk( locale, [ 'ask', 'help' ] )[ 1 ] ).toMatchObject( {
			action: 'ElicitIntent',
			said: [ 'I help.' ],
		} );
	} );

	it( 'does not switch, nor fall back, from an AMAZON.FreeFormInput slot', () => {
		const locale = localeWith( [ intent( 'AMAZON.FreeFormInput' ), HELP ] );
		expect( talk( locale, [ 'ask', 'help' ] )[ 1 ].said ).toEqual( [
			'Got help.',
		] );
		expect( talk( locale, [ 'ask', 'zzz qqq' ] )[ 1 ].said ).toEqual( [
			'Got zzz qqq.',
		] );
	} );
} );

describe( 'Lex rule: dialog and intent state after a closing response (no code hook)', () => {
	const intent = ( next?: string ): Json => ( {
		Name: 'Ask',
		SampleUtterances: [ { Utterance: 'ask' } ],
		IntentClosingSetting: {
			ClosingResponse: says( 'Done.' ),
			...( next ? { NextStep: { DialogAction: { Type: next } } } : {} ),
		},
	} );

	it( 'ends with Close and a fulfilled intent by default', () => {
		expect(
			talk( localeWith( [ intent() ] ), [ 'ask' ] )[ 0 ]
		).toMatchObject( {
			action: 'Close',
			intent: 'Ask',
			state: 'Fulfilled',
		} );
	} );

	it( 'waits for a new intent, with no intent, after ElicitIntent', () => {
		expect(
			talk( localeWith( [ intent( 'ElicitIntent' ) ] ), [ 'ask' ] )[ 0 ]
		).toMatchObject( { action: 'ElicitIntent', intent: undefined } );
	} );
} );

describe( 'Lex rule: a response card has at most 5 buttons of 1 to 50 characters', () => {
	it( 'refuses a longer button', () => {
		const card = ( label: string ): Json => ( {
			Name: 'Hello',
			SampleUtterances: [ { Utterance: 'hello' } ],
			IntentClosingSetting: {
				ClosingResponse: {
					MessageGroupsList: [
						{
							Message: {
								ImageResponseCard: {
									Title: 'Choose',
									Buttons: [ { Text: label, Value: 'x' } ],
								},
							},
						},
					],
				},
			},
		} );
		expect( () =>
			localeWith( [ card( 'y'.repeat( 50 ) ) ] )
		).not.toThrow();
		expect( () => localeWith( [ card( 'y'.repeat( 51 ) ) ] ) ).toThrow(
			/a button's text and value have 1 to 50 characters/
		);
	} );
} );

describe( 'the stand-in refuses what it does not run', () => {
	it( 'names a property it would otherwise ignore', () => {
		expect( () =>
			localeWith( [
				{
					Name: 'Order',
					SampleUtterances: [ { Utterance: 'order' } ],
					FulfillmentCodeHook: { Enabled: true },
				},
			] )
		).toThrow(
			/Intents\[0\]\.FulfillmentCodeHook: the stand-in does not run/
		);
	} );
} );
