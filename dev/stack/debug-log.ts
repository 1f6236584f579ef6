/**
 * Which lines of a stack's debug log the plugin wrote. Not every line that
 * names careers-frontend: the stack links the checkout in as the plugin
 * (PHP then logs the checkout's resolved paths), and WordPress itself lives
 * inside the checkout (`.local/…/wordpress`), so in a clone named
 * careers-frontend core's own warnings carry that name too.
 */
import fs from 'node:fs';
import path from 'node:path';

import packageJson from '../../package.json';

export interface PluginFolders {
	/** The plugin's folder as WordPress sees it: …/wp-content/plugins/careers-frontend. */
	installed: string;
	/** Where that folder resolves (the checkout, when the stack links it in). */
	resolved: string;
	/** The plugin's own files and folders in it (package.json's `files`). */
	shipped: readonly string[];
}

/** How the plugin names itself: text domain, block names, options, functions. */
const PLUGIN_NAME = /careers[-_]frontend|careersFrontend/i;

/**
 * A file path as PHP writes it in the log (`in /…/x.php on line 3`,
 * `#0 /…/x.php(12): f()`, `include('/…/x.php')`): it starts after a space,
 * a parenthesis or a quote, never in a URL, and ends before one of those
 * or a colon.
 */
const PHP_PATH = /(?<=^|[\s('"])\/[^\s()'":]+/g;

/**
 * The plugin's folders on a stack, from its WordPress root.
 *
 * @param wordpressRoot The stack's WordPress folder.
 */
export function stackPluginFolders( wordpressRoot: string ): PluginFolders {
	const installed = path.join(
		wordpressRoot,
		'wp-content',
		'plugins',
		'careers-frontend'
	);
	return {
		installed,
		resolved: fs.realpathSync( installed ),
		shipped: packageJson.files,
	};
}

function isInside( file: string, folder: string ): boolean {
	const relative = path.relative( folder, file );
	return (
		relative === '' ||
		( relative !== '..' &&
			! relative.startsWith( `..${ path.sep }` ) &&
			! path.isAbsolute( relative ) )
	);
}

function isPluginFile( file: string, folders: PluginFolders ): boolean {
	return (
		isInside( file, folders.installed ) ||
		folders.shipped.some( ( entry ) =>
			isInside( file, path.join( folders.resolved, entry ) )
		)
	);
}

/**
 * Whether the plugin wrote a log line: a file it names is one of the
 * plugin's, or its text without file paths names the plugin (core's notice
 * about the plugin's text domain comes from core's own functions.php).
 *
 * @param line    One line of the debug log.
 * @param folders Where the plugin's files are.
 */
export function isPluginLogLine(
	line: string,
	folders: PluginFolders
): boolean {
	const files = line.match( PHP_PATH ) ?? [];
	return (
		files.some( ( file ) => isPluginFile( file, folders ) ) ||
		PLUGIN_NAME.test( line.replace( PHP_PATH, '' ) )
	);
}

/**
 * The lines of a debug log that the plugin wrote.
 *
 * @param log     The debug log's text.
 * @param folders Where the plugin's files are.
 */
export function pluginLogLines(
	log: string,
	folders: PluginFolders
): string[] {
	return log
		.split( '\n' )
		.filter( ( line ) => line !== '' && isPluginLogLine( line, folders ) );
}
