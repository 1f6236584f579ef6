/**
 * WordPress 6.8 and 7.1 from Debian's archive: the `wordpress` package of
 * trixie (6.8.x) or sid/forky (7.1.x), fetched with `apt-get download` and
 * unpacked with `dpkg-deb -x` under .local/, never installed (its
 * dependencies would pull a newer PHP). The suites are in an extra apt
 * sources entry pinned at priority 1, so nothing else upgrades from them.
 * Debian links some bundled libraries (`libjs-*`, PHPMailer, getID3) to
 * other packages by relative symlinks: those packages come from the same
 * suite and are unpacked into the same tree, so the links resolve.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import DEBIAN_PACKAGES from './debian-packages.json';
import { StackError } from './errors';

// Not from config.ts, which reads the version from here.
const PROJECT_ROOT = path.resolve( __dirname, '..', '..' );

const CONFIG = DEBIAN_PACKAGES.wordpress;

export type WordPressVersion = keyof typeof CONFIG.versions;

export const WORDPRESS_VERSIONS = Object.keys(
	CONFIG.versions
) as WordPressVersion[];

export const DEFAULT_WORDPRESS_VERSION = CONFIG.default as WordPressVersion;

/** Unpacked trees, one folder per major.minor version. */
export const DEBIAN_WORDPRESS_DIR = path.join(
	PROJECT_ROOT,
	'.local',
	'debian-wordpress'
);

/**
 * The version asked for by WP_VERSION (default 7.1).
 *
 * @param raw The variable's value.
 */
export function wordpressVersion(
	raw: string | undefined = process.env.WP_VERSION
): WordPressVersion {
	if ( raw === undefined || raw.trim() === '' ) {
		return DEFAULT_WORDPRESS_VERSION;
	}
	const wanted = raw.trim();
	const found = WORDPRESS_VERSIONS.find( ( version ) => version === wanted );
	if ( ! found ) {
		throw new StackError(
			`WP_VERSION=${ raw } is not a supported WordPress version.`,
			`use one of ${ WORDPRESS_VERSIONS.join( ', ' ) } (or leave it unset for ${ DEFAULT_WORDPRESS_VERSION })`
		);
	}
	return found;
}

export interface PackageVersion {
	version: string;
	suite: string;
}

/**
 * The newest version of `major.minor` in `apt-cache madison` output, with
 * the suite that has it. Madison lists the newest first.
 *
 * @param madison The command's output.
 * @param wanted  Major and minor version, such as 7.1.
 */
export function pickVersion(
	madison: string,
	wanted: string
): PackageVersion | undefined {
	for ( const line of madison.split( '\n' ) ) {
		const [ , version, source ] = line
			.split( '|' )
			.map( ( part ) => part.trim() );
		if ( ! version || ! source ) {
			continue;
		}
		const upstream = version.replace( /^\d+:/, '' );
		if (
			upstream.startsWith( `${ wanted }.` ) ||
			upstream.startsWith( `${ wanted }+` )
		) {
			// "http://deb.debian.org/debian sid/main amd64 Packages"
			const suite = source.split( ' ' )[ 1 ]?.split( '/' )[ 0 ];
			if ( suite ) {
				return { version, suite };
			}
		}
	}
	return undefined;
}

/**
 * The packages a `Depends:` field names that match `pattern` (the bundled
 * libraries Debian's WordPress links to), each once.
 *
 * @param depends The field, as `dpkg-deb -f FILE Depends` prints it.
 * @param pattern Which names to keep.
 */
export function linkedPackages( depends: string, pattern: RegExp ): string[] {
	const names = depends
		.split( ',' )
		.flatMap( ( group ) => group.split( '|' ) )
		.map( ( item ) => item.trim().split( /[\s(]/ )[ 0 ] )
		.filter( ( name ) => name !== '' && pattern.test( name ) );
	return [ ...new Set( names ) ];
}

function run( command: string, args: string[], cwd?: string ): string {
	return execFileSync( command, args, {
		cwd,
		encoding: 'utf8',
		stdio: [ 'ignore', 'pipe', 'pipe' ],
		env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
	} );
}

function writeIfChanged( file: string, lines: string[] ): boolean {
	const text = `${ lines.join( '\n' ) }\n`;
	if ( fs.existsSync( file ) && fs.readFileSync( file, 'utf8' ) === text ) {
		return false;
	}
	fs.writeFileSync( file, text );
	return true;
}

/**
 * The pinned sources entry; true when it was added or changed (the package
 * lists then need an update).
 */
export function writeAptSources(): boolean {
	const sources = writeIfChanged( CONFIG.sourcesFile, CONFIG.sources );
	const pins = writeIfChanged( CONFIG.preferencesFile, CONFIG.preferences );
	return sources || pins;
}

function aptUpdate( log: ( line: string ) => void ): void {
	log( 'Updating apt package lists (Debian suites with WordPress)…' );
	run( 'apt-get', [ '-o', 'DPkg::Lock::Timeout=600', 'update' ] );
}

function findVersion(
	pkg: string,
	wanted: WordPressVersion
): PackageVersion | undefined {
	return pickVersion( run( 'apt-cache', [ 'madison', pkg ] ), wanted );
}

/**
 * Resolve every symlink in the tree that points outside of it: drop
 * Apache's .htaccess (this stack serves with `php -S`), and any absolute
 * link whose target this machine lacks (e.g. the CA bundle, unused with
 * WP_HTTP_BLOCK_EXTERNAL). Fails on a relative link that does not resolve.
 *
 * @param tree      The unpacked root (holds usr/share/wordpress).
 * @param wordpress The WordPress folder inside it.
 */
function checkLinks( tree: string, wordpress: string ): void {
	fs.rmSync( path.join( wordpress, '.htaccess' ), { force: true } );
	const broken: string[] = [];
	const walk = ( dir: string ) => {
		for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				walk( full );
			} else if ( entry.isSymbolicLink() && ! fs.existsSync( full ) ) {
				if ( path.isAbsolute( fs.readlinkSync( full ) ) ) {
					fs.rmSync( full );
				} else {
					broken.push( path.relative( tree, full ) );
				}
			}
		}
	};
	walk( wordpress );
	if ( broken.length > 0 ) {
		throw new StackError(
			`Debian's WordPress links to files no unpacked package has: ${ broken
				.slice( 0, 5 )
				.join( ', ' ) }${ broken.length > 5 ? '…' : '' }.`,
			`add the package that holds them to "linkedPackages" in dev/stack/debian-packages.json, then \`rm -rf ${ path.relative( PROJECT_ROOT, DEBIAN_WORDPRESS_DIR ) }\``
		);
	}
}

/**
 * The unpacked WordPress of `wanted` (its usr/share/wordpress), fetched
 * and unpacked on first use. Needs root and apt only then.
 *
 * @param wanted Major and minor version.
 * @param log    Progress output.
 */
export function ensureDebianWordPress(
	wanted: WordPressVersion,
	log: ( line: string ) => void
): string {
	const home = path.join( DEBIAN_WORDPRESS_DIR, wanted );
	const tree = path.join( home, 'tree' );
	const wordpress = path.join( tree, 'usr', 'share', 'wordpress' );
	const stamp = path.join( home, 'version' );
	if ( fs.existsSync( stamp ) && fs.existsSync( wordpress ) ) {
		return wordpress;
	}
	const isRoot =
		typeof process.getuid === 'function' && process.getuid() === 0;
	if ( ! isRoot ) {
		throw new StackError(
			`WordPress ${ wanted } is not unpacked yet, and fetching it from Debian's archive needs root.`,
			'run `npm start` (or the tests) once as root, or with sudo'
		);
	}
	const { theme } = CONFIG.versions[ wanted ];
	try {
		const changed = writeAptSources();
		let found = changed ? undefined : findVersion( 'wordpress', wanted );
		if ( ! found ) {
			aptUpdate( log );
			found = findVersion( 'wordpress', wanted );
		}
		if ( ! found ) {
			throw new StackError(
				`No wordpress ${ wanted }.x package in the Debian suites of ${ CONFIG.sourcesFile }.`,
				'run `apt-cache madison wordpress` to see the versions there, and update "versions" in dev/stack/debian-packages.json'
			);
		}
		log(
			`Fetching WordPress ${ found.version } from Debian ${ found.suite }…`
		);
		const downloads = path.join( home, 'debs' );
		fs.rmSync( home, { recursive: true, force: true } );
		fs.mkdirSync( downloads, { recursive: true } );
		// apt drops to the _apt user to download when it may write there.
		fs.chmodSync( downloads, 0o777 );
		run(
			'apt-get',
			[
				'download',
				`wordpress=${ found.version }`,
				`${ theme }=${ found.version }`,
			],
			downloads
		);
		const core = fs
			.readdirSync( downloads )
			.find( ( name ) => name.startsWith( 'wordpress_' ) );
		if ( ! core ) {
			throw new Error( 'apt-get download left no wordpress_*.deb' );
		}
		const libraries = linkedPackages(
			run( 'dpkg-deb', [
				'-f',
				path.join( downloads, core ),
				'Depends',
			] ),
			new RegExp( CONFIG.linkedPackages )
		);
		const { suite } = found;
		if ( libraries.length > 0 ) {
			run(
				'apt-get',
				[
					'download',
					...libraries.map( ( name ) => `${ name }/${ suite }` ),
				],
				downloads
			);
		}
		fs.mkdirSync( tree, { recursive: true } );
		for ( const deb of fs.readdirSync( downloads ) ) {
			run( 'dpkg-deb', [ '-x', path.join( downloads, deb ), tree ] );
		}
		checkLinks( tree, wordpress );
		fs.rmSync( downloads, { recursive: true, force: true } );
		fs.writeFileSync( stamp, `${ found.version } ${ found.suite }\n` );
		return wordpress;
	} catch ( error ) {
		if ( error instanceof StackError ) {
			throw error;
		}
		const { stderr, message } = error as {
			stderr?: string;
			message?: string;
		};
		throw new StackError(
			`Fetching WordPress ${ wanted } from Debian's archive failed: ${ (
				stderr ||
				message ||
				String( error )
			).trim() }`,
			`check that this machine reaches Debian's mirror (apt-get update), then start again`
		);
	}
}

/**
 * The Debian package version of an unpacked tree, such as
 * "7.1.4+dfsg1-1", or undefined before it is fetched.
 *
 * @param wanted Major and minor version.
 */
export function unpackedVersion(
	wanted: WordPressVersion
): string | undefined {
	const stamp = path.join( DEBIAN_WORDPRESS_DIR, wanted, 'version' );
	return fs.existsSync( stamp )
		? fs.readFileSync( stamp, 'utf8' ).split( ' ' )[ 0 ]
		: undefined;
}
