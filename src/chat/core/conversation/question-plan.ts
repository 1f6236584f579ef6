/**
 * A question the candidate asks, as the site's answers read it: the answer
 * and its page, or honestly none with the contact page; what the chat says
 * then, before the open question again; and whether a message is such a
 * question at all, or a place and an area to read on (`questionStep`).
 */

/**
 * Internal dependencies
 */
import type { MessageReading } from '../understand';
import type { QuestionReading } from './conversation-types';
import type { NewTranscriptEntry } from './transcript';
import type { TurnContext } from './turn';

export const NO_QUESTION: QuestionReading = { sentence: false };

/**
 * What the site's answers make of a message; unreachable, nothing.
 * @param ctx   The conversation.
 * @param typed What the candidate typed.
 */
export async function questionOf(
	ctx: TurnContext,
	typed: string
): Promise< QuestionReading > {
	try {
		return ( await ctx.deps.readQuestion?.( typed ) ) ?? NO_QUESTION;
	} catch ( error ) {
		ctx.deps.logger.error( error );
		return NO_QUESTION;
	}
}

/**
 * The site's answer, or honestly none, with the contact page when the site
 * has one; the open question follows.
 * @param question What the answers made of the message.
 */
export function answerPlan( question: QuestionReading ): {
	kind: 'say';
	lines: NewTranscriptEntry[];
} {
	const { answer, contact } = question;
	return {
		kind: 'say',
		lines: [
			answer
				? { kind: 'notice', notice: 'answer', ...answer }
				: {
						kind: 'notice',
						notice: 'no-answer',
						...( contact ? { link: contact } : {} ),
					},
		],
	};
}

export interface QuestionStep {
	/** Give the answer, say honestly there is none, or read on. */
	step: 'answer' | 'honest' | 'read';
	/** Whether the place words are to be looked up as a place. */
	placeLike: boolean;
}

/**
 * What a message is, once the site's answers have read it. A sentence's
 * place is a name ("what about Houston?"), not "capital of France". The
 * message says more than a place and an area when it has words besides
 * them, the template's and the language's common words ("tell me a
 * joke", "cuánto gana una enfermera"; not "are there any nursing jobs in
 * Houston?"). An answer that fits is given to a sentence, to words that
 * name no place and no area, or to a message that says more; never to
 * correction words around an area alone ("¿y en ventas?"), and only a
 * clear one beside a named place. With none, the
 * honest reply goes to such words, and to a sentence that says more and
 * asks ("?") or names no place; "I live in Austin" is looked up.
 * @param reading  What the chat's reader made of the message.
 * @param question What the site's answers made of it.
 * @param typed    What the candidate typed.
 */
export function questionStep(
	reading: MessageReading,
	question: QuestionReading,
	typed: string
): QuestionStep {
	const { sentence } = question;
	const placeLike = sentence ? reading.named : reading.placeLike;
	const plain = ! reading.categories.length && ! placeLike;
	// The place words count as a place when they are to be looked up:
	// like one, or all there is but a sentence ("seattle", "asdfgh").
	const place = placeLike || ( plain && ! sentence );
	// Without the answers' common words, nothing more is known.
	const common = question.common && new Set( question.common );
	const more =
		common !== undefined &&
		[ ...reading.others, ...( place ? [] : reading.placeWords ) ].some(
			( token ) => ! common.has( token.key )
		);
	const correction =
		reading.correction && reading.categories.length > 0 && ! reading.place;
	// A place by its name asks a clear fit ("in Seattle, I have no
	// experience").
	const stands = question.answerClear || ! ( reading.byName && placeLike );
	if (
		question.answer &&
		stands &&
		( sentence || plain || more ) &&
		! correction
	) {
		return { step: 'answer', placeLike };
	}
	const asks = sentence && /[?¿]/u.test( typed );
	const honest =
		( plain && ( sentence || more ) ) ||
		( sentence && more && ( asks || ! reading.named ) );
	return { step: honest ? 'honest' : 'read', placeLike };
}
