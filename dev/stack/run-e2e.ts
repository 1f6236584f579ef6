/**
 * `npm run test:e2e`: Playwright Test with the project's config, which has
 * the projects (Chromium, the other WordPress, the other engines) and gives
 * each worker a stack of its own. This adds two things: arguments that
 * name no project (a file, `-g …`) run in Chromium only (`chromium-first`
 * and `chromium`: the whole suite's two projects), as one usually
 * wants while working on a spec (`--project=firefox`, or any project, says
 * otherwise; no arguments run every project); and on a new machine it
 * waits for the browsers those projects need, which npm install's
 * background install may still be installing.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { PROJECT_ROOT } from './config';
import { reportFailure } from './errors';
import { browserGroupsFor } from './package-groups';
import { ensurePackages } from './packages';

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
			? [ '--project=chromium*' ]
			: [] ),
		...args,
	];
}

async function main(): Promise< void > {
	const args = playwrightArgs( process.argv.slice( 2 ) );
	await ensurePackages( {
		groups: browserGroupsFor( args ),
		log: ( line ) => process.stdout.write( `[stack] ${ line }\n` ),
	} );
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
			...args,
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

if ( require.main === module ) {
	main().catch( ( error ) => process.exit( reportFailure( error ) ) );
}
