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
import type { BotDialogState } from '../bot';
import type { IntentMatch } from '../understand';
import { followReply } from './follow-reply';
import type { OpenQuestion } from './open-question';
import type { Plan } from './plan-message';
import { withCategory, withLocation } from './search-attributes';
import { searchSlots, type TemplateWords } from './template-words';
import { currentAttributes, type TurnContext, type TurnRequest } from './turn';

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
	const attributes = currentAttributes( ctx );
	return {
		text: match.utterance,
		sessionAttributes: attributes,
		dialog: { dialogAction: { type: 'ElicitIntent' } },
		failedText: typed,
		follower: followReply( ctx, {
			open,
			words,
			command: true,
			intent: match.intent,
			area: attributes.job_category,
		} ),
	};
}

/**
 * A message sent as typed, for Lex to recognise an intent in (after a
 * search, one the chat did not understand).
 * @param ctx   The conversation.
 * @param typed What the candidate typed.
 * @param words The template's words.
 */
export function freeRequest(
	ctx: TurnContext,
	typed: string,
	words: TemplateWords
): TurnRequest {
	const attributes = currentAttributes( ctx );
	return {
		text: typed,
		sessionAttributes: attributes,
		dialog: { dialogAction: { type: 'ElicitIntent' } },
		follower: followReply( ctx, {
			open: null,
			words,
			command: false,
			area: attributes.job_category,
		} ),
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
	const slots = {
		...searchSlots( words, ctx.deps.slotRoles, record?.intent ),
		// The bot's own name for the slot it asks.
		...( open ? { [ open.role ]: open.slot } : {} ),
	};
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
	// The slot the text answers: the area when both are given (the place
	// among the slots), else the one given.
	const elicit = plan.area ? slots.area : slots.place;
	const { [ elicit ]: text, ...others } = known;
	let attributes = currentAttributes( ctx );
	if ( plan.place ) {
		attributes = withLocation(
			attributes,
			plan.place.result,
			plan.place.text
		);
	}
	// The search is complete with both, or with the area the bot asked
	// for (it asks for the place first, or needs none).
	const area = known[ slots.area ];
	if ( area && ( known[ slots.place ] || open?.role === 'area' ) ) {
		attributes = withCategory( attributes, area );
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
			searchSlots: [ slots.place, slots.area ],
			area: attributes.job_category,
			after: plan.after,
		} ),
	};
}
