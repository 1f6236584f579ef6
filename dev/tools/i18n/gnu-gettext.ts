/**
 * GNU gettext (Debian's `gettext` package) brings a language's .po up to
 * date with the template and compiles it to the .mo PHP loads.
 */
import { execFileSync } from 'node:child_process';

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
