/**
 * The settings page says, while it is so, that candidates do not see the
 * chat, and which saved settings it still needs, each a link to its field
 * (the rule of src/settings/chat-readiness.ts, which the chat block's
 * server render follows).
 */

/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { missingChatSettings } from '../../settings/chat-readiness';
import type { Settings } from '../../settings/types';
import type { SettingKey } from '../admin-config';

export interface ChatReadinessNoticeProps {
	/** The saved settings: what candidates' pages are built from. */
	saved: Settings;
	labels: Partial< Record< SettingKey, string > >;
	focusSetting: ( key: SettingKey ) => void;
}

export function ChatReadinessNotice( {
	saved,
	labels,
	focusSetting,
}: ChatReadinessNoticeProps ) {
	const missing = missingChatSettings( saved );
	if ( missing.length === 0 ) {
		return null;
	}
	const intro = __(
		'Candidates do not see the chat yet. It needs these settings, filled in and saved:',
		'careers-frontend'
	);
	return (
		<Notice
			status="warning"
			isDismissible={ false }
			className="careers-frontend-settings__readiness"
			// Said as text: the notice would otherwise render its children,
			// buttons with hooks of their own, to a string inside its render.
			spokenMessage={ `${ intro } ${ missing
				.map( ( key ) => labels[ key ] ?? key )
				.join( ', ' ) }` }
		>
			<p>{ intro }</p>
			<ul>
				{ missing.map( ( key ) => (
					<li key={ key }>
						<Button
							variant="link"
							onClick={ () => focusSetting( key ) }
						>
							{ labels[ key ] ?? key }
						</Button>
					</li>
				) ) }
			</ul>
		</Notice>
	);
}
