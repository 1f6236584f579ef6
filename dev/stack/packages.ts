/**
 * Debian packages the stack needs. Installed when run as root (CI may run
 * on a new machine); otherwise the one apt-get line is printed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

import { StackError } from './errors';

interface Requirement {
	what: string;
	pkg: string;
	present: () => boolean;
}

const fileExists = ( file: string ) => () => fs.existsSync( file );

function phpHasModule( name: string ): boolean {
	if ( ! fs.existsSync( '/usr/bin/php' ) ) {
		return false;
	}
	const result = spawnSync( '/usr/bin/php', [ '-m' ], { encoding: 'utf8' } );
	return (
		result.status === 0 &&
		result.stdout.toLowerCase().split( '\n' ).includes( name )
	);
}

const SITE_REQUIREMENTS: Requirement[] = [
	{ what: 'PHP', pkg: 'php-cli', present: fileExists( '/usr/bin/php' ) },
	{
		what: 'PHP mysqli',
		pkg: 'php-mysql',
		present: () => phpHasModule( 'mysqli' ),
	},
	{ what: 'PHP xml', pkg: 'php-xml', present: () => phpHasModule( 'xml' ) },
	{
		what: 'PHP mbstring',
		pkg: 'php-mbstring',
		present: () => phpHasModule( 'mbstring' ),
	},
	{
		what: 'PHP curl',
		pkg: 'php-curl',
		present: () => phpHasModule( 'curl' ),
	},
	{
		what: 'MariaDB',
		pkg: 'mariadb-server',
		present: fileExists( '/usr/sbin/mariadbd' ),
	},
	{
		what: 'WordPress',
		pkg: 'wordpress',
		present: fileExists( '/usr/share/wordpress/wp-settings.php' ),
	},
	{
		what: 'Twenty Twenty-Three theme',
		pkg: 'wordpress-theme-twentytwentythree',
		present: fileExists(
			'/usr/share/wordpress/wp-content/themes/twentytwentythree/theme.json'
		),
	},
];

const BROWSER_REQUIREMENTS: Requirement[] = [
	{
		what: 'Chromium',
		pkg: 'chromium',
		present: fileExists( '/usr/bin/chromium' ),
	},
];

function aptLine( pkgs: string[] ): string {
	return `apt-get update && apt-get install -y --no-install-recommends ${ pkgs.join( ' ' ) }`;
}

/**
 * Make sure the packages are there, installing them as root.
 *
 * @param options             What to check.
 * @param options.withBrowser Also Chromium (for tests and benchmarks).
 * @param options.log         Progress output.
 */
export function ensurePackages( options: {
	withBrowser: boolean;
	log: ( line: string ) => void;
} ): void {
	const wanted = [
		...SITE_REQUIREMENTS,
		...( options.withBrowser ? BROWSER_REQUIREMENTS : [] ),
	];
	const missing = wanted.filter( ( requirement ) => ! requirement.present() );
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
			[ 'install', '-y', '--no-install-recommends', ...pkgs ],
			{ stdio: 'inherit', env }
		);
	} catch {
		throw new StackError(
			`Installing ${ pkgs.join( ' ' ) } failed (see apt-get's output above).`,
			`check the network to Debian's mirror, then run: ${ aptLine( pkgs ) }`
		);
	}
	const still = wanted.filter( ( requirement ) => ! requirement.present() );
	if ( still.length > 0 ) {
		throw new StackError(
			`Still missing after install: ${ still.map( ( item ) => item.what ).join( ', ' ) }.`,
			aptLine( [ ...new Set( still.map( ( item ) => item.pkg ) ) ] )
		);
	}
}
