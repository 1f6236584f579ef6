/**
 * A bot turn as Lex V2 RecognizeText answers it.
 */
import { cardTitle, chunkButtons } from './cards';
import {
	SLOT_NAMES,
	type BotTurn,
	type IntentName,
	type SessionAttributes,
	type SlotValues,
} from './types';

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

function v2Slots( slots: SlotValues ): Record< string, V2Slot | null > {
	const result: Record< string, V2Slot | null > = {};
	for ( const name of SLOT_NAMES ) {
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

function bareIntent( name: IntentName ): V2Intent {
	return { name, slots: {}, state: 'InProgress', confirmationState: 'None' };
}

function v2Messages( turn: BotTurn, cardImageUrl: string ): V2Message[] {
	return turn.messages.flatMap( ( message ): V2Message[] => {
		if ( message.type !== 'Cards' ) {
			return [ { contentType: message.type, content: message.content } ];
		}
		const chunks = chunkButtons( message.buttons );
		return chunks.map( ( buttons, index ) => ( {
			contentType: 'ImageResponseCard',
			imageResponseCard: {
				title: cardTitle( message.title, index, chunks.length ),
				subtitle: message.subtitle,
				imageUrl: cardImageUrl,
				buttons: buttons.map( ( text ) => ( { text, value: text } ) ),
			},
		} ) );
	} );
}

export function toRecognizeTextResponse(
	turn: BotTurn,
	meta: {
		sessionId: string;
		requestId: string;
		cardImageUrl: string;
		requestAttributes?: SessionAttributes;
	}
): RecognizeTextResponse {
	const intent: V2Intent | undefined = turn.intent && {
		name: turn.intent.name,
		// Only FindJobs has slots; Lex lists each of an intent's slots, filled or null.
		slots:
			turn.intent.name === 'FindJobs' ? v2Slots( turn.intent.slots ) : {},
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
	if ( turn.recognized.name !== 'FallbackIntent' ) {
		interpretations.push( { intent: bareIntent( 'FallbackIntent' ) } );
	}
	return {
		messages: v2Messages( turn, meta.cardImageUrl ),
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
