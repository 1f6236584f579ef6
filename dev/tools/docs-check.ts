/**
 * Rules for the README and the pages in docs/: the README stays a first
 * screen, prose wraps as prose, and every relative link reaches a file (and
 * its heading, when it names one). dev/tools/test/docs-check.test.ts runs
 * them on the real files, so `npm test` fails on a break.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The README is the first screen: Gutenberg's test utils' is about 2.9k. */
export const README_MAX_CHARS = 10_000;
/**
 * The stand-ins' README holds how to run them and the Lex conformance table,
 * the rest lives in docs/stand-ins-*.md (issue 44 item 5).
 */
export const SERVICES_README = 'dev/services/README.md';
export const SERVICES_README_MAX_CHARS = 15_000;
/** No line, table rows and code included, runs longer than this. */
export const LINE_MAX_CHARS = 400;
/** Prose (not a table row, not code) wraps at about 100 columns. */
export const PROSE_MAX_CHARS = 120;

export interface Problem {
	file: string;
	line: number;
	message: string;
}

/**
 * The anchor GitHub gives a heading: lower case, punctuation dropped
 * (letters, digits, spaces, `-` and `_` kept), each space a hyphen.
 *
 * @param heading The heading's text, without the leading `#`s.
 */
export function headingAnchor( heading: string ): string {
	return heading
		.trim()
		.toLowerCase()
		.replace( /[^\p{L}\p{N}\s_-]/gu, '' )
		.replace( /\s/g, '-' );
}

/**
 * Each line with whether it sits inside a fenced code block.
 *
 * @param text Markdown.
 */
function linesWithFences( text: string ): { text: string; code: boolean }[] {
	let inFence = false;
	return text.split( '\n' ).map( ( line ) => {
		if ( /^\s*```/.test( line ) ) {
			inFence = ! inFence;
			return { text: line, code: true };
		}
		return { text: line, code: inFence };
	} );
}

/**
 * The anchors a Markdown file's headings make, a repeated one numbered as
 * GitHub numbers it (`-1`, `-2`).
 *
 * @param text Markdown.
 */
export function anchorsOf( text: string ): Set< string > {
	const anchors = new Set< string >();
	for ( const line of linesWithFences( text ) ) {
		const heading = ! line.code && /^#{1,6}\s+(.*)$/.exec( line.text );
		if ( heading ) {
			const base = headingAnchor( heading[ 1 ] );
			let anchor = base;
			for ( let n = 1; anchors.has( anchor ); n++ ) {
				anchor = `${ base }-${ n }`;
			}
			anchors.add( anchor );
		}
	}
	return anchors;
}

/**
 * Lines too long: any line over LINE_MAX_CHARS, a prose line over
 * PROSE_MAX_CHARS.
 *
 * @param file Path shown in the problems.
 * @param text Markdown.
 */
export function lineProblems( file: string, text: string ): Problem[] {
	const problems: Problem[] = [];
	linesWithFences( text ).forEach( ( line, index ) => {
		const length = [ ...line.text ].length;
		const prose = ! line.code && ! line.text.startsWith( '|' );
		if ( length > LINE_MAX_CHARS ) {
			problems.push( {
				file,
				line: index + 1,
				message: `line of ${ length } characters (at most ${ LINE_MAX_CHARS }): split the table cell or the paragraph`,
			} );
		} else if ( prose && length > PROSE_MAX_CHARS ) {
			problems.push( {
				file,
				line: index + 1,
				message: `prose line of ${ length } characters: wrap prose at about 100 columns (at most ${ PROSE_MAX_CHARS })`,
			} );
		}
	} );
	return problems;
}

/**
 * The relative links and images of a Markdown file, outside code: inline
 * `[text](target)` and `![alt](target)` (the text may wrap onto the next
 * line), with the line the target is on.
 *
 * @param text Markdown.
 */
export function relativeLinks(
	text: string
): { target: string; line: number }[] {
	// Code blanked, line breaks kept, so offsets still give line numbers.
	const prose = linesWithFences( text )
		.map( ( line ) =>
			line.code
				? ''
				: line.text.replace( /`[^`]*`/g, ( span ) =>
						' '.repeat( span.length )
					)
		)
		.join( '\n' );
	const links: { target: string; line: number }[] = [];
	for ( const match of prose.matchAll(
		/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g
	) ) {
		const target = match[ 1 ];
		if ( ! /^[a-z][a-z0-9+.-]*:/i.test( target ) ) {
			const at = ( match.index ?? 0 ) + match[ 0 ].indexOf( target );
			links.push( {
				target,
				line: prose.slice( 0, at ).split( '\n' ).length,
			} );
		}
	}
	return links;
}

/**
 * Links whose file is missing, or whose `#anchor` no heading of that
 * Markdown file makes.
 *
 * @param root Repository root.
 * @param file The Markdown file, relative to the root.
 */
export function linkProblems( root: string, file: string ): Problem[] {
	const text = fs.readFileSync( path.join( root, file ), 'utf8' );
	const problems: Problem[] = [];
	for ( const { target, line } of relativeLinks( text ) ) {
		const [ filePart, anchor ] = target.split( '#' );
		const resolved = filePart
			? path.resolve( path.dirname( path.join( root, file ) ), filePart )
			: path.join( root, file );
		if ( ! fs.existsSync( resolved ) ) {
			problems.push( {
				file,
				line,
				message: `link to ${ target }: no such file`,
			} );
		} else if (
			anchor !== undefined &&
			resolved.endsWith( '.md' ) &&
			! anchorsOf( fs.readFileSync( resolved, 'utf8' ) ).has( anchor )
		) {
			problems.push( {
				file,
				line,
				message: `link to ${ target }: ${ path.relative(
					root,
					resolved
				) } has no heading with that anchor`,
			} );
		}
	}
	return problems;
}

/**
 * Every problem of the README and docs/*.md.
 *
 * @param root Repository root.
 */
export function checkDocs( root: string ): Problem[] {
	const capped: [ string, number ][] = [
		[ 'README.md', README_MAX_CHARS ],
		[ SERVICES_README, SERVICES_README_MAX_CHARS ],
	];
	const pages = [
		...capped
			.map( ( [ file ] ) => file )
			.filter( ( file ) => fs.existsSync( path.join( root, file ) ) ),
		...fs
			.readdirSync( path.join( root, 'docs' ) )
			.filter( ( name ) => name.endsWith( '.md' ) )
			.map( ( name ) => `docs/${ name }` ),
	];
	const problems: Problem[] = [];
	for ( const [ file, max ] of capped ) {
		if ( pages.includes( file ) ) {
			problems.push( ...sizeProblems( root, file, max ) );
		}
	}
	for ( const page of pages ) {
		const text = fs.readFileSync( path.join( root, page ), 'utf8' );
		problems.push(
			...lineProblems( page, text ),
			...linkProblems( root, page )
		);
	}
	return problems;
}

/**
 * A page over its character cap, as one problem.
 *
 * @param root Repository root.
 * @param file The Markdown file, relative to the root.
 * @param max  Its cap in characters.
 */
function sizeProblems( root: string, file: string, max: number ): Problem[] {
	const chars = [ ...fs.readFileSync( path.join( root, file ), 'utf8' ) ]
		.length;
	return chars > max
		? [
				{
					file,
					line: 1,
					message: `${ chars } characters (at most ${ max }): move the detail to a page in docs/`,
				},
			]
		: [];
}
