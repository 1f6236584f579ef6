/**
 * The answer's own fields in the editor's sidebar: its other phrasings,
 * its link and the link's text, its language, and a translation to start.
 * Presentational: the panel (index.tsx) reads and edits the post.
 */

/**
 * WordPress dependencies
 */
import {
	Button,
	SelectControl,
	TextareaControl,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	isValidAnswerLink,
	languageName,
	phrasingsToText,
	textToPhrasings,
	type AnswerMeta,
} from './answer-meta';

type Change = ( changes: Partial< AnswerMeta > ) => void;

export interface AnswerFieldsProps {
	meta: AnswerMeta;
	/** Language codes an answer may be in. */
	languages: string[];
	/** The editor's locale, for the languages' names. */
	editorLocale: string;
	onChange: Change;
	/** Start a translation: a draft copy in that language. */
	onTranslate: ( language: string ) => void;
	/** A translation is being made. */
	translating: boolean;
	/** Why the last translation could not be made. */
	translateError: string;
}

/**
 * The link and its text.
 *
 * @param props          Props.
 * @param props.meta     The answer's meta.
 * @param props.onChange Called with the changed meta.
 */
function LinkFields( {
	meta,
	onChange,
}: {
	meta: AnswerMeta;
	onChange: Change;
} ) {
	const valid = isValidAnswerLink( meta.careers_answer_link );
	return (
		<>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Link to a fuller page', 'careers-frontend' ) }
				help={
					valid
						? __(
								'Optional. A page on this site, such as /benefits/, or a full web address.',
								'careers-frontend'
							)
						: __(
								'Enter a path on this site that starts with a single /, or a full address starting with https:// or http://. This one will not be saved.',
								'careers-frontend'
							)
				}
				aria-invalid={ ! valid }
				value={ meta.careers_answer_link }
				onChange={ ( link ) =>
					onChange( { careers_answer_link: link } )
				}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Link text', 'careers-frontend' ) }
				help={ __(
					'Where the link goes, as the chat says it. Empty: the linked page’s title.',
					'careers-frontend'
				) }
				value={ meta.careers_answer_link_title }
				onChange={ ( linkTitle ) =>
					onChange( { careers_answer_link_title: linkTitle } )
				}
			/>
		</>
	);
}

interface TranslateProps {
	languages: Array< { value: string; label: string } >;
	onTranslate: ( language: string ) => void;
	translating: boolean;
	translateError: string;
}

/**
 * The language to translate into, and the button that starts it.
 *
 * @param props                Props.
 * @param props.languages      Languages other than the answer's.
 * @param props.onTranslate    Called with the language chosen.
 * @param props.translating    Whether a translation is being made.
 * @param props.translateError The last translation's error.
 */
function TranslateControls( {
	languages,
	onTranslate,
	translating,
	translateError,
}: TranslateProps ) {
	const [ target, setTarget ] = useState( '' );
	const chosen = languages.some( ( { value } ) => value === target )
		? target
		: ( languages[ 0 ]?.value ?? '' );
	return (
		<>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Translate into', 'careers-frontend' ) }
				value={ chosen }
				options={ languages }
				onChange={ ( language: string ) => setTarget( language ) }
			/>
			<Button
				variant="secondary"
				isBusy={ translating }
				disabled={ translating || chosen === '' }
				accessibleWhenDisabled
				onClick={ () => onTranslate( chosen ) }
			>
				{ __( 'Create translation', 'careers-frontend' ) }
			</Button>
			<p className="components-base-control__help">
				{ __(
					'Opens a draft copy in that language, with this answer’s phrasings and link, for you to translate and publish.',
					'careers-frontend'
				) }
			</p>
			{ translateError && <p role="alert">{ translateError }</p> }
		</>
	);
}

/**
 * The fields.
 *
 * @param props                Props.
 * @param props.meta           The answer's meta.
 * @param props.languages      Languages to offer.
 * @param props.editorLocale   The editor's locale.
 * @param props.onChange       Called with the changed meta.
 * @param props.onTranslate    Called with the language to translate into.
 * @param props.translating    Whether a translation is being made.
 * @param props.translateError The last translation's error.
 */
export function AnswerFields( {
	meta,
	languages,
	editorLocale,
	onChange,
	...translate
}: AnswerFieldsProps ) {
	const current = meta.careers_answer_language;
	const options = [ ...new Set( [ current, ...languages ] ) ].map(
		( code ) => ( {
			value: code,
			label: languageName( code, editorLocale.replace( '_', '-' ) ),
		} )
	);
	const others = options.filter( ( { value } ) => value !== current );
	return (
		<>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __(
					'Other ways candidates ask it',
					'careers-frontend'
				) }
				help={ __(
					'One a line. The chat matches a candidate’s question against the title and these: write them as candidates would.',
					'careers-frontend'
				) }
				rows={ 6 }
				value={ phrasingsToText( meta.careers_answer_phrasings ) }
				onChange={ ( text ) =>
					onChange( {
						careers_answer_phrasings: textToPhrasings( text ),
					} )
				}
			/>
			<LinkFields meta={ meta } onChange={ onChange } />
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Language', 'careers-frontend' ) }
				help={ __(
					'The chat gives this answer on pages in this language.',
					'careers-frontend'
				) }
				value={ current }
				options={ options }
				onChange={ ( language: string ) =>
					onChange( { careers_answer_language: language } )
				}
			/>
			{ others.length > 0 && (
				<TranslateControls languages={ others } { ...translate } />
			) }
		</>
	);
}
