/**
 * A bot turn as Lex V2 RecognizeText answers it.
 */
import type { LexFreedoms, OptionalPart } from '../lex/freedoms';
import type {
	BotTurn,
	LocaleDefinition,
	SessionAttributes,
	SlotValues,
} from './types';

/** The name Lex V2 gives every bot's fallback intent. */
const FALLBACK_INTENT = 'FallbackIntent';

export interface V2Slot {
	value: {
		originalValue?: string;
		interpretedValue: string;
		resolvedValues?: string[];
	};
}

export interface V2Intent {
	name: string;
	slots: Record< string, V2Slot | null >;
	state: string;
	confirmationState?: 'None';
}

export interface V2Message {
	contentType: 'PlainText' | 'SSML' | 'CustomPayload' | 'ImageResponseCard';
	content?: string;
	imageResponseCard?: {
		title: string;
		subtitle?: string;
		imageUrl?: string;
		buttons: { text: string; value: string }[];
	};
}

export interface V2Interpretation {
	intent: V2Intent;
	nluConfidence?: { score: number };
}

export interface RecognizeTextResponse {
	messages?: V2Message[];
	sessionState: {
		dialogAction: { type: string; slotToElicit?: string };
		intent?: V2Intent;
		sessionAttributes?: SessionAttributes;
		originatingRequestId?: string;
	};
	interpretations?: V2Interpretation[];
	requestAttributes?: SessionAttributes;
	sessionId?: string;
}

function v2Slots(
	names: readonly string[],
	slots: SlotValues
): Record< string, V2Slot | null > {
	const result: Record< string, V2Slot | null > = {};
	for ( const name of names ) {
		const slot = slots[ name ];
		result[ name ] = slot
			? {
					value: {
						originalValue: slot.original,
						interpretedValue: slot.interpreted,
						resolvedValues: [ slot.interpreted ],
					},
				}
			: null;
	}
	return result;
}

function bareIntent( name: string ): V2Intent {
	return { name, slots: {}, state: 'InProgress', confirmationState: 'None' };
}

function v2Messages( turn: BotTurn ): V2Message[] {
	return turn.messages.map( ( message ): V2Message => {
		if ( message.type !== 'ImageResponseCard' ) {
			return { contentType: message.type, content: message.content };
		}
		return {
			contentType: 'ImageResponseCard',
			imageResponseCard: message.card,
		};
	} );
}

/** RecognizeText's `interpretations`: "Maximum number of 5 items". */
const MAX_INTERPRETATIONS = 5;

/** The score of the best intent under the threshold (the 0.31). */
const BELOW_THRESHOLD_SCORE = 0.31;

/**
 * The interpretations Lex may give when no ranking picked the turn's
 * intent (a slot's answer, or the fallback): `FallbackIntent` first, then
 * the turn's intent and the locale's other intents, each scored under the
 * locale's `NluConfidenceThreshold`, as CreateBotLocale's example orders
 * them ("AMAZON.FallbackIntent, IntentA, IntentB, IntentC").
 * @param recognized The turn's intent, as an interpretation's intent.
 * @param locale     The bot's locale.
 */
function fallbackFirst(
	recognized: V2Intent,
	locale: LocaleDefinition = { localeId: '', intents: [], slotTypes: [] }
): V2Interpretation[] {
	const fallback = locale.intents.find(
		( intent ) => intent.parent === 'AMAZON.FallbackIntent'
	);
	const fallbackName = fallback?.name ?? FALLBACK_INTENT;
	const top = Math.min(
		BELOW_THRESHOLD_SCORE,
		( locale.nluConfidenceThreshold ?? 1 ) - 0.01
	);
	const others = locale.intents
		.filter(
			( intent ) =>
				intent.name !== fallbackName && intent.name !== recognized.name
		)
		.map( ( intent ) => bareIntent( intent.name ) );
	const ranked = [
		...( recognized.name === fallbackName ? [] : [ recognized ] ),
		...others,
	]
		.slice( 0, MAX_INTERPRETATIONS - 1 )
		.map( ( intent, index ) => ( {
			intent,
			nluConfidence: {
				score: Math.max(
					0,
					Math.round( ( top - index / 100 ) * 100 ) / 100
				),
			},
		} ) );
	return [
		{
			intent:
				recognized.name === fallbackName
					? recognized
					: bareIntent( fallbackName ),
		},
		...ranked,
	];
}

/**
 * The response less the optional members the freedoms leave out.
 * @param response The whole response.
 * @param omit     The parts to leave out.
 */
function leaveOut(
	response: RecognizeTextResponse,
	omit: readonly OptionalPart[]
): RecognizeTextResponse {
	const out = ( part: OptionalPart ) => omit.includes( part );
	const intentOf = ( intent: V2Intent ): V2Intent => {
		const slots: V2Intent[ 'slots' ] = {};
		for ( const [ name, slot ] of Object.entries( intent.slots ) ) {
			slots[ name ] =
				slot && out( 'slotValueDetails' )
					? {
							value: {
								interpretedValue: slot.value.interpretedValue,
							},
						}
					: slot;
		}
		const { confirmationState, ...rest } = intent;
		return {
			...rest,
			slots,
			...( out( 'confirmationState' ) ? {} : { confirmationState } ),
		};
	};
	const { sessionState, interpretations, messages } = response;
	const { intent, sessionAttributes, originatingRequestId, dialogAction } =
		sessionState;
	return {
		...( out( 'emptyMessages' ) && messages?.length === 0
			? {}
			: { messages } ),
		sessionState: {
			dialogAction,
			...( intent ? { intent: intentOf( intent ) } : {} ),
			...( out( 'emptySessionAttributes' ) &&
			Object.keys( sessionAttributes ?? {} ).length === 0
				? {}
				: { sessionAttributes } ),
			...( out( 'originatingRequestId' )
				? {}
				: { originatingRequestId } ),
		},
		...( out( 'interpretations' ) || ! interpretations
			? {}
			: {
					interpretations: interpretations.map(
						( { intent: interpreted, nluConfidence } ) => ( {
							intent: intentOf( interpreted ),
							...( nluConfidence && ! out( 'nluConfidence' )
								? { nluConfidence }
								: {} ),
						} )
					),
				} ),
		...( response.requestAttributes && ! out( 'requestAttributes' )
			? { requestAttributes: response.requestAttributes }
			: {} ),
		...( out( 'sessionId' ) ? {} : { sessionId: response.sessionId } ),
	};
}

export function toRecognizeTextResponse(
	turn: BotTurn,
	meta: {
		sessionId: string;
		requestId: string;
		requestAttributes?: SessionAttributes;
		/** The bot's locale, for the alternative intents; none by default. */
		locale?: LocaleDefinition;
		/** The choices Lex's documentation leaves open; none by default. */
		freedoms?: LexFreedoms;
	}
): RecognizeTextResponse {
	const intent: V2Intent | undefined = turn.intent && {
		name: turn.intent.name,
		// Lex lists each of an intent's slots, filled or null.
		slots: v2Slots( turn.intent.slotNames, turn.intent.slots ),
		state: turn.intent.state,
		confirmationState: 'None',
	};
	const recognized =
		intent && intent.name === turn.recognized.name
			? intent
			: bareIntent( turn.recognized.name );
	let interpretations: V2Interpretation[] = [
		{
			intent: recognized,
			...( turn.recognized.confidence === undefined
				? {}
				: { nluConfidence: { score: turn.recognized.confidence } } ),
		},
	];
	if ( turn.recognized.name !== FALLBACK_INTENT ) {
		interpretations.push( { intent: bareIntent( FALLBACK_INTENT ) } );
	}
	if ( meta.freedoms?.fallbackFirst && turn.recognized.by !== 'utterance' ) {
		interpretations = fallbackFirst( recognized, meta.locale );
	}
	return leaveOut(
		{
			messages: v2Messages( turn ),
			sessionState: {
				dialogAction:
					turn.dialogAction.type === 'ElicitSlot'
						? {
								type: 'ElicitSlot',
								slotToElicit: turn.dialogAction.slot,
							}
						: { type: turn.dialogAction.type },
				...( intent ? { intent } : {} ),
				sessionAttributes: turn.sessionAttributes,
				originatingRequestId: meta.requestId,
			},
			interpretations,
			...( meta.requestAttributes
				? { requestAttributes: meta.requestAttributes }
				: {} ),
			sessionId: meta.sessionId,
		},
		meta.freedoms?.omit ?? []
	);
}
