/**
 * A bot turn as Lex V2 RecognizeText answers it.
 */
import type { BotTurn, SessionAttributes, SlotValues } from './types';

/** The name Lex V2 gives every bot's fallback intent. */
const FALLBACK_INTENT = 'FallbackIntent';

export interface V2Slot {
	value: {
		originalValue: string;
		interpretedValue: string;
		resolvedValues: string[];
	};
}

export interface V2Intent {
	name: string;
	slots: Record< string, V2Slot | null >;
	state: string;
	confirmationState: 'None';
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

export interface RecognizeTextResponse {
	messages: V2Message[];
	sessionState: {
		dialogAction: { type: string; slotToElicit?: string };
		intent?: V2Intent;
		sessionAttributes: SessionAttributes;
		originatingRequestId: string;
	};
	interpretations: {
		intent: V2Intent;
		nluConfidence?: { score: number };
	}[];
	requestAttributes?: SessionAttributes;
	sessionId: string;
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

export function toRecognizeTextResponse(
	turn: BotTurn,
	meta: {
		sessionId: string;
		requestId: string;
		requestAttributes?: SessionAttributes;
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
	const interpretations: RecognizeTextResponse[ 'interpretations' ] = [
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
	return {
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
	};
}
