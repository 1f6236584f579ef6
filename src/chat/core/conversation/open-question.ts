/**
 * The question the chat holds open (the bot's place or area question), by
 * its own record, and asking it again in the template's words.
 */

/**
 * Internal dependencies
 */
import { hasRole } from './conversation-types';
import { promptFor, type TemplateWords } from './template-words';
import type { TranscriptEntry } from './transcript';
import type { TurnContext } from './turn';

export interface OpenQuestion {
	slot: string;
	role: 'place' | 'area';
	/** The intent asking it (the chat's record). */
	intent?: string;
}

/**
 * @param ctx The conversation.
 */
export function openQuestion( ctx: TurnContext ): OpenQuestion | null {
	const { slotToElicit: slot, dialog } = ctx.store.get();
	const roles = ctx.deps.slotRoles;
	let role: OpenQuestion[ 'role' ] | null = null;
	if ( hasRole( slot, roles.location ) ) {
		role = 'place';
	} else if ( hasRole( slot, roles.category ) ) {
		role = 'area';
	}
	return slot && role ? { slot, role, intent: dialog?.intent } : null;
}

/**
 * The question as the bot asks it, as an entry (none when the template's
 * words do not hold it).
 * @param ctx      The conversation.
 * @param question The open question.
 * @param words    The template's words.
 */
export function questionEntry(
	ctx: TurnContext,
	question: Pick< OpenQuestion, 'slot' | 'intent' > | null,
	words: TemplateWords
): TranscriptEntry[] {
	const text = promptFor( words, question?.intent, question?.slot );
	return text
		? [
				ctx.store.stamp( {
					kind: 'bot',
					message: { contentType: 'PlainText', text },
				} ),
			]
		: [];
}
