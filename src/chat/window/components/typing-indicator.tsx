/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Avatar } from './avatar';

/** Three dots while the bot "types" (see the core's reply delay). */
export function TypingIndicator() {
	return (
		<div className="careers-chat__typing">
			<Avatar kind="bot" />
			<span className="careers-chat__typing-dots" aria-hidden="true">
				<span />
				<span />
				<span />
			</span>
			<span className="careers-chat__sr-only">
				{ __( 'The assistant is typing…', 'careers-frontend' ) }
			</span>
		</div>
	);
}
