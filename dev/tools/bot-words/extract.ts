/**
 * The template's words (src/chat/core/bot/bot-words.ts), read from the bot
 * definition the stand-ins run: each intent's sample utterances, each
 * slot's prompt, the first turn, which is the stand-in's own answer to
 * the chat's start utterance, so it is what the template makes Lex say,
 * and the area words (the `AreaWords` slot type).
 */

/**
 * Internal dependencies
 */
import { parseLexV2Reply } from '../../../src/chat/core/bot/parse-lex-v2';
import type {
	BotWords,
	FirstTurn,
	LocaleWords,
} from '../../../src/chat/core/bot/bot-words';
import { START_UTTERANCE } from '../../../src/chat/core/conversation/conversation-types';
import { linkifyParts } from '../../../src/chat/window/lib/linkify';
import { looksLikeMarkdown } from '../../../src/chat/window/lib/markdown-syntax';
import { toRecognizeTextResponse } from '../../services/bot/render-v2';
import { runTurn } from '../../services/bot/turn';
import type {
	BotDefinition,
	LocaleDefinition,
	MessageGroup,
} from '../../services/bot/types';

/** The slot type whose values and synonyms are the area words. */
export const AREA_WORDS_SLOT_TYPE = 'AreaWords';

function utterancesOf( locale: LocaleDefinition ): Record< string, string[] > {
	const utterances: Record< string, string[] > = {};
	for ( const intent of locale.intents ) {
		if ( intent.utterances.length > 0 ) {
			utterances[ intent.name ] = [ ...intent.utterances ];
		}
	}
	return utterances;
}

/**
 * A prompt's text: its one plain-text message. A prompt with variations,
 * or in another form, has no single text the chat could repeat.
 * @param groups The prompt's message groups.
 */
function promptText( groups: MessageGroup[] ): string | null {
	if ( groups.length !== 1 || groups[ 0 ].variations.length > 0 ) {
		return null;
	}
	const { message } = groups[ 0 ];
	return message.type === 'PlainText' ? message.content : null;
}

function promptsOf(
	locale: LocaleDefinition
): Record< string, Record< string, string > > {
	const prompts: Record< string, Record< string, string > > = {};
	for ( const intent of locale.intents ) {
		for ( const slot of intent.slots ) {
			const text = promptText( slot.prompt );
			if ( text !== null ) {
				prompts[ intent.name ] = {
					...prompts[ intent.name ],
					[ slot.name ]: text,
				};
			}
		}
	}
	return prompts;
}

/**
 * Shown as it is, one paragraph of text: no markdown syntax, no address
 * the window would make a link (the launcher shows the first turn in the
 * window's markup before the window's script, issue 34).
 * @param text A message's text.
 */
function plainWords( text: string ): boolean {
	return (
		! looksLikeMarkdown( text ) &&
		linkifyParts( text ).every( ( part ) => part.type === 'text' )
	);
}

/**
 * The bot's answer to the start utterance, read by the chat's own Lex V2
 * reader. Null unless every message is plain text (see plainWords) and the
 * same whichever variation Lex picks, and the turn asks for a slot.
 * @param locale The locale.
 */
function firstTurnOf( locale: LocaleDefinition ): FirstTurn | null {
	const answers = [ 0, 0.999999 ].map( ( random ) => {
		const { turn } = runTurn(
			locale,
			START_UTTERANCE,
			{},
			{},
			() => random
		);
		return parseLexV2Reply(
			toRecognizeTextResponse( turn, {
				sessionId: 'bot-words',
				requestId: 'bot-words',
			} )
		);
	} );
	const texts = answers.map( ( reply ) =>
		reply.messages.map( ( message ) =>
			'text' in message && message.contentType !== 'CustomPayload'
				? message.text
				: null
		)
	);
	const [ reply ] = answers;
	const [ first, other ] = texts;
	const same = JSON.stringify( first ) === JSON.stringify( other );
	if (
		! same ||
		first.length === 0 ||
		first.some( ( text ) => text === null || ! plainWords( text ) ) ||
		! reply.intentName ||
		! reply.slotToElicit
	) {
		return null;
	}
	return {
		messages: first as string[],
		intentName: reply.intentName,
		slotToElicit: reply.slotToElicit,
	};
}

/**
 * The `AreaWords` slot type's values (the job API's category names) with
 * their synonyms, the words candidates use for each area.
 * @param locale The locale.
 */
function areaWordsOf( locale: LocaleDefinition ): Record< string, string[] > {
	const type = locale.slotTypes.find(
		( item ) => item.name === AREA_WORDS_SLOT_TYPE
	);
	const words: Record< string, string[] > = {};
	if ( type && type.strategy !== 'FREE_FORM' ) {
		for ( const { value, synonyms } of type.values ) {
			words[ value ] = [ ...synonyms ];
		}
	}
	return words;
}

/**
 * One locale's words.
 * @param locale The locale as the stand-ins run it.
 */
export function localeWordsOf( locale: LocaleDefinition ): LocaleWords {
	return {
		utterances: utterancesOf( locale ),
		prompts: promptsOf( locale ),
		firstTurn: firstTurnOf( locale ),
		areaWords: areaWordsOf( locale ),
	};
}

/**
 * Every locale's words.
 * @param definition The bot, from the template.
 */
export function botWordsOf( definition: BotDefinition ): BotWords {
	const words: BotWords = {};
	for ( const [ id, locale ] of definition.locales ) {
		words[ id ] = localeWordsOf( locale );
	}
	return words;
}
