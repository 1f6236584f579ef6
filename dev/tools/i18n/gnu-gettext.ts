/**
 * GNU gettext (Debian's `gettext` package): extracts the PHP strings and
 * joins them with the template's other parts, brings a language's .po up to date with the
 * template and compiles it to the .mo PHP loads.
 */
import { execFileSync } from 'node:child_process';

/** WordPress's translation functions, as xgettext keywords (wp-cli's list). */
const PHP_KEYWORDS = [
	'__',
	'_e',
	'esc_html__',
	'esc_html_e',
	'esc_attr__',
	'esc_attr_e',
	'_x:1,2c',
	'_ex:1,2c',
	'esc_html_x:1,2c',
	'esc_attr_x:1,2c',
	'_n:1,2',
	'_nx:1,2,4c',
	'_n_noop:1,2',
	'_nx_noop:1,2,3c',
];

/**
 * Write one POT: the strings of the PHP files with their `translators:`
 * comments, joined with the POT files given (a message found in several
 * places keeps every reference and comment). xgettext writes its own
 * header, with the time: the caller replaces it.
 *
 * @param root   Folder the paths and references are relative to.
 * @param inputs PHP files, relative to root, and POT files.
 * @param output The POT to write.
 */
export function extractTemplate(
	root: string,
	inputs: string[],
	output: string
): void {
	execFileSync(
		'xgettext',
		[
			'--from-code=UTF-8',
			// No default keywords (gettext(), _()): only WordPress's.
			'--keyword',
			...PHP_KEYWORDS.map( ( keyword ) => `--keyword=${ keyword }` ),
			'--add-comments=translators:',
			'--no-wrap',
			`--output=${ output }`,
			...inputs,
		],
		{ cwd: root }
	);
}

/**
 * Merge the template into a .po (translations kept, new strings added
 * empty, strings no longer used kept at the end as obsolete `#~`, never a
 * fuzzy guess), then compile the .mo beside it.
 *
 * @param poFile  The language's .po, updated in place.
 * @param potFile The template.
 * @return The .mo written.
 */
export function mergeAndCompile( poFile: string, potFile: string ): string {
	execFileSync( 'msgmerge', [
		'--quiet',
		'--update',
		'--backup=none',
		'--no-fuzzy-matching',
		'--no-wrap',
		poFile,
		potFile,
	] );
	const moFile = poFile.replace( /\.po$/, '.mo' );
	execFileSync( 'msgfmt', [ '--output-file', moFile, poFile ] );
	return moFile;
}
