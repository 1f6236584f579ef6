/**
 * Once per run, before any worker starts its stack: the Debian packages a
 * site needs, each project's WordPress and the stand-ins' bundle, which are
 * installed, fetched or built only the first time (two workers must not
 * unpack one WordPress or write one bundle at once). The browsers are
 * awaited by run-e2e.ts, each only for a run that needs it.
 */
import { execFileSync } from 'node:child_process';
import type { FullConfig } from '@playwright/test';

import { e2eProfile } from '../../dev/stack/config';
import { SERVICES_SCRIPT } from '../../dev/stack/services-process';
import { ensureSiteSoftware } from '../../dev/stack/stack';
import {
	wordpressVersion,
	type WordPressVersion,
} from '../../dev/stack/wordpress-debian';

const log = ( line: string ) => process.stdout.write( `[stack] ${ line }\n` );

export default async function globalSetup(
	config: FullConfig
): Promise< void > {
	const versions = new Set(
		config.projects.map(
			( project ) =>
				( project.use as { wpVersion?: WordPressVersion } ).wpVersion ??
				wordpressVersion()
		)
	);
	for ( const wpVersion of versions ) {
		await ensureSiteSoftware( e2eProfile( undefined, { wpVersion } ), log );
	}
	execFileSync( process.execPath, [ SERVICES_SCRIPT, '--build-only' ], {
		stdio: 'inherit',
	} );
}
