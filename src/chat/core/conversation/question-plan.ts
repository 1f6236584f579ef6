/**
 * A question the candidate asks, as the site's answers read it: the answer
 * and its page, or honestly none with the contact page; what the chat says
 * then, before the open question again.
 */

/**
 * Internal dependencies
 */
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
