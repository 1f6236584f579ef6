/**
 * Rules for what the candidate types (spec section 5; Lex's text limit).
 */

/** Lex's limit on the text of one turn. */
export const MAX_INPUT_LENGTH = 1024;
/** From here on the input shows how many characters are left. */
export const NEAR_LIMIT_LENGTH = 900;

export interface InputStatus {
	/** What would be sent: trimmed. */
	text: string;
	/** Characters typed (untrimmed), for the visible count. */
	length: number;
	remaining: number;
	nearLimit: boolean;
	overLimit: boolean;
	/** Not blank and not over the limit. */
	sendable: boolean;
}

/**
 * @param raw The input's current value.
 */
export function inputStatus( raw: string ): InputStatus {
	const text = raw.trim();
	const length = raw.length;
	const overLimit = text.length > MAX_INPUT_LENGTH;
	return {
		text,
		length,
		remaining: MAX_INPUT_LENGTH - length,
		nearLimit: length >= NEAR_LIMIT_LENGTH,
		overLimit,
		sendable: text !== '' && ! overLimit,
	};
}
