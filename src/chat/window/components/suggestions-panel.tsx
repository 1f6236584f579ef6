/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Suggestions } from '../../core/conversation';

interface SuggestionsPanelProps {
	id: string;
	suggestions: Suggestions;
	onChoose: ( text: string ) => void;
	/** "Find jobs near me": the device's location. */
	onNearMe: () => void;
	busy: boolean;
}

/**
 * 'Please select one': the job API's areas of interest (sorted), or "Find
 * jobs near me" and the zip and city/state the candidate gave; at most
 * half the chat's body, scrolling inside (CSS).
 *
 * A list of buttons rather than a listbox: each choice is an action (it
 * sends the answer), not a selection that stays; buttons read and work the
 * same in a screen reader's browse and focus modes, on desktop and on
 * phones, with nothing to learn (Tab, then Enter or Space), and the list
 * tells how many there are ("12 of 60").
 *
 * @param props             Props.
 * @param props.id          Unique id for the heading.
 * @param props.suggestions What to offer.
 * @param props.onChoose    Sends a choice.
 * @param props.onNearMe    Uses the device's location.
 * @param props.busy        Whether a turn is in flight.
 */
export function SuggestionsPanel( {
	id,
	suggestions,
	onChoose,
	onNearMe,
	busy,
}: SuggestionsPanelProps ) {
	const headingId = `${ id }-title`;
	return (
		<section
			className="careers-chat__suggestions"
			aria-labelledby={ headingId }
		>
			<h3 id={ headingId } className="careers-chat__suggestions-title">
				{ __( 'Please select one', 'careers-frontend' ) }
			</h3>
			<ul className="careers-chat__suggestion-list">
				{ suggestions.nearMe && (
					<li>
						<button
							type="button"
							className="careers-chat__choice careers-chat__choice--near-me"
							disabled={ busy }
							onClick={ onNearMe }
						>
							{ __( 'Find jobs near me', 'careers-frontend' ) }
						</button>
					</li>
				) }
				{ suggestions.options.map( ( option ) => (
					<li key={ option }>
						<button
							type="button"
							className="careers-chat__choice"
							disabled={ busy }
							onClick={ () => onChoose( option ) }
						>
							{ option }
						</button>
					</li>
				) ) }
			</ul>
		</section>
	);
}
