/**
 * The editor controls the plugin's blocks share: the signed-in / signed-out
 * preview in the toolbar and one settings panel in the sidebar, of any
 * controls or of text controls only.
 */

/**
 * WordPress dependencies
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import {
	AttributeTextControls,
	type AttributeTextControlsProps,
} from './attribute-text-controls';
import { StatePreviewToggle, type PreviewState } from './state-preview-toggle';

interface BlockSettingsProps {
	/** The sidebar panel's title. */
	title: string;
	preview: PreviewState;
	onPreviewChange: ( value: PreviewState ) => void;
	children: ReactNode;
}

/**
 * The preview toggle and the block's settings panel.
 *
 * @param props                 Props.
 * @param props.title           Panel title.
 * @param props.preview         State previewed.
 * @param props.onPreviewChange Called with the state chosen.
 * @param props.children        The panel's controls.
 */
export function BlockSettings( {
	title,
	preview,
	onPreviewChange,
	children,
}: BlockSettingsProps ) {
	return (
		<>
			<StatePreviewToggle
				value={ preview }
				onChange={ onPreviewChange }
			/>
			<InspectorControls>
				<PanelBody title={ title }>{ children }</PanelBody>
			</InspectorControls>
		</>
	);
}

type TextSettingsProps< T > = Omit< BlockSettingsProps, 'children' > &
	AttributeTextControlsProps< T >;

/**
 * The preview toggle and a settings panel of text controls only.
 *
 * @param props               Panel title, preview state, and the fields with the block's
 *                            attributes and setter.
 * @param props.fields
 * @param props.attributes
 * @param props.setAttributes
 */
export function TextSettings< T >( {
	fields,
	attributes,
	setAttributes,
	...panel
}: TextSettingsProps< T > ) {
	return (
		<BlockSettings { ...panel }>
			<AttributeTextControls
				fields={ fields }
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
		</BlockSettings>
	);
}

export type { PreviewState };
