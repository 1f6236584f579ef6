/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	TextSettings,
	type PreviewState,
	type TextField,
} from '../../src/editor';
import { useBotStatus } from './bot-status';
import { BotStatusNotice } from './bot-status-notice';
import type { ChatAssistantAttributes } from './types';

interface EditProps {
	attributes: ChatAssistantAttributes;
	setAttributes: ( attributes: Partial< ChatAssistantAttributes > ) => void;
	/** Reads the plugin settings; tests pass their own. */
	fetchSettings?: () => Promise< unknown >;
}

/** The button and window words; empty means the default ones. */
const textFields = (): Array< TextField< ChatAssistantAttributes > > => [
	{
		name: 'buttonLabel',
		label: __( 'Button label', 'careers-frontend' ),
		help: __( 'Empty: “Chat with us”.', 'careers-frontend' ),
	},
	{
		name: 'title',
		label: __( 'Window title', 'careers-frontend' ),
		help: __( 'Empty: “Careers assistant”.', 'careers-frontend' ),
	},
];

export default function Edit( {
	attributes,
	setAttributes,
	fetchSettings,
}: EditProps ) {
	const status = useBotStatus( fetchSettings );
	const [ preview, setPreview ] = useState< PreviewState >( 'signed-out' );
	const label =
		attributes.buttonLabel.trim() ||
		__( 'Chat with us', 'careers-frontend' );
	const title =
		attributes.title.trim() ||
		__( 'Careers assistant', 'careers-frontend' );
	return (
		<>
			<TextSettings
				title={ __( 'Chat', 'careers-frontend' ) }
				preview={ preview }
				onPreviewChange={ setPreview }
				fields={ textFields() }
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<div { ...useBlockProps( { className: 'is-editor-preview' } ) }>
				<BotStatusNotice status={ status } />
				<p className="careers-chat__editor-preview">
					<span className="careers-chat__editor-button">
						{ label }
					</span>
					<span className="careers-chat__editor-help">
						{ title }
						{ ' — ' }
						{ __(
							'A chat button in the corner of the page.',
							'careers-frontend'
						) }{ ' ' }
						{ preview === 'signed-out'
							? __(
									'For a signed-out visitor the assistant asks for an area of interest and a location, then lists matching jobs.',
									'careers-frontend'
								)
							: __(
									'For a signed-in candidate the assistant shows their initials and starts from the area of interest and zip code of their profile, then lists matching jobs.',
									'careers-frontend'
								) }
					</span>
				</p>
			</div>
		</>
	);
}
