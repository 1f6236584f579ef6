/**
 * `npm run services`: the stand-ins without a TypeScript loader at start.
 * Compiling the sources on every start (tsx) took over a second; instead
 * they are bundled once with esbuild into `.build/` (again only when a
 * source is newer) and run with plain Node. `--build-only` bundles and
 * exits (the test run does it once, before its workers start stand-ins).
 */
import { build } from 'esbuild';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname( fileURLToPath( import.meta.url ) );
const entry = path.join( here, 'main.ts' );
const bundle = path.join( here, '.build', 'main.mjs' );

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
		} else if ( /\.(ts|json|html|js)$/.test( entryInFolder.name ) ) {
			newest = Math.max( newest, ( await stat( full ) ).mtimeMs );
		}
	}
	return newest;
}

async function bundleIsCurrent() {
	try {
		return (
			( await stat( bundle ) ).mtimeMs >= ( await newestSource( here ) )
		);
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
		// An ESM bundle has no __dirname; bot/definition.ts finds the bot
		// template from its own folder, read when the stand-ins start.
		define: { __dirname: JSON.stringify( path.join( here, 'bot' ) ) },
		logLevel: 'warning',
	} );
}
if ( ! process.argv.includes( '--build-only' ) ) {
	await import( pathToFileURL( bundle ).href );
}
