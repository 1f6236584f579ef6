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
	busy: boolean;
}

/**
 * 'Please select one': the areas of interest (sorted), or the zip and
 * city/state the candidate gave; at most half the window's height (CSS).
 *
 * @param props             Props.
 * @param props.id          Unique id for the heading.
 * @param props.suggestions What to offer.
 * @param props.onChoose    Sends a choice.
 * @param props.busy        Whether a turn is in flight.
 */
export function SuggestionsPanel( {
	id,
	suggestions,
	onChoose,
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
