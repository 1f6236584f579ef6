/**
 * WordPress dependencies
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	AttributeTextControls,
	BlockSettings,
	type PreviewState,
	type TextField,
} from '../../src/editor';
import type { PersonaContentAttributes } from './types';

interface SettingsProps {
	attributes: PersonaContentAttributes;
	setAttributes: ( attributes: Partial< PersonaContentAttributes > ) => void;
	preview: PreviewState;
	onPreviewChange: ( value: PreviewState ) => void;
}

/** What the block shows, and for whom; empty means the plugin setting. */
const contentFields = (): Array< TextField< PersonaContentAttributes > > => [
	{
		name: 'heading',
		label: __( 'Heading', 'careers-frontend' ),
	},
	{
		name: 'postTypes',
		label: __( 'Post types', 'careers-frontend' ),
		help: __(
			'A comma list, e.g. post,page. Empty: the plugin setting. Only post types in the plugin setting are queried.',
			'careers-frontend'
		),
	},
	{
		name: 'notLoggedIn',
		label: __( 'Persona for signed-out visitors', 'careers-frontend' ),
		help: __(
			'A persona slug, e.g. students. Empty: the plugin setting; with neither, signed-out visitors see nothing.',
			'careers-frontend'
		),
	},
];

/**
 * The preview toggle and the block's Content panel.
 *
 * @param props Attributes, their setter and the preview state.
 */
export function PersonaContentSettings( props: SettingsProps ) {
	const { attributes, setAttributes } = props;
	return (
		<BlockSettings
			title={ __( 'Content', 'careers-frontend' ) }
			preview={ props.preview }
			onPreviewChange={ props.onPreviewChange }
		>
			<AttributeTextControls
				fields={ contentFields() }
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<RangeControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Items', 'careers-frontend' ) }
				help={ __( '0: the plugin setting.', 'careers-frontend' ) }
				value={ attributes.count }
				min={ 0 }
				max={ 20 }
				onChange={ ( value ) => setAttributes( { count: value ?? 0 } ) }
			/>
		</BlockSettings>
	);
}

interface PreviewAreaProps {
	terms: Array< { name: string; slug: string } >;
	area: string;
	onChange: ( slug: string ) => void;
}

/**
 * Which area of interest the signed-in preview shows.
 *
 * @param props          Props.
 * @param props.terms    The site's personas.
 * @param props.area     The one previewed.
 * @param props.onChange Called with the slug chosen.
 */
export function PreviewAreaPanel( {
	terms,
	area,
	onChange,
}: PreviewAreaProps ) {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Preview', 'careers-frontend' ) }>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __(
						'Preview for a candidate interested in',
						'careers-frontend'
					) }
					value={ area }
					options={ terms.map( ( term ) => ( {
						label: term.name,
						value: term.slug,
					} ) ) }
					onChange={ ( value: string ) => onChange( value ) }
				/>
			</PanelBody>
		</InspectorControls>
	);
}
