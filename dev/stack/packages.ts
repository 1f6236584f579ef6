/**
 * Debian packages the stack needs. Installed when run as root (CI may run
 * on a new machine), PHP and MariaDB unpacked into the project when the
 * machine has neither (install-plan.mjs); otherwise the one apt-get line is
 * printed.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import DEBIAN_PACKAGES from './debian-packages.json';
import { EARLY_INSTALL_DIR, waitForEarlyInstall } from './early-install';
import { StackError } from './errors';
import {
	splitSite,
	unpackCommand,
	type PackageGroup,
} from './install-plan.mjs';
import { LOCAL_SITE_ROOT, phpBinary, siteFile } from './site-binaries';

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
	const php = phpBinary();
	if ( php === 'php' ) {
		return false;
	}
	if ( ! phpModules ) {
		const result = spawnSync( php, [ '-m' ], {
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
	return (
		requirement.file !== undefined &&
		siteFile( requirement.file ) !== undefined
	);
}

function aptLine( pkgs: string[] ): string {
	return `apt-get update && apt-get install -y --no-install-recommends ${ pkgs.join( ' ' ) }`;
}

/**
 * A command in the foreground, its output shown. Not synchronous: the test
 * runner keeps reading the stacks that already run meanwhile.
 *
 * @param command The program.
 * @param args    Its arguments.
 */
function run( command: string, args: string[] ): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		const child = spawn( command, args, {
			stdio: 'inherit',
			cwd: EARLY_INSTALL_DIR,
			env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
		} );
		child.on( 'error', reject );
		child.on( 'exit', ( code ) =>
			code === 0
				? resolve()
				: reject( new Error( `${ command } exited with ${ code }` ) )
		);
	} );
}

function dpkgInstalled( pkg: string ): boolean {
	const result = spawnSync( 'dpkg-query', [ '-W', '-f=${Status}', pkg ], {
		encoding: 'utf8',
	} );
	return result.status === 0 && result.stdout.endsWith( ' installed' );
}

/**
 * Unpack what of PHP and MariaDB the machine lacks altogether (as the
 * background install does), and install the rest with apt.
 *
 * @param pkgs The missing packages.
 */
async function installInForeground( pkgs: string[] ): Promise< void > {
	const site = new Set( DEBIAN_PACKAGES.site.map( ( item ) => item.pkg ) );
	const { unpack, install } = splitSite(
		pkgs,
		[ ...site ].filter( dpkgInstalled )
	);
	await run( 'apt-get', [ 'update' ] );
	if ( unpack.length > 0 ) {
		const command = unpackCommand( unpack, {
			siteDir: LOCAL_SITE_ROOT,
			node: process.execPath,
			writePhp: path.join( __dirname, 'write-local-php.mjs' ),
			installed: [],
		} );
		await run( 'sh', [ '-c', command ] );
	}
	if ( install.length > 0 ) {
		await run( 'apt-get', [
			// A background install may still hold dpkg's lock.
			'-o',
			'DPkg::Lock::Timeout=600',
			'install',
			'-y',
			'--no-install-recommends',
			...install,
		] );
	}
}

interface EnsureOptions {
	groups: readonly PackageGroup[];
	log: ( line: string ) => void;
}

/** One check at a time: two apt-get installs at once would fight for dpkg. */
let previousCheck: Promise< unknown > = Promise.resolve();

/**
 * Make sure the packages of the wanted groups are there, installing them as
 * root: first waiting for npm install's background install of just those
 * groups (packages-early.mjs), not for the others.
 *
 * @param options        What to check.
 * @param options.groups The groups (dev/stack/debian-packages.json): `site`
 *                       for a stack, `translations` for gettext, `browser`
 *                       and `engines` for the browsers (package-groups.ts).
 * @param options.log    Progress output.
 */
export function ensurePackages( options: EnsureOptions ): Promise< void > {
	const check = previousCheck.then( () => ensureNow( options ) );
	previousCheck = check.catch( () => undefined );
	return check;
}

async function ensureNow( options: EnsureOptions ): Promise< void > {
	const { groups } = options;
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
		fs.mkdirSync( EARLY_INSTALL_DIR, { recursive: true } );
		await installInForeground( pkgs );
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
