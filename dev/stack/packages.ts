/**
 * Debian packages the stack needs. Installed when run as root (CI may run
 * on a new machine); otherwise the one apt-get line is printed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

import DEBIAN_PACKAGES from './debian-packages.json';
import { waitForEarlyInstall } from './early-install';
import { StackError } from './errors';

interface Requirement {
	what: string;
	pkg: string;
	/** Present when this file exists… */
	file?: string;
	/** …or when PHP lists this module. */
	phpModule?: string;
}

let phpModules: string[] | undefined;

/**
 * `php -m` once per check, not once per module: PHP starts in ~50 ms.
 * Cleared by ensurePackages after an install.
 *
 * @param name Module name, lower case.
 */
function phpHasModule( name: string ): boolean {
	if ( ! fs.existsSync( '/usr/bin/php' ) ) {
		return false;
	}
	if ( ! phpModules ) {
		const result = spawnSync( '/usr/bin/php', [ '-m' ], {
			encoding: 'utf8',
		} );
		if ( result.status !== 0 ) {
			return false;
		}
		phpModules = result.stdout.toLowerCase().split( '\n' );
	}
	return phpModules.includes( name );
}

function isPresent( requirement: Requirement ): boolean {
	if ( requirement.phpModule ) {
		return phpHasModule( requirement.phpModule );
	}
	return requirement.file !== undefined && fs.existsSync( requirement.file );
}

function aptLine( pkgs: string[] ): string {
	return `apt-get update && apt-get install -y --no-install-recommends ${ pkgs.join( ' ' ) }`;
}

/**
 * Make sure the packages are there, installing them as root.
 *
 * @param options             What to check.
 * @param options.withBrowser Also Chromium (for tests and benchmarks).
 * @param options.withEngines Also Firefox ESR and WebKitGTK (their test shards).
 * @param options.log         Progress output.
 */
export async function ensurePackages( options: {
	withBrowser: boolean;
	withEngines?: boolean;
	log: ( line: string ) => void;
} ): Promise< void > {
	const groups = [
		'site' as const,
		...( options.withBrowser ? [ 'browser' as const ] : [] ),
		...( options.withEngines ? [ 'engines' as const ] : [] ),
	];
	await waitForEarlyInstall( groups, { log: options.log } );
	const wanted: Requirement[] = groups.flatMap(
		( group ) => DEBIAN_PACKAGES[ group ]
	);
	const missing = wanted.filter(
		( requirement ) => ! isPresent( requirement )
	);
	if ( missing.length === 0 ) {
		return;
	}
	const pkgs = [ ...new Set( missing.map( ( item ) => item.pkg ) ) ];
	const isRoot =
		typeof process.getuid === 'function' && process.getuid() === 0;
	if ( ! isRoot ) {
		throw new StackError(
			`Missing Debian packages: ${ missing.map( ( item ) => item.what ).join( ', ' ) }.`,
			`run as root: ${ aptLine( pkgs ) }`
		);
	}
	options.log( `Installing Debian packages: ${ pkgs.join( ' ' ) }` );
	try {
		const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
		execFileSync( 'apt-get', [ 'update' ], { stdio: 'inherit', env } );
		execFileSync(
			'apt-get',
			[
				// A background install may still hold dpkg's lock.
				'-o',
				'DPkg::Lock::Timeout=600',
				'install',
				'-y',
				'--no-install-recommends',
				...pkgs,
			],
			{ stdio: 'inherit', env }
		);
	} catch {
		throw new StackError(
			`Installing ${ pkgs.join( ' ' ) } failed (see apt-get's output above).`,
			`check the network to Debian's mirror, then run: ${ aptLine( pkgs ) }`
		);
	}
	phpModules = undefined;
	const still = wanted.filter(
		( requirement ) => ! isPresent( requirement )
	);
	if ( still.length > 0 ) {
		throw new StackError(
			`Still missing after install: ${ still.map( ( item ) => item.what ).join( ', ' ) }.`,
			aptLine( [ ...new Set( still.map( ( item ) => item.pkg ) ) ] )
		);
	}
}
