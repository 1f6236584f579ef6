/**
 * The template's words (src/chat/core/bot/bot-words.ts), read from the bot
 * template by the reader the stand-in shares (tools/bot-template): each
 * intent's sample utterances, each slot's prompt, the first turn (what the
 * template makes Lex answer to the chat's start utterance) and the area
 * words (the `AreaWords` slot type) and the correction words (the
 * `CorrectionWords` slot type). Nothing here runs the stand-in: the
 * first turn is read from the template itself, and a unit test holds it
 * to what the stand-in answers (test/first-turn.test.ts).
 */

/**
 * Internal dependencies
 */
import type {
	BotWords,
	FirstTurn,
	LanguageGrammar,
	LocaleWords,
} from '../../src/chat/core/bot';
import { START_UTTERANCE } from '../../src/chat/core/conversation';
import { linkifyParts } from '../../src/chat/window/lib/linkify';
import { looksLikeMarkdown } from '../../src/chat/window/lib/markdown-syntax';
import {
	isObject,
	listAt,
	objectAt,
	stringAt,
	type BotResource,
	type Json,
	type JsonObject,
} from '../bot-template';
import { areaWordsOf, correctionWordsOf } from './slot-type-words';
import { grammarOfLocales, readLanguages } from './languages';

/** A locale's intent as the template writes it, with where it is. */
interface Intent {
	name: string;
	value: JsonObject;
	path: string;
}

function intentsOf( locale: JsonObject, path: string ): Intent[] {
	return listAt( locale.Intents, `${ path }.Intents` ).map(
		( item, index ) => {
			const where = `${ path }.Intents[${ index }]`;
			const value = objectAt( item, where );
			return {
				name: stringAt( value.Name, `${ where }.Name` ),
				value,
				path: where,
			};
		}
	);
}

function sampleUtterances( intent: Intent ): string[] {
	const path = `${ intent.path }.SampleUtterances`;
	return listAt( intent.value.SampleUtterances, path ).map( ( item, index ) =>
		stringAt(
			objectAt( item, `${ path }[${ index }]` ).Utterance,
			`${ path }[${ index }].Utterance`
		)
	);
}

/**
 * The intent's slots in the order Lex asks for them (`SlotPriorities`).
 * @param intent The intent.
 */
function slotsOf( intent: Intent ): JsonObject[] {
	const priority = new Map< Json, number >(
		listAt( intent.value.SlotPriorities, `${ intent.path }.SlotPriorities` )
			.filter( isObject )
			.map( ( entry ) => [ entry.SlotName, Number( entry.Priority ) ] )
	);
	return listAt( intent.value.Slots, `${ intent.path }.Slots` )
		.map( ( item, index ) =>
			objectAt( item, `${ intent.path }.Slots[${ index }]` )
		)
		.sort(
			( a, b ) =>
				( priority.get( a.Name ) ?? Infinity ) -
				( priority.get( b.Name ) ?? Infinity )
		);
}

/**
 * The one text of a message group list: one group, its message plain
 * text, no variations. A list with variations, several groups, or a
 * message in another form (SSML, a card, a custom payload) has no single
 * text the chat could repeat.
 * @param specification A prompt or response specification.
 */
function groupTexts( specification: Json | undefined ): string[] | null {
	if ( ! isObject( specification ) ) {
		return null;
	}
	const groups = specification.MessageGroupsList;
	if ( ! Array.isArray( groups ) || groups.length === 0 ) {
		return null;
	}
	const texts = groups.map( ( group ) => {
		if (
			! isObject( group ) ||
			listAt( group.Variations, 'Variations' ).length > 0 ||
			! isObject( group.Message )
		) {
			return null;
		}
		const plain = group.Message.PlainTextMessage;
		return isObject( plain ) && typeof plain.Value === 'string'
			? plain.Value
			: null;
	} );
	return texts.every( ( text ) => text !== null ) ? texts : null;
}

function promptOf( slot: JsonObject ): string | null {
	const setting = slot.ValueElicitationSetting;
	const texts = groupTexts(
		isObject( setting ) ? setting.PromptSpecification : undefined
	);
	return texts?.length === 1 ? texts[ 0 ] : null;
}

function utterancesOf( intents: Intent[] ): Record< string, string[] > {
	const utterances: Record< string, string[] > = {};
	for ( const intent of intents ) {
		const samples = sampleUtterances( intent );
		if ( samples.length > 0 ) {
			utterances[ intent.name ] = samples;
		}
	}
	return utterances;
}

function promptsOf(
	intents: Intent[]
): Record< string, Record< string, string > > {
	const prompts: Record< string, Record< string, string > > = {};
	for ( const intent of intents ) {
		for ( const slot of slotsOf( intent ) ) {
			const text = promptOf( slot );
			if ( text !== null && typeof slot.Name === 'string' ) {
				prompts[ intent.name ] = {
					...prompts[ intent.name ],
					[ slot.Name ]: text,
				};
			}
		}
	}
	return prompts;
}

/**
 * Shown as it is, one paragraph of text: no markdown syntax, no address
 * the window would make a link (the launcher shows the first turn in the
 * window's markup before the window's script, issue 34), and no `{slot}`
 * or `[attribute]` for Lex to fill.
 * @param text A message's text.
 */
export function plainWords( text: string ): boolean {
	return (
		! /\{[^{}]*\}|\[[^[\]]*\]/.test( text ) &&
		! looksLikeMarkdown( text ) &&
		linkifyParts( text ).every( ( part ) => part.type === 'text' )
	);
}

const wordsKey = ( text: string ) =>
	text.trim().replace( /\s+/g, ' ' ).toLowerCase();

/**
 * What Lex answers to the chat's start utterance, read from the template:
 * the one intent that takes it as a sample utterance, with no slots, no
 * initial response and no conditional closing, closes with plain words,
 * and moves on to elicit a slot of another intent, whose prompt is plain
 * words too. Null for anything else: the chat then waits for Lex's own
 * first answer.
 * @param intents The locale's intents.
 */
function firstTurnOf( intents: Intent[] ): FirstTurn | null {
	const starts = intents.filter( ( intent ) =>
		sampleUtterances( intent ).some(
			( utterance ) =>
				wordsKey( utterance ) === wordsKey( START_UTTERANCE )
		)
	);
	if ( starts.length !== 1 ) {
		return null;
	}
	const [ start ] = starts;
	const closing = start.value.IntentClosingSetting;
	if (
		slotsOf( start ).length > 0 ||
		start.value.InitialResponseSetting !== undefined ||
		! isObject( closing ) ||
		closing.IsActive === false ||
		closing.Conditional !== undefined ||
		! isObject( closing.NextStep )
	) {
		return null;
	}
	const { DialogAction: action, Intent: next } = closing.NextStep;
	const intentName =
		isObject( next ) && typeof next.Name === 'string' ? next.Name : null;
	const slotToElicit =
		isObject( action ) && action.Type === 'ElicitSlot'
			? action.SlotToElicit
			: null;
	const slot = slotsOf(
		intents.find( ( intent ) => intent.name === intentName ) ?? start
	).find( ( item ) => item.Name === slotToElicit );
	const greeting = groupTexts( closing.ClosingResponse );
	const prompt = slot ? promptOf( slot ) : null;
	if (
		! intentName ||
		typeof slotToElicit !== 'string' ||
		! greeting ||
		prompt === null
	) {
		return null;
	}
	const messages = [ ...greeting, prompt ];
	return messages.every( plainWords )
		? { messages, intentName, slotToElicit }
		: null;
}

/**
 * One locale's words.
 * @param locale  The locale, as the template writes it (evaluated).
 * @param path    Where it is.
 * @param grammar The grammar words of the template's languages.
 */
export function localeWordsOf(
	locale: JsonObject,
	path: string,
	grammar: LanguageGrammar
): LocaleWords {
	const intents = intentsOf( locale, path );
	return {
		utterances: utterancesOf( intents ),
		prompts: promptsOf( intents ),
		firstTurn: firstTurnOf( intents ),
		areaWords: areaWordsOf( locale, path ),
		correctionWords: correctionWordsOf( locale, path ),
		grammar,
	};
}

/**
 * Every locale's words.
 * @param bot       The template's bot (tools/bot-template).
 * @param languages The languages' grammar words (languages.ts); the chat's
 *                  files by default.
 */
export function botWordsOf(
	bot: BotResource,
	languages = readLanguages()
): BotWords {
	const locales = bot.locales.map( ( item, index ) => {
		const path = `${ bot.path }.BotLocales[${ index }]`;
		const locale = objectAt( item, path );
		return {
			locale,
			path,
			id: stringAt( locale.LocaleId, `${ path }.LocaleId` ),
		};
	} );
	const grammar = grammarOfLocales(
		locales.map( ( { id } ) => id ),
		languages
	);
	return Object.fromEntries(
		locales.map( ( { locale, path, id } ) => [
			id,
			localeWordsOf( locale, path, grammar ),
		] )
	);
}
