/**
 * The candidate answer's sidebar panel (includes/answers.php enqueues this
 * on answers only): its phrasings, link, language and translations, saved
 * as the post's meta with the post.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useDispatch, useSelect } from '@wordpress/data';
import { PluginDocumentSettingPanel } from '@wordpress/editor';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import { AnswerFields } from './answer-fields';
import { readAnswerMeta, type AnswerMeta } from './answer-meta';

/** What includes/answers.php prints for the panel. */
interface AnswerEditorConfig {
	siteLanguage: string;
	languages: string[];
	/** The editing user's locale (`es_ES`), for the languages' names. */
	userLocale: string;
}

declare global {
	interface Window {
		careersFrontendAnswerEditor?: Partial< AnswerEditorConfig >;
	}
}

/** The parts of the editor's store the panel uses. */
interface EditorSelectors {
	getEditedPostAttribute: ( name: string ) => unknown;
}

interface EditorActions {
	editPost: ( edits: Record< string, unknown > ) => void;
}

const EDITOR_STORE = 'core/editor';

function readConfig(): AnswerEditorConfig {
	const given = Object( window.careersFrontendAnswerEditor );
	const siteLanguage =
		typeof given.siteLanguage === 'string' ? given.siteLanguage : 'en';
	const languages = Array.isArray( given.languages )
		? given.languages.filter(
				( code: unknown ): code is string => typeof code === 'string'
			)
		: [];
	const userLocale =
		typeof given.userLocale === 'string' ? given.userLocale : 'en_US';
	return { siteLanguage, languages, userLocale };
}

const config = readConfig();

/** The panel. */
function AnswerPanel() {
	const { meta, title, content } = useSelect( ( select ) => {
		const editor = select( EDITOR_STORE ) as unknown as EditorSelectors;
		return {
			meta: readAnswerMeta(
				editor.getEditedPostAttribute( 'meta' ),
				config.siteLanguage
			),
			title: String( editor.getEditedPostAttribute( 'title' ) ?? '' ),
			content: String( editor.getEditedPostAttribute( 'content' ) ?? '' ),
		};
	}, [] );
	const { editPost } = useDispatch(
		EDITOR_STORE
	) as unknown as EditorActions;
	const [ translating, setTranslating ] = useState( false );
	const [ translateError, setTranslateError ] = useState( '' );

	const onChange = ( changes: Partial< AnswerMeta > ) =>
		editPost( { meta: { ...meta, ...changes } } );

	const onTranslate = async ( language: string ) => {
		setTranslating( true );
		setTranslateError( '' );
		try {
			const created = await apiFetch< { id: number } >( {
				path: '/wp/v2/careers-answers',
				method: 'POST',
				data: {
					status: 'draft',
					title,
					content,
					meta: { ...meta, careers_answer_language: language },
				},
			} );
			window.location.assign(
				`post.php?post=${ encodeURIComponent(
					String( created.id )
				) }&action=edit`
			);
		} catch ( error ) {
			setTranslating( false );
			setTranslateError(
				Object( error ).message ||
					__(
						'The translation could not be created.',
						'careers-frontend'
					)
			);
		}
	};

	return (
		<PluginDocumentSettingPanel
			name="careers-frontend-answer"
			title={ __( 'Answer settings', 'careers-frontend' ) }
		>
			<AnswerFields
				meta={ meta }
				languages={ config.languages }
				editorLocale={ config.userLocale }
				onChange={ onChange }
				onTranslate={ onTranslate }
				translating={ translating }
				translateError={ translateError }
			/>
		</PluginDocumentSettingPanel>
	);
}

registerPlugin( 'careers-frontend-answer', { render: AnswerPanel } );
