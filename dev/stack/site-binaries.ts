/**
 * Which PHP and MariaDB the stack runs: the machine's own when it has them
 * installed, else the ones unpacked into `.local/debian-site/` from Debian's
 * packages (local-site.mjs, install-plan.mjs). Every caller of `php`,
 * `mariadbd`, `mariadb-install-db` or `mariadb` goes through here.
 */
import fs from 'node:fs';
import path from 'node:path';

import { PROJECT_ROOT } from './config';
import { LOCAL_SITE_DIR, libraryPath } from './local-site.mjs';

/** The unpacked tree (its `usr/bin/php` is local-site.mjs's script). */
export const LOCAL_SITE_ROOT = path.join( PROJECT_ROOT, LOCAL_SITE_DIR );

export interface SiteTree {
	/** `/` for the machine's own, else the unpacked tree. */
	root: string;
	exists: ( file: string ) => boolean;
}

const defaultTree: SiteTree = {
	root: LOCAL_SITE_ROOT,
	exists: fs.existsSync,
};

/**
 * An absolute file of the machine (`/usr/sbin/mariadbd`) where it is there,
 * else the same file in the unpacked tree, else undefined.
 *
 * @param file An absolute path as Debian's packages install it.
 * @param tree The unpacked tree (a fake for tests).
 */
export function siteFile(
	file: string,
	tree: SiteTree = defaultTree
): string | undefined {
	if ( tree.exists( file ) ) {
		return file;
	}
	const unpacked = path.join( tree.root, file );
	return tree.exists( unpacked ) ? unpacked : undefined;
}

/**
 * The PHP to run: `/usr/bin/php`, or the unpacked tree's script, or `php`
 * (for the error message of a machine with neither).
 *
 * @param tree The unpacked tree (a fake for tests).
 */
export function phpBinary( tree: SiteTree = defaultTree ): string {
	return siteFile( '/usr/bin/php', tree ) ?? 'php';
}

/**
 * The environment for a program that runs `php` by name (phpcs): the
 * unpacked PHP first on `PATH` when the machine has none of its own.
 *
 * @param env  The environment to extend.
 * @param tree The unpacked tree (a fake for tests).
 */
export function phpPathEnv(
	env: NodeJS.ProcessEnv = process.env,
	tree: SiteTree = defaultTree
): NodeJS.ProcessEnv {
	const php = phpBinary( tree );
	if ( ! php.startsWith( tree.root ) ) {
		return env;
	}
	return {
		...env,
		PATH: [ path.dirname( php ), env.PATH ].filter( Boolean ).join( ':' ),
	};
}

export interface MariaDbCommands {
	installDb: string;
	server: string;
	client: string;
	/** `--basedir=…` for the unpacked server (its SQL and messages). */
	baseArgs: string[];
	/** The unpacked libraries' path, when unpacked. */
	env: Record< string, string >;
}

/**
 * MariaDB's programs: the machine's own when its server is installed, else
 * the unpacked tree's, with `--basedir` and the libraries' path.
 *
 * @param tree The unpacked tree (a fake for tests).
 */
export function mariaDbCommands(
	tree: SiteTree = defaultTree
): MariaDbCommands {
	const server = siteFile( '/usr/sbin/mariadbd', tree );
	if ( server === undefined || server === '/usr/sbin/mariadbd' ) {
		return {
			installDb: 'mariadb-install-db',
			server: 'mariadbd',
			client: 'mariadb',
			baseArgs: [],
			env: {},
		};
	}
	const usr = path.join( tree.root, 'usr' );
	return {
		installDb: path.join( usr, 'bin', 'mariadb-install-db' ),
		server,
		client: siteFile( '/usr/bin/mariadb', tree ) ?? 'mariadb',
		baseArgs: [ `--basedir=${ usr }` ],
		env: {
			LD_LIBRARY_PATH: libraryPath(
				tree.root,
				process.env.LD_LIBRARY_PATH
			),
		},
	};
}
