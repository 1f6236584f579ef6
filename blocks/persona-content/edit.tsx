/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Placeholder, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PreviewState } from '../../src/editor';
import { PersonaContentSettings, PreviewAreaPanel } from './edit-settings';
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

/**
 * What the block shows in the editor for the preview chosen.
 *
 * @param sources The post types and personas the preview reads.
 * @param persona The persona previewed, if any.
 * @param state   The preview list's state.
 */
function previewBody(
	sources: ReturnType< typeof useEditorSources >,
	persona: PersonaTerm | null,
	state: ReturnType< typeof useEditorPreview >
) {
	if ( ! sources.loaded ) {
		return <Spinner />;
	}
	if ( sources.paths.length === 0 || sources.terms.length === 0 ) {
		return (
			<Placeholder
				icon="groups"
				label={ __( 'Persona content', 'careers-frontend' ) }
				instructions={ __(
					'This block lists posts tagged with the persona matching the candidate’s area of interest. It needs post types in the plugin’s persona setting (or in this block’s settings) and posts tagged with personas (Posts → Personas).',
					'careers-frontend'
				) }
			/>
		);
	}
	if ( ! persona ) {
		return (
			<p className="wp-block-careers-frontend-persona-content__note">
				{ __(
					'Signed-out visitors see the persona chosen in this block’s settings, or the plugin’s signed-out persona; when neither is set, they see nothing.',
					'careers-frontend'
				) }
			</p>
		);
	}
	return <PersonaList state={ state } />;
}

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

	const body = previewBody( sources, persona, state );

	return (
		<>
			<PersonaContentSettings
				attributes={ attributes }
				setAttributes={ setAttributes }
				preview={ preview }
				onPreviewChange={ setPreview }
			/>
			{ preview === 'signed-in' && sources.terms.length > 0 && (
				<PreviewAreaPanel
					terms={ sources.terms }
					area={ area }
					onChange={ setSampleTerm }
				/>
			) }
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
