/**
 * "Why am I seeing this?" (issue 16): inside the server-rendered
 * `<details>` (a native disclosure: keyboard and screen readers know it),
 * one sentence saying why these stories were picked, the areas as toggle
 * buttons (one click changes the list) and a reset.
 */

/**
 * Internal dependencies
 */
import { documentMember } from '../../src/shared/page-document';
import type { PersonaChoice } from './persona-query';
import type { PersonaStrings } from './types';

const CLASS = 'wp-block-careers-frontend-persona-content__why';

export interface WhyActions {
	pick: ( area: string ) => void;
	reset: () => void;
}

export interface WhyDisclosure {
	/**
	 * Show the reason for a choice; `canReset` when there is something to
	 * go back from (an area picked here, or one the chat stored).
	 */
	update: ( choice: PersonaChoice, canReset: boolean ) => void;
}

/**
 * The sentence for a choice.
 *
 * @param choice  What is listed and why.
 * @param strings Translated strings.
 */
export function reasonText(
	choice: PersonaChoice,
	strings: PersonaStrings
): string {
	const sentences = {
		chat: strings.fromChat,
		profile: strings.fromProfile,
		chosen: strings.chosen,
		visitors: strings.visitors,
		none: '',
	};
	// A function, so `$&` or `$\`` in an area name is not a pattern.
	return sentences[ choice.reason ].replace( '%s', () => choice.area );
}

const sameArea = ( a: string, b: string ) =>
	a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Fill the disclosure's body once; `update` changes only texts and
 * states, so focus stays on the button just pressed.
 *
 * @param body    The `[data-careers-persona-why]` element in the `<details>`.
 * @param areas   Areas to offer, sorted.
 * @param strings Translated strings.
 * @param actions What a pick and a reset do.
 */
export function createWhyDisclosure(
	body: HTMLElement,
	areas: string[],
	strings: PersonaStrings,
	actions: WhyActions
): WhyDisclosure {
	const doc = body.ownerDocument;
	const details = body.closest( 'details' );
	const reason = documentMember( doc, 'createElement' )( 'p' );
	reason.className = `${ CLASS }-reason`;
	const label = documentMember( doc, 'createElement' )( 'p' );
	label.id = `${ body.closest( '[id]' )?.id ?? 'careers-persona' }-areas`;
	label.className = `${ CLASS }-label`;
	label.textContent = strings.pick;
	// A group of toggle buttons, named by the label above it.
	const list = documentMember( doc, 'createElement' )( 'div' );
	list.className = `${ CLASS }-areas`;
	list.setAttribute( 'role', 'group' );
	list.setAttribute( 'aria-labelledby', label.id );
	const buttons = areas.map( ( area ) => {
		const button = documentMember( doc, 'createElement' )( 'button' );
		button.type = 'button';
		button.textContent = area;
		button.addEventListener( 'click', () => actions.pick( area ) );
		list.append( button );
		return button;
	} );
	const reset = documentMember( doc, 'createElement' )( 'button' );
	reset.type = 'button';
	reset.className = `${ CLASS }-reset`;
	reset.textContent = strings.reset;
	reset.addEventListener( 'click', () => {
		actions.reset();
		// The button hides itself: keep focus in the disclosure.
		details?.querySelector( 'summary' )?.focus();
	} );
	body.replaceChildren(
		reason,
		...( areas.length ? [ label, list ] : [] ),
		reset
	);

	return {
		update( choice, canReset ) {
			if ( details ) {
				details.hidden = choice.reason === 'none';
			}
			reason.textContent = reasonText( choice, strings );
			buttons.forEach( ( button, index ) =>
				button.setAttribute(
					'aria-pressed',
					String(
						choice.reason !== 'visitors' &&
							sameArea( areas[ index ], choice.area )
					)
				)
			);
			reset.hidden = ! canReset;
		},
	};
}
