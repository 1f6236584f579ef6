/**
 * What the three engines' drivers and the page code share: how a locator
 * is described (a chain of steps, resolved inside the page the same way in
 * every engine), and the engine names.
 */

export const ENGINES = [ 'chromium', 'firefox', 'webkit' ] as const;
export type EngineName = ( typeof ENGINES )[ number ];

/** Text or a pattern, in a form that crosses into the page. */
export type SerialMatch = { text: string } | { source: string; flags: string };

export type TextMatch = string | RegExp;

/** One step of a locator, applied to each element the previous one found. */
export type Step =
	| { kind: 'css'; selector: string }
	| { kind: 'role'; role: string; name?: SerialMatch; exact: boolean }
	| { kind: 'label'; text: SerialMatch; exact: boolean }
	| { kind: 'text'; text: SerialMatch; exact: boolean }
	| { kind: 'testId'; id: string }
	| { kind: 'nth'; index: number }
	/** Keeps the elements found so far whose text has, or has not, this. */
	| { kind: 'filter'; hasText?: SerialMatch; hasNotText?: SerialMatch };

/**
 * A locator: the iframes to enter, each found by its own chain of steps in
 * the document before it, then the steps inside the last document.
 */
export interface Query {
	frames: Step[][];
	steps: Step[];
}

export interface Size {
	width: number;
	height: number;
}

/** A console message or page error, as an engine reported it. */
export interface ConsoleEntry {
	type: string;
	text: string;
	/** The script that logged it, when the engine says. */
	url: string;
}

export function serialMatch( match: TextMatch ): SerialMatch {
	return typeof match === 'string'
		? { text: match }
		: { source: match.source, flags: match.flags };
}
