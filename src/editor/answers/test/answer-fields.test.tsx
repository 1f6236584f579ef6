/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { AnswerFields } from '../answer-fields';
import {
	isValidAnswerLink,
	readAnswerMeta,
	textToPhrasings,
	type AnswerMeta,
} from '../answer-meta';

const META: AnswerMeta = {
	careers_answer_phrasings: [ 'Do you offer visa sponsorship?' ],
	careers_answer_link: '/visa-sponsorship/',
	careers_answer_link_title: '',
	careers_answer_language: 'en',
};

/**
 * The fields with their own state, as the editor's store would keep it.
 *
 * @param props             Props.
 * @param props.onTranslate Called with the language chosen.
 * @param props.seen        Called with each change.
 */
function Editing( {
	onTranslate = () => {},
	seen = () => {},
}: {
	onTranslate?: ( language: string ) => void;
	seen?: ( meta: AnswerMeta ) => void;
} ) {
	const [ meta, setMeta ] = useState( META );
	return (
		<AnswerFields
			meta={ meta }
			languages={ [ 'en', 'es' ] }
			editorLocale="en_US"
			onChange={ ( changes ) => {
				const next = { ...meta, ...changes };
				seen( next );
				setMeta( next );
			} }
			onTranslate={ onTranslate }
			translating={ false }
			translateError=""
		/>
	);
}

describe( 'AnswerFields', () => {
	it( 'edits the phrasings one a line, the link and its text', async () => {
		const seen = jest.fn();
		render( <Editing seen={ seen } /> );
		const phrasings = screen.getByLabelText(
			'Other ways candidates ask it'
		);
		expect( phrasings ).toHaveValue( 'Do you offer visa sponsorship?' );
		await userEvent.type( phrasings, '{Enter}Can you sponsor my H-1B?' );
		expect( seen ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				careers_answer_phrasings: [
					'Do you offer visa sponsorship?',
					'Can you sponsor my H-1B?',
				],
			} )
		);
		const link = screen.getByLabelText( 'Link to a fuller page' );
		await userEvent.clear( link );
		await userEvent.type( link, 'javascript:alert(1)' );
		expect( link ).toHaveAttribute( 'aria-invalid', 'true' );
		expect(
			screen.getByText( /This one will not be saved/ )
		).toBeVisible();
		await userEvent.type( screen.getByLabelText( 'Link text' ), 'Visas' );
		expect( seen ).toHaveBeenLastCalledWith(
			expect.objectContaining( { careers_answer_link_title: 'Visas' } )
		);
	} );

	it( 'names the languages and starts a translation into another', async () => {
		const onTranslate = jest.fn();
		render( <Editing onTranslate={ onTranslate } /> );
		expect( screen.getByLabelText( 'Language' ) ).toHaveDisplayValue(
			'English'
		);
		expect( screen.getByLabelText( 'Translate into' ) ).toHaveDisplayValue(
			'Spanish'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Create translation' } )
		);
		expect( onTranslate ).toHaveBeenCalledWith( 'es' );
	} );
} );

describe( 'answer meta', () => {
	it( 'keeps links the server keeps: a path on the site or http(s)', () => {
		expect( isValidAnswerLink( '' ) ).toBe( true );
		expect( isValidAnswerLink( '/benefits/' ) ).toBe( true );
		expect( isValidAnswerLink( 'https://example.com/a?b=c' ) ).toBe( true );
		expect( isValidAnswerLink( '//evil.example/' ) ).toBe( false );
		expect( isValidAnswerLink( 'javascript:alert(1)' ) ).toBe( false );
		expect( isValidAnswerLink( '/a b' ) ).toBe( false );
	} );

	it( 'reads the editor’s meta defensively', () => {
		expect( readAnswerMeta( undefined, 'es' ) ).toEqual( {
			careers_answer_phrasings: [],
			careers_answer_link: '',
			careers_answer_link_title: '',
			careers_answer_language: 'es',
		} );
		expect(
			readAnswerMeta( { careers_answer_phrasings: [ 'a', 1 ] }, 'en' )
				.careers_answer_phrasings
		).toEqual( [ 'a' ] );
		expect( textToPhrasings( 'a\r\nb\n' ) ).toEqual( [ 'a', 'b', '' ] );
	} );
} );
