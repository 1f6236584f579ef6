/**
 * Small bot templates for the tests of Lex's rules: one locale, the
 * intents given, and a fallback intent; and a way to talk to them.
 */
import { botDefinitionFrom } from '../bot/definition';
import type { Json } from '../../../tools/bot-template';
import { runTurn } from '../bot/turn';
import type {
	BotMessage,
	DialogMemory,
	LocaleDefinition,
	SessionAttributes,
} from '../bot/types';

export const FALLBACK_TEXT = 'Sorry?';

export function plain( text: string ): Json {
	return { Message: { PlainTextMessage: { Value: text } } };
}

export function says( ...texts: string[] ): Json {
	return { MessageGroupsList: texts.map( plain ) };
}

export function prompt( text: string, maxRetries = 2 ): Json {
	return { MaxRetries: maxRetries, MessageGroupsList: [ plain( text ) ] };
}

export function slot(
	name: string,
	slotType: string,
	question: string,
	more: { [ key: string ]: Json } = {},
	maxRetries = 2
): Json {
	return {
		Name: name,
		SlotTypeName: slotType,
		ValueElicitationSetting: {
			SlotConstraint: 'Required',
			PromptSpecification: prompt( question, maxRetries ),
			...more,
		},
	};
}

export const FALLBACK_INTENT: Json = {
	Name: 'FallbackIntent',
	ParentIntentSignature: 'AMAZON.FallbackIntent',
	IntentClosingSetting: {
		ClosingResponse: says( FALLBACK_TEXT ),
		NextStep: { DialogAction: { Type: 'ElicitIntent' } },
	},
};

export function templateWith( intents: Json[], slotTypes: Json[] = [] ): Json {
	return {
		Resources: {
			Bot: {
				Type: 'AWS::Lex::Bot',
				Properties: {
					BotLocales: [
						{
							LocaleId: 'en_US',
							NluConfidenceThreshold: 0.4,
							...( slotTypes.length
								? { SlotTypes: slotTypes }
								: {} ),
							Intents: [ ...intents, FALLBACK_INTENT ],
						},
					],
				},
			},
		},
	};
}

export function localeWith(
	intents: Json[],
	slotTypes: Json[] = []
): LocaleDefinition {
	const locale = botDefinitionFrom(
		templateWith( intents, slotTypes )
	).locales.get( 'en_US' );
	if ( ! locale ) {
		throw new Error( 'no en_US' );
	}
	return locale;
}

function textOf( message: BotMessage ): string {
	return message.type === 'ImageResponseCard'
		? message.card.title
		: message.content;
}

/**
 * Plays `lines`; each turn's action (`ElicitSlot x`, `ElicitIntent`,
 * `Close`), intent, what was said and the attributes.
 * @param locale     The bot.
 * @param lines      What the candidate types.
 * @param attributes The session attributes to start with.
 * @param random     Which variation is said.
 */
export function talk(
	locale: LocaleDefinition,
	lines: string[],
	attributes: SessionAttributes = {},
	random: () => number = () => 0
) {
	let memory: DialogMemory = {};
	let current = attributes;
	return lines.map( ( text ) => {
		const result = runTurn( locale, text, current, memory, random );
		memory = result.memory;
		current = result.turn.sessionAttributes;
		const { dialogAction: action } = result.turn;
		return {
			action:
				action.type === 'ElicitSlot'
					? `ElicitSlot ${ action.slot }`
					: action.type,
			intent: result.turn.intent?.name,
			state: result.turn.intent?.state,
			slots: result.turn.intent?.slots,
			said: result.turn.messages.map( textOf ),
			attributes: { ...current },
		};
	} );
}
