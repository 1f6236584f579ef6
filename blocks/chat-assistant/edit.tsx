/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	ExternalLink,
	Notice,
	PanelBody,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useBotStatus, type BotStatus } from './bot-status';
import type { ChatAssistantAttributes } from './types';

interface EditProps {
	attributes: ChatAssistantAttributes;
	setAttributes: ( attributes: Partial< ChatAssistantAttributes > ) => void;
	/** Reads the plugin settings; tests pass their own. */
	fetchSettings?: () => Promise< unknown >;
}

/**
 * Settings → Careers, from wherever the editor runs.
 *
 * @param location The editor page's location.
 */
export function settingsPageUrl( location: Pick< Location, 'href' > ): string {
	return new URL( 'options-general.php?page=careers-frontend', location.href )
		.href;
}

function StatusNotice( { status }: { status: BotStatus } ) {
	if ( status === 'missing' ) {
		return (
			<Notice status="warning" isDismissible={ false }>
				{ __(
					'The chat needs a bot: enter the Lex bot and the Cognito identity pool in the Careers settings. Until then visitors do not see the chat.',
					'careers-frontend'
				) }{ ' ' }
				<ExternalLink href={ settingsPageUrl( window.location ) }>
					{ __( 'Open Settings → Careers', 'careers-frontend' ) }
				</ExternalLink>
			</Notice>
		);
	}
	if ( status === 'unknown' ) {
		return (
			<Notice status="info" isDismissible={ false }>
				{ __(
					'The chat shows only when an administrator has configured the bot in Settings → Careers.',
					'careers-frontend'
				) }
			</Notice>
		);
	}
	return null;
}

export default function Edit( {
	attributes,
	setAttributes,
	fetchSettings,
}: EditProps ) {
	const status = useBotStatus( fetchSettings );
	const label =
		attributes.buttonLabel.trim() ||
		__( 'Chat with us', 'careers-frontend' );
	const title =
		attributes.title.trim() ||
		__( 'Careers assistant', 'careers-frontend' );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Chat', 'careers-frontend' ) }>
					<TextControl
						label={ __( 'Button label', 'careers-frontend' ) }
						help={ __(
							'Empty: “Chat with us”.',
							'careers-frontend'
						) }
						value={ attributes.buttonLabel }
						onChange={ ( buttonLabel ) =>
							setAttributes( { buttonLabel } )
						}
					/>
					<TextControl
						label={ __( 'Window title', 'careers-frontend' ) }
						help={ __(
							'Empty: “Careers assistant”.',
							'careers-frontend'
						) }
						value={ attributes.title }
						onChange={ ( newTitle ) =>
							setAttributes( { title: newTitle } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...useBlockProps( { className: 'is-editor-preview' } ) }>
				<StatusNotice status={ status } />
				<p className="careers-chat__editor-preview">
					<span className="careers-chat__editor-button">
						{ label }
					</span>
					<span className="careers-chat__editor-help">
						{ title }
						{ ' — ' }
						{ __(
							'A chat button in the corner of the page. The assistant asks for an area of interest and a location, then lists matching jobs.',
							'careers-frontend'
						) }
					</span>
				</p>
			</div>
		</>
	);
}
