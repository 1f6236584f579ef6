/**
 * The editor controls the plugin's blocks share: the signed-in / signed-out
 * preview in the toolbar, one settings panel in the sidebar, and text
 * controls bound to an attribute.
 */

/**
 * WordPress dependencies
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
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

type StringKeys< T > = {
	[ K in keyof T ]: T[ K ] extends string ? K : never;
}[ keyof T ];

interface AttributeTextControlProps< T > {
	label: string;
	help?: string;
	name: StringKeys< T >;
	attributes: T;
	setAttributes: ( attributes: Partial< T > ) => void;
}

/**
 * A text control bound to one string attribute.
 *
 * @param props               Props.
 * @param props.label         Label.
 * @param props.help          Help text.
 * @param props.name          Attribute name.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes The block's setter.
 */
export function AttributeTextControl< T >( {
	label,
	help,
	name,
	attributes,
	setAttributes,
}: AttributeTextControlProps< T > ) {
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			help={ help }
			value={ attributes[ name ] as string }
			onChange={ ( value ) =>
				setAttributes( { [ name ]: value } as unknown as Partial< T > )
			}
		/>
	);
}

export type { PreviewState };
