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

/**
 * The profile of a second site beside a running stack: its own folder and
 * port, its own tables in the stack's database, the stack's WordPress.
 *
 * @param stack           The running stack.
 * @param stack.stackRoot Its folder.
 * @param stack.dbPort    Its MariaDB port.
 * @param stack.wpPort    A free port for the site.
 * @param folder          The site's folder in the stack's.
 * @param tablePrefix     The site's tables.
 */
export function sideSiteProfile(
	stack: { stackRoot: string; dbPort: number; wpPort: number },
	folder: string,
	tablePrefix: string
): StackProfile {
	return {
		name: 'e2e',
		root: path.join( stack.stackRoot, folder ),
		wpPort: stack.wpPort,
		dbPort: stack.dbPort,
		servicesPort: 0,
		credentialTtlSeconds: 3600,
		organization: 'careers',
		tablePrefix,
		// The stack's own version: run-e2e.ts passes WP_VERSION on.
		wpVersion: wordpressVersion(),
	};
}

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
	const profile = sideSiteProfile( options, 'clean-site', 'clean_' );
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
