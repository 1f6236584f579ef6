/**
 * WordPress dependencies
 */
import { forwardRef } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { FormEvent, KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import { inputStatus, MAX_INPUT_LENGTH } from '../../core/conversation';

interface MessageInputProps {
	id: string;
	value: string;
	onChange: ( value: string ) => void;
	/** Called with the trimmed text; never with blank text. */
	onSend: ( text: string ) => void;
	/** A turn is in flight: the input is locked. */
	busy: boolean;
}

/**
 * The candidate's message: Enter sends (Shift+Enter is a new line), at most
 * 1024 characters with a count near the limit, read-only (still focusable)
 * while a turn is in flight.
 */
export const MessageInput = forwardRef<
	HTMLTextAreaElement,
	MessageInputProps
>( function MessageInputField( { id, value, onChange, onSend, busy }, ref ) {
	const status = inputStatus( value );
	const countId = `${ id }-count`;

	const send = () => {
		if ( ! busy && status.sendable ) {
			onSend( status.text );
		}
	};
	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		send();
	};
	const onKeyDown = ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
		if (
			event.key === 'Enter' &&
			! event.shiftKey &&
			! event.nativeEvent.isComposing
		) {
			event.preventDefault();
			send();
		}
	};

	return (
		<form className="careers-chat__form" onSubmit={ onSubmit }>
			<label htmlFor={ id } className="careers-chat__sr-only">
				{ __( 'Your message', 'careers-frontend' ) }
			</label>
			<textarea
				ref={ ref }
				id={ id }
				className="careers-chat__input"
				rows={ 1 }
				value={ value }
				maxLength={ MAX_INPUT_LENGTH }
				readOnly={ busy }
				placeholder={ __( 'Type your message', 'careers-frontend' ) }
				aria-describedby={ status.nearLimit ? countId : undefined }
				onChange={ ( event ) => onChange( event.target.value ) }
				onKeyDown={ onKeyDown }
			/>
			<button
				type="submit"
				className="careers-chat__send"
				aria-disabled={ busy || ! status.sendable }
			>
				{ __( 'Send', 'careers-frontend' ) }
			</button>
			{ status.nearLimit && (
				<p id={ countId } className="careers-chat__count">
					{ sprintf(
						/* translators: %d: characters the message may still have. */
						_n(
							'%d character left',
							'%d characters left',
							Math.max( 0, status.remaining ),
							'careers-frontend'
						),
						Math.max( 0, status.remaining )
					) }
				</p>
			) }
		</form>
	);
} );
