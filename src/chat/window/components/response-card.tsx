/**
 * Internal dependencies
 */
import type { ResponseCard as Card } from '../../core/bot';
import { SafeLink } from './safe-link';

/** Lex allows five buttons a card. */
export const MAX_CARD_BUTTONS = 5;

export interface ResponseCardProps {
	card: Card;
	/** Sends a button's value as the candidate's answer. */
	onChoose: ( value: string ) => void;
	/** A turn is in flight, or the choice was made: buttons are disabled. */
	disabled: boolean;
}

/**
 * A bot card: title, subtitle and up to five buttons. Its image is left
 * out: decorative, it carries nothing the title does not say. Every text
 * is React text (escaped). Used choices stay, disabled.
 *
 * @param props          Props.
 * @param props.card     The card.
 * @param props.onChoose Called with a button's value.
 * @param props.disabled Whether the buttons wait.
 */
export function ResponseCard( {
	card,
	onChoose,
	disabled,
}: ResponseCardProps ) {
	const buttons = card.buttons.slice( 0, MAX_CARD_BUTTONS );
	return (
		<div
			className="careers-chat__card"
			role="group"
			aria-label={ card.title || undefined }
		>
			{ card.title && (
				<p className="careers-chat__card-title">
					{ card.linkUrl ? (
						<SafeLink href={ card.linkUrl }>
							{ card.title }
						</SafeLink>
					) : (
						card.title
					) }
				</p>
			) }
			{ card.subtitle && (
				<p className="careers-chat__card-subtitle">{ card.subtitle }</p>
			) }
			{ buttons.length > 0 && (
				<ul className="careers-chat__card-buttons">
					{ buttons.map( ( button, index ) => (
						<li key={ index }>
							<button
								type="button"
								className="careers-chat__choice"
								disabled={ disabled }
								onClick={ () => onChoose( button.value ) }
							>
								{ button.text || button.value }
							</button>
						</li>
					) ) }
				</ul>
			) }
		</div>
	);
}
