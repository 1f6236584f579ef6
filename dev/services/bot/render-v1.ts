/**
 * A bot turn as Lex V1 PostText answers it: one message (several become a
 * Composite message group) and at most one response card.
 */
import type { BotMessage, BotTurn, SessionAttributes } from './types';

export interface V1ResponseCard {
	version: string;
	contentType: 'application/vnd.amazonaws.card.generic';
	genericAttachments: {
		title: string;
		subTitle?: string;
		imageUrl?: string;
		buttons: { text: string; value: string }[];
	}[];
}

export interface PostTextResponse {
	intentName?: string;
	nluIntentConfidence?: { score: number };
	alternativeIntents: {
		intentName: string;
		slots: Record< string, string >;
	}[];
	slots?: Record< string, string | null >;
	sessionAttributes: SessionAttributes;
	message?: string;
	messageFormat?: 'PlainText' | 'SSML' | 'CustomPayload' | 'Composite';
	sentimentResponse: { sentimentLabel: string; sentimentScore: string };
	dialogState: string;
	slotToElicit?: string;
	responseCard?: V1ResponseCard;
	sessionId: string;
	botVersion: string;
	activeContexts: never[];
}

type TextMessage = Exclude< BotMessage, { type: 'ImageResponseCard' } >;
type CardMessage = Extract< BotMessage, { type: 'ImageResponseCard' } >;

const V1_INTENT_NAMES: Record< string, string > = {
	FallbackIntent: 'AMAZON.FallbackIntent',
};

function v1Message(
	messages: TextMessage[]
): Pick< PostTextResponse, 'message' | 'messageFormat' > {
	if ( messages.length === 0 ) {
		return {};
	}
	if ( messages.length === 1 ) {
		return {
			message: messages[ 0 ].content,
			messageFormat: messages[ 0 ].type,
		};
	}
	const group = {
		messages: messages.map( ( message, index ) => ( {
			type: message.type,
			group: index + 1,
			value: message.content,
		} ) ),
	};
	return { message: JSON.stringify( group ), messageFormat: 'Composite' };
}

/**
 * V1 has one response card a reply: the V2 cards become its attachments.
 * @param turn
 */
function v1Card( turn: BotTurn ): V1ResponseCard | undefined {
	const cards = turn.messages.filter(
		( message ): message is CardMessage =>
			message.type === 'ImageResponseCard'
	);
	if ( cards.length === 0 ) {
		return undefined;
	}
	return {
		version: '1',
		contentType: 'application/vnd.amazonaws.card.generic',
		genericAttachments: cards.map( ( { card } ) => ( {
			title: card.title,
			...( card.subtitle === undefined
				? {}
				: { subTitle: card.subtitle } ),
			...( card.imageUrl === undefined
				? {}
				: { imageUrl: card.imageUrl } ),
			buttons: card.buttons,
		} ) ),
	};
}

function dialogState( turn: BotTurn ): string {
	if ( turn.dialogAction.type === 'Close' ) {
		return 'Fulfilled';
	}
	return turn.dialogAction.type;
}

export function toPostTextResponse(
	turn: BotTurn,
	meta: { sessionId: string }
): PostTextResponse {
	const texts = turn.messages.filter(
		( message ): message is TextMessage =>
			message.type !== 'ImageResponseCard'
	);
	const card = v1Card( turn );
	const intent = turn.intent;
	const slots: Record< string, string | null > = {};
	for ( const name of intent?.slotNames ?? [] ) {
		slots[ name ] = intent?.slots[ name ]?.interpreted ?? null;
	}
	return {
		...( intent
			? {
					intentName: V1_INTENT_NAMES[ intent.name ] ?? intent.name,
					slots,
				}
			: {} ),
		...( intent && turn.recognized.confidence !== undefined
			? { nluIntentConfidence: { score: turn.recognized.confidence } }
			: {} ),
		alternativeIntents:
			turn.recognized.name === 'FallbackIntent'
				? []
				: [ { intentName: 'AMAZON.FallbackIntent', slots: {} } ],
		sessionAttributes: turn.sessionAttributes,
		...v1Message( texts ),
		sentimentResponse: {
			sentimentLabel: 'NEUTRAL',
			sentimentScore:
				'{Positive: 0.05,Negative: 0.02,Neutral: 0.92,Mixed: 0.01}',
		},
		dialogState: dialogState( turn ),
		...( turn.dialogAction.type === 'ElicitSlot'
			? { slotToElicit: turn.dialogAction.slot }
			: {} ),
		...( card ? { responseCard: card } : {} ),
		sessionId: meta.sessionId,
		botVersion: '1',
		activeContexts: [],
	};
}
