/**
 * A new language is data (docs/adding-a-language.md): the product's code
 * lists no languages and no language's words. This finds, in the code of
 * src/, blocks/, tools/ and includes/ (tests left out), what would make
 * adding one a code edit again:
 *
 * - a list, map or switch of two or more languages (`[ 'en', 'es' ]`,
 *   `array( 'en_US', 'es_US' )`, `{ en: …, es: … }`, `case 'es':`), the
 *   languages being those with a grammar file;
 * - a list holding three or more of one language's grammar words
 *   (`new Set( [ 'in', 'near', 'at' ] )`), which belong in its file.
 *
 * One language alone (the default `en_US`, English's URL without prefix)
 * is a rule of the spec, not a list. dev/tools/test/language-lists.test.ts
 * runs it on the repository, so `npm test` fails on a new list.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where the languages' grammar files are, from the root. */
export const LANGUAGES = 'src/chat/core/understand/languages';
const CODE_FOLDERS = [ 'src', 'blocks', 'tools', 'includes' ];
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs|php)$/;
/** Test code may list languages: it tests them. */
const TEST_PATH = /(^|\/)test\/|\.test\.[jt]sx?$/;

export interface Problem {
	file: string;
	line: number;
	message: string;
}

/** Each language's code and grammar words, from its file. */
export interface Language {
	code: string;
	words: ReadonlySet< string >;
}

/**
 * The languages with a grammar file.
 * @param root Repository root.
 */
export function languagesOf( root: string ): Language[] {
	const dir = path.join( root, LANGUAGES );
	return fs
		.readdirSync( dir )
		.filter( ( name ) => name.endsWith( '.json' ) )
		.map( ( name ) => {
			const lists = Object.values(
				JSON.parse( fs.readFileSync( path.join( dir, name ), 'utf8' ) )
			).filter( Array.isArray ) as unknown[][];
			return {
				code: name.replace( /\.json$/, '' ),
				words: new Set(
					lists.flat().filter( ( word ) => typeof word === 'string' )
				),
			};
		} );
}

/**
 * The code without its comments (examples there are no list), line
 * breaks kept so that offsets still give lines. A `//` after `:` is a URL.
 * @param text The file.
 */
function withoutComments( text: string ): string {
	const blank = ( comment: string ) => comment.replace( /[^\n]/g, ' ' );
	return text
		.replace( /\/\*[\s\S]*?\*\//g, blank )
		.replace(
			/(^|[^:'"\\])\/\/[^\n]*/g,
			( comment, before: string ) =>
				before + blank( comment.slice( before.length ) )
		)
		.replace( /^\s*#[^\n]*/gm, blank );
}

const QUOTED = /(['"])((?:(?!\1)[^\\\n]|\\.)*)\1/g;

const quoted = ( text: string ) =>
	[ ...text.matchAll( QUOTED ) ].map( ( match ) => match[ 2 ] );

/**
 * The language a literal names, if any: `es`, `es_US`, `es-MX`.
 * @param literal   A string literal's text.
 * @param languages The languages.
 */
function languageNamed(
	literal: string,
	languages: readonly Language[]
): string | undefined {
	const code = /^([a-z]{2,3})(?:[_-][A-Za-z]{2,4})?$/.exec( literal )?.[ 1 ];
	return languages.find( ( language ) => language.code === code )?.code;
}

/**
 * The problems of one file's code.
 * @param file      The file, as named in problems.
 * @param text      Its content.
 * @param languages The languages.
 */
export function fileProblems(
	file: string,
	text: string,
	languages: readonly Language[]
): Problem[] {
	const code = withoutComments( text );
	const lineAt = ( offset: number ) =>
		code.slice( 0, offset ).split( '\n' ).length;
	const problems: Problem[] = [];
	const lists = [
		...code.matchAll( /\[([^[\]]*)\]/g ),
		...code.matchAll( /\barray\s*\(([^()]*)\)/g ),
	];
	for ( const list of lists ) {
		const literals = quoted( list[ 1 ] );
		const named = new Set(
			literals.map( ( literal ) => languageNamed( literal, languages ) )
		);
		named.delete( undefined );
		if ( named.size >= 2 ) {
			problems.push( {
				file,
				line: lineAt( list.index ?? 0 ),
				message: `a list of languages (${ [ ...named ].join(
					', '
				) }): read them from the data (${ LANGUAGES }, bot-words.json)`,
			} );
		}
		for ( const language of languages ) {
			const words = new Set(
				literals.filter( ( literal ) => language.words.has( literal ) )
			);
			if ( words.size >= 3 ) {
				problems.push( {
					file,
					line: lineAt( list.index ?? 0 ),
					message: `a list of ${ language.code } grammar words (${ [
						...words,
					].join( ', ' ) }): they belong in ${ LANGUAGES }/${
						language.code
					}.json`,
				} );
			}
		}
	}
	const keyed = new Map< string, number >();
	for ( const match of code.matchAll(
		/(?:\bcase\s+|[{,]\s*)(['"]?)([a-z]{2,3}(?:_[A-Z]{2})?)\1\s*:/g
	) ) {
		const language = languageNamed( match[ 2 ], languages );
		if ( language && ! keyed.has( language ) ) {
			keyed.set(
				language,
				lineAt(
					( match.index ?? 0 ) + match[ 0 ].lastIndexOf( match[ 2 ] )
				)
			);
		}
	}
	if ( keyed.size >= 2 ) {
		problems.push( {
			file,
			line: Math.min( ...keyed.values() ),
			message: `a map or switch by language (${ [ ...keyed.keys() ].join(
				', '
			) }): read them from the data (${ LANGUAGES }, bot-words.json)`,
		} );
	}
	return problems;
}

/**
 * The product's code files, tests left out.
 * @param root Repository root.
 */
export function codeFiles( root: string ): string[] {
	const files: string[] = [];
	const walk = ( relative: string ) => {
		for ( const entry of fs.readdirSync( path.join( root, relative ), {
			withFileTypes: true,
		} ) ) {
			const name = `${ relative }/${ entry.name }`;
			if ( entry.isDirectory() && entry.name !== 'node_modules' ) {
				walk( name );
			} else if ( CODE_FILE.test( name ) && ! TEST_PATH.test( name ) ) {
				files.push( name );
			}
		}
	};
	CODE_FOLDERS.filter( ( folder ) =>
		fs.existsSync( path.join( root, folder ) )
	).forEach( walk );
	return files;
}

/**
 * Every problem in the repository's code.
 * @param root Repository root.
 */
export function languageListProblems( root: string ): Problem[] {
	const languages = languagesOf( root );
	return codeFiles( root ).flatMap( ( file ) =>
		fileProblems(
			file,
			fs.readFileSync( path.join( root, file ), 'utf8' ),
			languages
		)
	);
}
