/**
 * A WordPress network (multisite, sites in sub-folders) beside a running
 * stack: its own folder and port, its own tables in the stack's database.
 * The network uninstall test deletes the plugin there, as a network admin
 * would, over more sites than `get_sites()` returns by default; the
 * settings test has it active, with a site administrator who is not a
 * super admin.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { PROJECT_ROOT, siteUrl, type StackProfile } from './config';
import { sideSiteProfile } from './clean-site';
import { StackError } from './errors';
import { stopRecorded } from './processes';
import { phpBinary } from './site-binaries';
import {
	installPlainWordPress,
	layOutWordPress,
	startPhpServer,
	wordpressRoot,
} from './wordpress';

/** The network's port is the stack's WordPress port plus this. */
export const NETWORK_SITE_PORT_OFFSET = 60;

const SLUG = 'careers-frontend';
/** Deleting a plugin needs only these; the plugin is never activated here. */
const PLUGIN_FILES = [ `${ SLUG }.php`, 'uninstall.php' ];

export interface NetworkSite {
	url: string;
	root: string;
	/** How many sites hold the plugin's option now. */
	sitesWithOption: () => number;
	/** Activate the plugin across the network instead of on the main site. */
	activateNetworkWide: () => void;
	/**
	 * A string as the plugin's PHP translates it in Spanish, on the main
	 * site; `withoutTextdomainCall` takes out its load_plugin_textdomain().
	 */
	inSpanish: ( text: string, withoutTextdomainCall?: boolean ) => string;
	stop: () => Promise< void >;
}

function networkPhp(
	profile: StackProfile,
	step:
		| 'network'
		| 'sites'
		| 'count'
		| 'activate'
		| 'network-activate'
		| 'translate',
	sites = 0,
	more: Record< string, string > = {}
): string {
	try {
		return execFileSync(
			phpBinary(),
			[ path.join( PROJECT_ROOT, 'dev', 'stack', 'php', 'network.php' ) ],
			{
				encoding: 'utf8',
				stdio: 'pipe',
				env: {
					...process.env,
					WP_ROOT: wordpressRoot( profile ),
					WP_URL: siteUrl( profile ),
					CAREERS_NETWORK_STEP: step,
					CAREERS_NETWORK_SITES: String( sites ),
					...more,
				},
			}
		).trim();
	} catch ( error ) {
		const { stderr, stdout } = error as {
			stderr?: string;
			stdout?: string;
		};
		throw new StackError(
			`Setting up the WordPress network (${ step }) failed:\n${ stderr ?? '' }\n${ ( stdout ?? '' ).slice( -800 ) }`,
			'run `npm run reset` and start again'
		);
	}
}

/**
 * The plugin's files on the network: for the uninstall test a copy of the
 * two files deleting it needs (deleting it deletes them); otherwise the
 * working tree, built, linked and active on the main site, whose
 * administrator `siteadmin` (password `password`) is not a super admin.
 */
export type NetworkPlugin = 'copy-to-delete' | 'active';

/**
 * @param options
 * @param options.stackRoot The running stack's folder.
 * @param options.dbPort    Its MariaDB port.
 * @param options.wpPort    A free port for the network.
 * @param options.sites     How many sites the network has in all.
 * @param options.plugin    The plugin's files there (default: a copy to delete).
 */
export async function startNetworkSite( options: {
	stackRoot: string;
	dbPort: number;
	wpPort: number;
	sites: number;
	plugin?: NetworkPlugin;
} ): Promise< NetworkSite > {
	const active = options.plugin === 'active';
	// Apart from the uninstall test's network, which deletes its plugin.
	const profile = active
		? sideSiteProfile( options, 'network-site-active', 'neta_' )
		: sideSiteProfile( options, 'network-site', 'net_' );
	await stopRecorded( profile.root );
	// A single site first: WordPress turns an installed site into a network.
	layOutWordPress( profile, { linkPlugin: active } );
	installPlainWordPress( profile );
	networkPhp( profile, 'network' );
	const host = new URL( siteUrl( profile ) ).host;
	const root = layOutWordPress(
		{
			...profile,
			constants: {
				MULTISITE: true,
				SUBDOMAIN_INSTALL: false,
				DOMAIN_CURRENT_SITE: host,
				PATH_CURRENT_SITE: '/',
				SITE_ID_CURRENT_SITE: 1,
				BLOG_ID_CURRENT_SITE: 1,
			},
		},
		{ linkPlugin: active }
	);
	if ( ! active ) {
		// A copy, never a link to the working tree: deleting it deletes files.
		const plugin = path.join( root, 'wp-content', 'plugins', SLUG );
		fs.rmSync( plugin, { recursive: true, force: true } );
		fs.mkdirSync( plugin, { recursive: true } );
		for ( const file of PLUGIN_FILES ) {
			fs.copyFileSync(
				path.join( PROJECT_ROOT, file ),
				path.join( plugin, file )
			);
		}
	}
	networkPhp( profile, 'sites', options.sites );
	if ( active ) {
		networkPhp( profile, 'activate' );
	}
	await startPhpServer( profile, '' );
	return {
		url: siteUrl( profile ),
		root,
		sitesWithOption: () => Number( networkPhp( profile, 'count' ) ),
		activateNetworkWide: () => {
			networkPhp( profile, 'network-activate' );
		},
		inSpanish: ( text, withoutTextdomainCall = false ) =>
			networkPhp( profile, 'translate', 0, {
				CAREERS_NETWORK_TEXT: text,
				CAREERS_NETWORK_WITHOUT_TEXTDOMAIN_CALL: withoutTextdomainCall
					? '1'
					: '',
			} ),
		stop: async () => {
			await stopRecorded( profile.root );
		},
	};
}
