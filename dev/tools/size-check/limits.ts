/**
 * The size rules of the product brief: no product file over 300 lines, no
 * product function over 80 lines, in src/, blocks/ and includes/ (tests
 * excluded).
 */
import path from 'node:path';

export const MAX_FILE_LINES = 300;
export const MAX_FUNCTION_LINES = 80;
export const PRODUCT_FOLDERS = [ 'src', 'blocks', 'includes' ];

const CHECKED = /\.(tsx?|php|scss)$/;
const TEST = /(^|\/)(test|tests|__tests__)\/|\.(test|spec)\.[jt]sx?$/;

export interface FunctionSize {
	name: string;
	/** First line, from 1. */
	line: number;
	lines: number;
}

export interface Offender {
	file: string;
	line?: number;
	what: string;
	lines: number;
	limit: number;
}

/**
 * Whether a path (relative to the project, with `/`) is a product file the
 * rules apply to.
 *
 * @param relative Path relative to the project root.
 */
export function isProductFile( relative: string ): boolean {
	const [ top ] = relative.split( '/' );
	return (
		PRODUCT_FOLDERS.includes( top ) &&
		CHECKED.test( relative ) &&
		! TEST.test( relative )
	);
}

/**
 * Lines of a text as an editor counts them (a final newline adds none).
 *
 * @param text File content.
 */
export function countLines( text: string ): number {
	if ( text === '' ) {
		return 0;
	}
	return text.split( '\n' ).length - ( text.endsWith( '\n' ) ? 1 : 0 );
}

/**
 * Every rule one file breaks.
 *
 * @param file      Path relative to the project.
 * @param lines     The file's line count.
 * @param functions Its functions' sizes.
 */
export function offendersOf(
	file: string,
	lines: number,
	functions: FunctionSize[]
): Offender[] {
	const found: Offender[] = [];
	if ( lines > MAX_FILE_LINES ) {
		found.push( {
			file,
			what: 'file',
			lines,
			limit: MAX_FILE_LINES,
		} );
	}
	for ( const fn of functions ) {
		if ( fn.lines > MAX_FUNCTION_LINES ) {
			found.push( {
				file,
				line: fn.line,
				what: `function ${ fn.name }`,
				lines: fn.lines,
				limit: MAX_FUNCTION_LINES,
			} );
		}
	}
	return found;
}

/**
 * One line per offender, as the check prints it.
 *
 * @param offender What breaks a rule.
 */
export function describe( offender: Offender ): string {
	const where =
		offender.line === undefined
			? offender.file
			: `${ offender.file }:${ offender.line }`;
	return `${ where.split( path.sep ).join( '/' ) }: ${ offender.what } has ${
		offender.lines
	} lines (at most ${ offender.limit })`;
}
