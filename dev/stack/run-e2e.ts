/**
 * `npm run test:e2e`: Playwright Test with the project's config, which has
 * the projects (Chromium, the other WordPress, the other engines) and gives
 * each worker a stack of its own. This adds one rule: arguments that name
 * no project (a file, `-g …`) run in Chromium only, as one usually wants
 * while working on a spec; `--project=firefox` (or any project) says
 * otherwise, and no arguments run every project.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { PROJECT_ROOT } from './config';

/**
 * Playwright's arguments for `npm run test:e2e -- …`.
 *
 * @param args What the user passed.
 */
export function playwrightArgs( args: readonly string[] ): string[] {
	const namesProject = args.some( ( arg ) => arg.startsWith( '--project' ) );
	return [
		'test',
		...( args.length > 0 && ! namesProject
			? [ '--project=chromium' ]
			: [] ),
		...args,
	];
}

if ( require.main === module ) {
	const child = spawn(
		process.execPath,
		[
			path.join(
				PROJECT_ROOT,
				'node_modules',
				'@playwright',
				'test',
				'cli.js'
			),
			...playwrightArgs( process.argv.slice( 2 ) ),
		],
		{ cwd: PROJECT_ROOT, stdio: 'inherit' }
	);
	// Playwright stops its workers, and they their stacks.
	for ( const signal of [ 'SIGINT', 'SIGTERM' ] as const ) {
		process.on( signal, () => child.kill( signal ) );
	}
	child.on( 'exit', ( code, signal ) =>
		process.exit( code ?? ( signal ? 130 : 1 ) )
	);
}
