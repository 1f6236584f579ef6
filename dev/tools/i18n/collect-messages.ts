/**
 * Every translatable message of the plugin's shipped sources: PHP, the
 * TypeScript the build bundles, block.json files and the plugin header.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { mergeMessages } from './catalog';
import { extractJs } from './extract-js';
import { extractBlockJson, extractPluginHeader } from './extract-metadata';
import { extractPhp } from './extract-php';
import type { Extraction, Message } from './gettext-keywords';

export const MAIN_FILE = 'careers-frontend.php';

/** Folders with shipped sources; dev/, tests/, build/ and node_modules are not. */
const SOURCE_FOLDERS = [ 'includes', 'blocks', 'src' ];
const ROOT_FILES = [ MAIN_FILE, 'uninstall.php' ];

function isTestPath( relative: string ): boolean {
	return (
		/(^|\/)(test|tests|__tests__|__mocks__)\//.test( relative ) ||
		/\.(test|spec)\.[jt]sx?$/.test( relative )
	);
}

/**
 * Source files, relative to the root, sorted.
 *
 * @param root Plugin root.
 */
export function sourceFiles( root: string ): string[] {
	const files = ROOT_FILES.filter( ( file ) =>
		fs.existsSync( path.join( root, file ) )
	);
	for ( const folder of SOURCE_FOLDERS ) {
		const dir = path.join( root, folder );
		if ( ! fs.existsSync( dir ) ) {
			continue;
		}
		for ( const name of fs.readdirSync( dir, {
			recursive: true,
			encoding: 'utf8',
		} ) ) {
			const relative = `${ folder }/${ name.split( path.sep ).join( '/' ) }`;
			if (
				/\.(php|tsx?|jsx?)$/.test( relative ) &&
				! relative.endsWith( '.d.ts' ) &&
				! isTestPath( relative ) &&
				fs.statSync( path.join( root, relative ) ).isFile()
			) {
				files.push( relative );
			} else if ( relative.endsWith( '/block.json' ) ) {
				files.push( relative );
			}
		}
	}
	return [
		...ROOT_FILES.filter( ( file ) => files.includes( file ) ),
		...files.filter( ( file ) => ! ROOT_FILES.includes( file ) ).sort(),
	];
}

/**
 * The plugin's messages, merged, with warnings about unreadable calls.
 *
 * @param root Plugin root.
 */
export function collectMessages( root: string ): Extraction {
	const messages: Message[] = [];
	const warnings: Extraction[ 'warnings' ] = [];
	for ( const file of sourceFiles( root ) ) {
		const source = fs.readFileSync( path.join( root, file ), 'utf8' );
		if ( file === MAIN_FILE ) {
			messages.push( ...extractPluginHeader( source, file ) );
		}
		let found: Extraction;
		if ( file.endsWith( '.json' ) ) {
			found = {
				messages: extractBlockJson( source, file ),
				warnings: [],
			};
		} else if ( file.endsWith( '.php' ) ) {
			found = extractPhp( source, file );
		} else {
			found = extractJs( source, file );
		}
		messages.push( ...found.messages );
		warnings.push( ...found.warnings );
	}
	return { messages: mergeMessages( messages ), warnings };
}
