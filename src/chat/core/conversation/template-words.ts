/**
 * The template's words as the understanding uses them, read once from what
 * the page was given (`ConversationDeps.words`): the sample utterances,
 * the slots' prompts, the area and correction words, and which intent the
 * search is with its place and area slots. Without words (a page that was given none or
 * malformed ones) nothing is a command and the slots' names come from the
 * bot's own questions; the grammar words come even then (a bot locale the
 * template lacks, includes/bot-words.php).
 */

/**
 * Internal dependencies
 */
import { parseGrammar, parseLocaleWords, type LocaleWords } from '../bot';
import { isRecord } from '../common';
import { grammarOf, type Grammar } from '../understand';
import { hasRole, type SlotRoles } from './conversation-types';

export interface TemplateWords {
	utterances: LocaleWords[ 'utterances' ];
	prompts: LocaleWords[ 'prompts' ];
	/** Category name → the template's words for it in this locale. */
	areaWords: Record< string, string[] >;
	/** Words that change a search ("actually", "what about"). */
	correctionWords: string[];
	/** The grammar words messages are read with (none without words). */
	grammar: Grammar;
	/** Whether the page had words at all. */
	known: boolean;
}

/** The search: its intent and its place and area slots. */
export interface SearchSlots {
	intent?: string;
	place: string;
	area: string;
}

const cache = new WeakMap< object, TemplateWords >();

/**
 * @param raw The words the page was given (unchecked).
 */
export function templateWords( raw: unknown ): TemplateWords {
	const cached = isRecord( raw ) ? cache.get( raw ) : undefined;
	if ( cached ) {
		return cached;
	}
	const parsed = parseLocaleWords( raw );
	const words: TemplateWords = {
		utterances: parsed?.utterances ?? {},
		prompts: parsed?.prompts ?? {},
		areaWords: parsed?.areaWords ?? {},
		correctionWords: parsed?.correctionWords ?? [],
		grammar: grammarOf(
			parsed?.grammar ??
				parseGrammar( isRecord( raw ) ? raw.grammar : undefined ) ??
				undefined
		),
		known: parsed !== null,
	};
	if ( isRecord( raw ) ) {
		cache.set( raw, words );
	}
	return words;
}

/**
 * The search's intent and slots: the intent whose prompts ask for a place
 * and an area; else what the bot asked last; else the roles' first names.
 * @param words The template's words.
 * @param roles Which slot names are places and areas.
 * @param asked The intent of the bot's last question, if known.
 */
export function searchSlots(
	words: TemplateWords,
	roles: SlotRoles,
	asked?: string
): SearchSlots {
	for ( const [ intent, prompts ] of Object.entries( words.prompts ) ) {
		const slots = Object.keys( prompts );
		const place = slots.find( ( slot ) => hasRole( slot, roles.location ) );
		const area = slots.find( ( slot ) => hasRole( slot, roles.category ) );
		if ( place && area ) {
			return { intent, place, area };
		}
	}
	return {
		intent: asked,
		place: roles.location[ 0 ],
		area: roles.category[ 0 ],
	};
}

/**
 * The question the template asks for a slot, to ask it again.
 * @param words  The template's words.
 * @param intent The intent.
 * @param slot   The slot.
 */
export function promptFor(
	words: TemplateWords,
	intent: string | undefined,
	slot: string | undefined
): string | undefined {
	return intent && slot ? words.prompts[ intent ]?.[ slot ] : undefined;
}
