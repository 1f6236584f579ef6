/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	Placeholder,
	RangeControl,
	SelectControl,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { StatePreviewToggle, type PreviewState } from '../../src/editor';
import { PersonaList } from './persona-list';
import type { PersonaTerm } from './persona-query';
import type { PersonaContentAttributes } from './types';
import { useEditorPreview, useEditorSources } from './use-editor-preview';

interface EditProps {
	attributes: PersonaContentAttributes;
	setAttributes: ( attributes: Partial< PersonaContentAttributes > ) => void;
}

/** The plugin's default persona_count, for the preview when the block sets none. */
const DEFAULT_COUNT = 5;

export default function Edit( { attributes, setAttributes }: EditProps ) {
	const { postTypes, notLoggedIn, count, heading } = attributes;
	const [ preview, setPreview ] = useState< PreviewState >( 'signed-in' );
	const [ sampleTerm, setSampleTerm ] = useState( '' );
	const sources = useEditorSources( postTypes );
	const area = sampleTerm || sources.terms[ 0 ]?.slug || '';

	let persona: PersonaTerm | null = null;
	if ( preview === 'signed-in' && area ) {
		persona = { kind: 'area-of-interest', term: area };
	} else if ( preview === 'signed-out' && notLoggedIn.trim() ) {
		persona = { kind: 'persona', term: notLoggedIn.trim() };
	}
	const state = useEditorPreview(
		sources.paths,
		persona,
		count || DEFAULT_COUNT
	);

	let body;
	if ( ! sources.loaded ) {
		body = <Spinner />;
	} else if ( sources.paths.length === 0 || sources.terms.length === 0 ) {
		body = (
			<Placeholder
				icon="groups"
				label={ __( 'Persona content', 'careers-frontend' ) }
				instructions={ __(
					'This block lists posts tagged with the persona matching the candidate’s area of interest. It needs post types in the plugin’s persona setting (or in this block’s settings) and posts tagged with personas (Posts → Personas).',
					'careers-frontend'
				) }
			/>
		);
	} else if ( ! persona ) {
		body = (
			<p className="wp-block-careers-frontend-persona-content__note">
				{ __(
					'Signed-out visitors see the persona chosen in this block’s settings, or the plugin’s signed-out persona; when neither is set, they see nothing.',
					'careers-frontend'
				) }
			</p>
		);
	} else {
		body = <PersonaList state={ state } />;
	}

	return (
		<>
			<StatePreviewToggle value={ preview } onChange={ setPreview } />
			<InspectorControls>
				<PanelBody title={ __( 'Content', 'careers-frontend' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Heading', 'careers-frontend' ) }
						value={ heading }
						onChange={ ( value ) =>
							setAttributes( { heading: value } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Post types', 'careers-frontend' ) }
						help={ __(
							'A comma list, e.g. post,page. Empty: the plugin setting. Only post types in the plugin setting are queried.',
							'careers-frontend'
						) }
						value={ postTypes }
						onChange={ ( value ) =>
							setAttributes( { postTypes: value } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Persona for signed-out visitors',
							'careers-frontend'
						) }
						help={ __(
							'A persona slug, e.g. students. Empty: the plugin setting; with neither, signed-out visitors see nothing.',
							'careers-frontend'
						) }
						value={ notLoggedIn }
						onChange={ ( value ) =>
							setAttributes( { notLoggedIn: value } )
						}
					/>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Items', 'careers-frontend' ) }
						help={ __(
							'0: the plugin setting.',
							'careers-frontend'
						) }
						value={ count }
						min={ 0 }
						max={ 20 }
						onChange={ ( value ) =>
							setAttributes( { count: value ?? 0 } )
						}
					/>
				</PanelBody>
				{ preview === 'signed-in' && sources.terms.length > 0 && (
					<PanelBody title={ __( 'Preview', 'careers-frontend' ) }>
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __(
								'Preview for a candidate interested in',
								'careers-frontend'
							) }
							value={ area }
							options={ sources.terms.map( ( term ) => ( {
								label: term.name,
								value: term.slug,
							} ) ) }
							onChange={ ( value: string ) =>
								setSampleTerm( value )
							}
						/>
					</PanelBody>
				) }
			</InspectorControls>
			<div { ...useBlockProps() }>
				{ heading.trim() !== '' && (
					<h2 className="wp-block-careers-frontend-persona-content__heading">
						{ heading }
					</h2>
				) }
				{ body }
			</div>
		</>
	);
}
