/**
 * WordPress dependencies
 */
import { ExternalLink, Notice } from '@wordpress/components';

/**
 * Internal dependencies
 */
import {
	botStatusMessage,
	settingsPageUrl,
	type BotStatus,
} from './bot-status';

/**
 * What the editor says above the block when the chat cannot show yet.
 *
 * @param props        Props.
 * @param props.status What the settings say.
 */
export function BotStatusNotice( { status }: { status: BotStatus } ) {
	const message = botStatusMessage( status );
	if ( ! message ) {
		return null;
	}
	return (
		<Notice status={ message.level } isDismissible={ false }>
			{ message.text }
			{ message.linkText && (
				<>
					{ ' ' }
					<ExternalLink href={ settingsPageUrl( window.location ) }>
						{ message.linkText }
					</ExternalLink>
				</>
			) }
		</Notice>
	);
}
