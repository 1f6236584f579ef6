/**
 * The request for a plan, with the dialog state that makes Lex read it as
 * the chat means it: a command with `ElicitIntent` (Lex recognises the
 * intent, whatever it was asking); an answer with `ElicitSlot` of the slot
 * it answers, the intent and every slot already given, from the chat's
 * own record (so an expired Lex session cannot take it for anything else).
 */

/**
 * Internal dependencies
 */
import type { BotDialogState } from '../bot-client';
import { withCategory, withLocation } from '../search-attributes';
import { currentAttributes, type TurnContext, type TurnRequest } from '../turn';
import type { IntentMatch } from './commands';
import { followReply } from './follow';
import type { OpenQuestion } from './open-question';
import type { Plan } from './plan';
import { searchSlots, type TemplateWords } from './template-words';

type AnswerPlan = Extract< Plan, { kind: 'answer' } >;

/**
 * @param ctx   The conversation.
 * @param match The intent and the sample utterance Lex is sent.
 * @param typed What the candidate typed (sent again by a retry).
 * @param open  The open question.
 * @param words The template's words.
 */
export function commandRequest(
	ctx: TurnContext,
	match: IntentMatch,
	typed: string,
	open: OpenQuestion | null,
	words: TemplateWords
): TurnRequest {
	return {
		text: match.utterance,
		sessionAttributes: currentAttributes( ctx ),
		dialog: { dialogAction: { type: 'ElicitIntent' } },
		failedText: typed,
		follower: followReply( ctx, { open, words, command: true } ),
	};
}

/**
 * A message sent as typed (after a search, one the chat did not
 * understand: Lex reads it).
 * @param ctx   The conversation.
 * @param typed What the candidate typed.
 * @param words The template's words.
 */
export function freeRequest(
	ctx: TurnContext,
	typed: string,
	words: TemplateWords
): TurnRequest {
	return {
		text: typed,
		sessionAttributes: currentAttributes( ctx ),
		follower: followReply( ctx, { open: null, words, command: false } ),
	};
}

/**
 * @param ctx   The conversation.
 * @param plan  The place and area found.
 * @param typed What the candidate typed (sent again by a retry).
 * @param open  The open question.
 * @param words The template's words.
 */
export function answerRequest(
	ctx: TurnContext,
	plan: AnswerPlan,
	typed: string,
	open: OpenQuestion | null,
	words: TemplateWords
): TurnRequest {
	const { dialog: record } = ctx.store.get();
	const slots = searchSlots( words, ctx.deps.slotRoles, record?.intent );
	const given: Record< string, string > = {};
	if ( plan.place ) {
		given[ slots.place ] = plan.place.text;
	}
	if ( plan.area ) {
		given[ slots.area ] = plan.area;
	}
	const known = {
		...( record && record.intent === slots.intent ? record.slots : {} ),
		...given,
	};
	// The slot the text answers: the one asked for, else one given.
	let elicit = slots.place;
	if ( open && open.slot in given ) {
		elicit = open.slot;
	} else if ( plan.area ) {
		elicit = slots.area;
	}
	const { [ elicit ]: text, ...others } = known;
	let attributes = currentAttributes( ctx );
	if ( plan.place ) {
		attributes = withLocation(
			attributes,
			plan.place.result,
			plan.place.text
		);
	}
	if ( known[ slots.place ] && known[ slots.area ] ) {
		attributes = withCategory( attributes, known[ slots.area ] );
	}
	const dialog: BotDialogState | undefined = slots.intent
		? {
				dialogAction: { type: 'ElicitSlot', slotToElicit: elicit },
				intent: { name: slots.intent, slots: others },
			}
		: undefined;
	return {
		text,
		sessionAttributes: attributes,
		...( dialog ? { dialog } : {} ),
		failedText: typed,
		follower: followReply( ctx, {
			open,
			words,
			command: false,
			sent: slots.intent
				? { intent: slots.intent, slots: known }
				: undefined,
			area: attributes.job_category,
			after: plan.after,
		} ),
	};
}
