/**
 * `npm run services`: the stand-ins without a TypeScript loader at start.
 * Compiling the sources on every start (tsx) took over a second; instead
 * they are bundled once with esbuild into `.build/` (again only when a
 * source, the template reader's or this file is newer) and run with plain
 * Node. `--build-only` bundles and
 * exits (the test run does it once, before its workers start stand-ins).
 */
import { build } from 'esbuild';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname( fileURLToPath( import.meta.url ) );
const entry = path.join( here, 'main.ts' );
const bundle = path.join( here, '.build', 'main.mjs' );
/** The bot template's reader, which the build shares: bundled too. */
const templateReader = path.join( here, '../../tools/bot-template' );

/**
 * The newest modification time among the stand-ins' sources.
 *
 * @param {string} folder Where to look.
 * @return {Promise<number>} Milliseconds since the epoch.
 */
async function newestSource( folder ) {
	let newest = 0;
	for ( const entryInFolder of await readdir( folder, {
		withFileTypes: true,
	} ) ) {
		const full = path.join( folder, entryInFolder.name );
		if ( entryInFolder.isDirectory() ) {
			if (
				! [ '.build', 'test', 'node_modules' ].includes(
					entryInFolder.name
				)
			) {
				newest = Math.max( newest, await newestSource( full ) );
			}
		} else if ( /\.(ts|json|html|m?js)$/.test( entryInFolder.name ) ) {
			newest = Math.max( newest, ( await stat( full ) ).mtimeMs );
		}
	}
	return newest;
}

async function bundleIsCurrent() {
	try {
		const newest = Math.max(
			await newestSource( here ),
			await newestSource( templateReader )
		);
		return ( await stat( bundle ) ).mtimeMs >= newest;
	} catch {
		return false;
	}
}

if ( ! ( await bundleIsCurrent() ) ) {
	await build( {
		entryPoints: [ entry ],
		outfile: bundle,
		bundle: true,
		platform: 'node',
		format: 'esm',
		target: 'node20',
		// Packages stay in node_modules: only the project's own code is bundled.
		packages: 'external',
		// An ESM bundle has no __dirname; the template reader
		// (tools/bot-template/read.ts, the only file of the bundle that
		// reads it) finds the bot template from its own folder.
		define: { __dirname: JSON.stringify( templateReader ) },
		logLevel: 'warning',
	} );
}
if ( ! process.argv.includes( '--build-only' ) ) {
	await import( pathToFileURL( bundle ).href );
}
