/** @jest-environment node */

/**
 * A new language is data: no code of the product lists languages or a
 * language's words (docs/adding-a-language.md). Run on the repository, and
 * on the lists it must catch: the three the chat's reading once kept
 * (link words, join words, word endings) among them.
 */

/**
 * External dependencies
 */
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	fileProblems,
	languageListProblems,
	languagesOf,
} from '../language-lists';

const ROOT = path.resolve( __dirname, '..', '..', '..' );
const LANGUAGES = languagesOf( ROOT );

const problemsIn = ( text: string, file = 'src/x.ts' ) =>
	fileProblems( file, text, LANGUAGES ).map(
		( { line, message } ) => `${ line }: ${ message.split( ':' )[ 0 ] }`
	);

describe( 'the product’s code', () => {
	it( 'lists no languages and no language’s grammar words', () => {
		expect(
			languageListProblems( ROOT ).map(
				( { file, line, message } ) =>
					`${ file }:${ line }: ${ message }`
			)
		).toEqual( [] );
	} );

	it( 'knows the languages from their grammar files', () => {
		expect( LANGUAGES.map( ( language ) => language.code ) ).toEqual(
			expect.arrayContaining( [ 'en', 'es' ] )
		);
	} );
} );

describe( 'fileProblems', () => {
	it( 'finds a list of languages, in TypeScript or PHP', () => {
		expect(
			problemsIn(
				[
					"const LOCALES = [ 'en_US', 'es_US' ];",
					'const CODES = new Set( [',
					"\t'en',",
					"\t'es-MX',",
					'] );',
				].join( '\n' )
			)
		).toEqual( [
			'1: a list of languages (en, es)',
			'2: a list of languages (en, es)',
		] );
		expect(
			problemsIn(
				"<?php\n$ok = in_array( $code, array( 'en', 'es' ), true );",
				'includes/x.php'
			)
		).toEqual( [ '2: a list of languages (en, es)' ] );
	} );

	it( 'finds a map or a switch by language', () => {
		expect(
			problemsIn(
				"const NAMES = {\n\ten: 'English',\n\tes: 'Spanish' };"
			)
		).toEqual( [ '2: a map or switch by language (en, es)' ] );
		expect(
			problemsIn(
				"switch ( code ) {\n\tcase 'en':\n\t\treturn 1;\n\tcase 'es_ES':\n\t\treturn 2;\n}"
			)
		).toEqual( [ '2: a map or switch by language (en, es)' ] );
	} );

	it( 'finds a language’s grammar words kept in code, as the chat once kept three lists', () => {
		expect(
			problemsIn(
				[
					'export const LINK_WORDS = new Set( [',
					"\t'in', 'near', 'around', 'en', 'cerca', 'de',",
					'] );',
					"const JOINERS = new Set( [ 'and', 'y', 'e', 'of', 'de' ] );",
					"const ENDINGS = [ 'ing', 'ment', 'ant' ];",
				].join( '\n' )
			)
		).toEqual( [
			'1: a list of en grammar words (in, near, around)',
			'1: a list of es grammar words (en, cerca, de)',
			'4: a list of en grammar words (and, e, of)',
			'4: a list of es grammar words (y, e, de)',
			'5: a list of en grammar words (ing, ment, ant)',
		] );
	} );

	it( 'lets one language alone be, and what comments say', () => {
		expect(
			problemsIn(
				[
					"export const FALLBACK_LOCALE = 'en_US';",
					"const english = '' === language || 'en' === code;",
					"// Pairs such as [ 'es_ES', 'es_US' ], https://example.com/",
					"/* translators: e.g. [ 'en_US', 'es_US' ] */",
					"const words = [ 'in', 'near' ];",
				].join( '\n' )
			)
		).toEqual( [] );
	} );
} );
