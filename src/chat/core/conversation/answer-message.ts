/**
 * A message the candidate typed (or chose), understood before it is sent:
 * after the bot's idle timeout the open question is asked again and the
 * message kept; otherwise the plan (plan.ts) says what is sent, if
 * anything, and what the chat says itself.
 */

/**
 * Internal dependencies
 */
import {
	openQuestion,
	questionEntry,
	type OpenQuestion,
} from './open-question';
import { NOT_FOUND, planMessage, type Plan } from './plan-message';
import { answerRequest, commandRequest, freeRequest } from './plan-requests';
import { templateWords, type TemplateWords } from './template-words';
import { searchAgain } from './show-jobs';
import { runTurn, type TurnContext, type TurnRequest } from './turn';

// The panel comes with the answer's code: it reads the candidate's own
// area as an answer is read, and one import keeps that code one module in
// the chunk, not split between two (200 B more).
export { refreshSuggestions } from './suggestions';

/** Lex's default idle-session timeout, and the template's. */
export const DEFAULT_IDLE_SESSION_TTL = 300;

/**
 * Whether the bot has forgotten the open question: it last answered
 * longer ago than its idle-session timeout.
 * @param ctx The conversation.
 */
export function timedOut( ctx: TurnContext ): boolean {
	const { slotToElicit, activeAt } = ctx.store.get();
	const seconds =
		ctx.deps.settings.bot_idle_session_ttl ?? DEFAULT_IDLE_SESSION_TTL;
	return (
		seconds > 0 &&
		slotToElicit !== undefined &&
		activeAt !== undefined &&
		ctx.deps.now() - activeAt >= seconds * 1000
	);
}

/**
 * The conversation timed out: a line says so and keeps the message (the
 * window puts it back in the input), and the open question is asked again.
 * @param ctx
 * @param typed
 * @param words
 */
function askAgain(
	ctx: TurnContext,
	typed: string,
	words: TemplateWords
): void {
	const { store } = ctx;
	const open = openQuestion( ctx );
	store.update( {
		entries: [
			...store.get().entries,
			store.stamp( {
				kind: 'notice',
				notice: 'session-expired',
				text: typed,
			} ),
			...questionEntry( ctx, open, words ),
		],
		activeAt: ctx.deps.now(),
	} );
}

/**
 * Lex V1 takes any text for the slot it asks (no dialog state to say
 * otherwise): the chat answers only that question, and sends what it does
 * not understand as typed.
 * @param plan The plan.
 * @param open The open question.
 */
function onlyTheQuestion( plan: Plan, open: OpenQuestion | null ): Plan {
	if ( ! open ) {
		return { kind: 'free' };
	}
	if ( plan.kind !== 'answer' ) {
		return plan;
	}
	if ( open.role === 'place' ) {
		return plan.place
			? { ...plan, area: undefined, after: [] }
			: { kind: 'lines', lines: [ NOT_FOUND ] };
	}
	return plan.area
		? { ...plan, place: undefined, before: [], after: [] }
		: { kind: 'refuse' };
}

function requestFor(
	ctx: TurnContext,
	plan: Plan,
	typed: string,
	open: OpenQuestion | null,
	words: TemplateWords
): TurnRequest | null {
	const { store } = ctx;
	switch ( plan.kind ) {
		case 'command':
			return commandRequest( ctx, plan.match, typed, open, words );
		case 'free':
			return freeRequest( ctx, typed, words );
		case 'answer':
			plan.before.forEach( ( entry ) => store.append( entry ) );
			return answerRequest( ctx, plan, typed, open, words );
		case 'repeat':
			store.update( {
				entries: [
					...store.get().entries,
					...questionEntry( ctx, open, words ),
				],
			} );
			return null;
		case 'lines':
			plan.lines.forEach( ( entry ) => store.append( entry ) );
			return null;
		case 'say':
			plan.lines.forEach( ( entry ) => store.append( entry ) );
			store.update( {
				entries: [
					...store.get().entries,
					...questionEntry( ctx, open, words ),
				],
			} );
			return null;
	}
	return null;
}

async function planFor(
	ctx: TurnContext,
	typed: string,
	open: OpenQuestion | null,
	words: TemplateWords
): Promise< Plan > {
	if ( ctx.deps.dialogState === false ) {
		const plain = { ...words, utterances: {} };
		return onlyTheQuestion(
			open
				? await planMessage( ctx, typed, open, plain )
				: { kind: 'free' },
			open
		);
	}
	// Without the template's words, nothing asked: the bot's to read.
	return words.known || open
		? planMessage( ctx, typed, open, words )
		: { kind: 'free' };
}

/**
 * @param ctx            The conversation (the input already locked).
 * @param typed          The message, trimmed.
 * @param options        How it came.
 * @param options.shown  Already in the transcript (a retry, a place found
 *                       near the device).
 * @param options.search A failed job search, retried: run again, not sent.
 * @return Whether it was taken (false: it is kept for the candidate).
 */
export async function answerMessage(
	ctx: TurnContext,
	typed: string,
	{ shown = false, search }: { shown?: boolean; search?: unknown } = {}
): Promise< boolean > {
	if ( search ) {
		return searchAgain( ctx, search );
	}
	const { store, deps } = ctx;
	const words = templateWords( deps.words );
	if ( timedOut( ctx ) ) {
		askAgain( ctx, typed, words );
		store.update( { busy: false }, false );
		ctx.refreshSuggestions();
		return false;
	}
	const open = openQuestion( ctx );
	// An area answer waits for its check: one that names none is kept
	// for the candidate, not shown as sent.
	const waits = open?.role === 'area';
	if ( ! shown && ! waits ) {
		store.append( { kind: 'user', text: typed } );
	}
	let taken = true;
	await runTurn( ctx, async () => {
		const plan = await planFor( ctx, typed, open, words );
		if ( plan.kind === 'refuse' ) {
			taken = false;
			store.append( {
				kind: 'notice',
				notice: 'unknown-area',
				text: typed,
			} );
			return null;
		}
		if ( ! shown && waits ) {
			store.append( { kind: 'user', text: typed } );
		}
		return requestFor( ctx, plan, typed, open, words );
	} );
	return taken;
}
