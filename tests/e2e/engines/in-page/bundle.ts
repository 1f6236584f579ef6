/**
 * The in-page helpers as one script for any engine: install.ts and what
 * it imports (Testing Library's role and label queries,
 * dom-accessibility-api), bundled by esbuild once per test worker.
 */
import path from 'node:path';
import { buildSync } from 'esbuild';

let source: string | undefined;

export function helperScript(): string {
	if ( source === undefined ) {
		const result = buildSync( {
			entryPoints: [ path.join( __dirname, 'install.ts' ) ],
			bundle: true,
			format: 'iife',
			platform: 'browser',
			target: 'es2020',
			minify: true,
			write: false,
			logLevel: 'silent',
			define: { 'process.env.NODE_ENV': '"production"' },
		} );
		source = result.outputFiles[ 0 ].text;
	}
	return source;
}
