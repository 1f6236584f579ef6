/**
 * Which Debian package groups (install-plan.mjs) a run needs, so each waits
 * for exactly those while the rest keep installing in the background.
 */
import type { PackageGroup } from './install-plan.mjs';

/** The Playwright projects when a run names none (playwright.config.ts). */
const ALL_PROJECTS = [ 'chromium', 'firefox', 'webkit' ];

/**
 * The projects a Playwright command line runs: those it names with
 * `--project`, or all of them, as Playwright does.
 *
 * @param args Playwright's arguments.
 */
export function projectsIn( args: readonly string[] ): string[] {
	const named: string[] = [];
	args.forEach( ( arg, index ) => {
		if ( arg.startsWith( '--project=' ) ) {
			named.push( ...arg.slice( '--project='.length ).split( ',' ) );
		} else if ( arg === '--project' && args[ index + 1 ] ) {
			named.push( ...args[ index + 1 ].split( ',' ) );
		}
	} );
	return named.length > 0 ? named : ALL_PROJECTS;
}

/**
 * The browsers' groups a Playwright run waits for before it starts:
 * Chromium (`browser`) for every project, as any test may open Playwright's
 * own page, and Firefox ESR and WebKitGTK (`engines`) for their projects.
 * Starting a site needs neither, only `site`.
 *
 * @param args Playwright's arguments.
 */
export function browserGroupsFor( args: readonly string[] ): PackageGroup[] {
	const otherEngine = projectsIn( args ).some( ( project ) =>
		/^(firefox|webkit)/.test( project )
	);
	return otherEngine ? [ 'browser', 'engines' ] : [ 'browser' ];
}
