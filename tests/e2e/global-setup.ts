/**
 * Once per run, before any worker starts its stack: the Debian packages,
 * each project's WordPress and the stand-ins' bundle, which are fetched,
 * installed or built only the first time (apt must not run twice at once,
 * nor two workers unpack one WordPress or write one bundle). Firefox's and
 * WebKit's packages are checked by their workers, so a Chromium-only run
 * does not need them.
 */
import { execFileSync } from 'node:child_process';
import type { FullConfig } from '@playwright/test';

import { ensurePackages } from '../../dev/stack/packages';
import { SERVICES_SCRIPT } from '../../dev/stack/services-process';
import {
	ensureDebianWordPress,
	wordpressVersion,
	type WordPressVersion,
} from '../../dev/stack/wordpress-debian';

const log = ( line: string ) => process.stdout.write( `[stack] ${ line }\n` );

export default async function globalSetup(
	config: FullConfig
): Promise< void > {
	await ensurePackages( { withBrowser: true, log } );
	const versions = new Set(
		config.projects.map(
			( project ) =>
				( project.use as { wpVersion?: WordPressVersion } ).wpVersion ??
				wordpressVersion()
		)
	);
	for ( const version of versions ) {
		ensureDebianWordPress( version, log );
	}
	execFileSync( process.execPath, [ SERVICES_SCRIPT, '--build-only' ], {
		stdio: 'inherit',
	} );
}
