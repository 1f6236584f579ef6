/**
 * A second, clean WordPress beside a running stack: its own folder and
 * port, its own tables in the stack's database, and no plugin. The plugin
 * zip's end-to-end test installs the zip there, as a site owner would.
 */
import path from 'node:path';

import { siteUrl, type StackProfile } from './config';
import { stopRecorded } from './processes';
import {
	installPlainWordPress,
	layOutWordPress,
	startPhpServer,
} from './wordpress';
import { wordpressVersion } from './wordpress-debian';

/** The clean site's port is the stack's WordPress port plus this. */
export const CLEAN_SITE_PORT_OFFSET = 40;

export interface CleanSite {
	url: string;
	root: string;
	stop: () => Promise< void >;
}

/**
 * @param options
 * @param options.stackRoot The running stack's folder.
 * @param options.dbPort    Its MariaDB port.
 * @param options.wpPort    A free port for the clean site.
 * @param options.atsUrl    The ATS stand-in (the router forwards /profile/).
 */
export async function startCleanSite( options: {
	stackRoot: string;
	dbPort: number;
	wpPort: number;
	atsUrl: string;
} ): Promise< CleanSite > {
	const profile: StackProfile = {
		name: 'e2e',
		root: path.join( options.stackRoot, 'clean-site' ),
		wpPort: options.wpPort,
		dbPort: options.dbPort,
		servicesPort: 0,
		credentialTtlSeconds: 3600,
		organization: 'careers',
		tablePrefix: 'clean_',
		// The stack's own version: run-e2e.ts passes WP_VERSION on.
		wpVersion: wordpressVersion(),
	};
	// A server an interrupted run left behind.
	await stopRecorded( profile.root );
	const root = layOutWordPress( profile, { linkPlugin: false } );
	installPlainWordPress( profile );
	await startPhpServer( profile, options.atsUrl );
	return {
		url: siteUrl( profile ),
		root,
		stop: async () => {
			await stopRecorded( profile.root );
		},
	};
}
