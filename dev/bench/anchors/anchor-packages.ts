/**
 * The anchors' npm packages (aws-lex-web-ui with the AWS SDK 2, Vue, Vuex,
 * Vuetify and babel-polyfill it loads; BotFramework Web Chat), installed for
 * the benchmark alone: as devDependencies they and what only they need were
 * 281 of the lock's 2,187 packages and about 520 MB on disk, fetched by
 * every newcomer's `npm install` (issue 33). Their
 * manifest and lock live in dev/bench/anchor-packages/ (exact versions);
 * `npm ci` installs them into .local/bench-anchors/ on the first
 * `npm run bench`, and again only when that lock changes.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { PROJECT_ROOT } from '../../stack/config';

/** The committed manifest and lock. */
export const ANCHOR_MANIFEST_DIR = path.join(
	PROJECT_ROOT,
	'dev',
	'bench',
	'anchor-packages'
);

/** Where `npm ci` installs them (git-ignored, outside every check's reach). */
export const ANCHOR_INSTALL_DIR = path.join(
	PROJECT_ROOT,
	'.local',
	'bench-anchors'
);

const MANIFEST_FILES = [ 'package.json', 'package-lock.json' ];

export interface AnchorInstallDeps {
	manifestDir: string;
	installDir: string;
	/** Runs `npm ci` in the folder; false when it failed. */
	npmCi: ( dir: string ) => boolean;
	log: ( line: string ) => void;
}

/**
 * A file below the anchors' node_modules.
 *
 * @param parts Package name, then the path inside it.
 */
export function anchorModulePath( ...parts: string[] ): string {
	return path.join( ANCHOR_INSTALL_DIR, 'node_modules', ...parts );
}

function read( file: string ): string | undefined {
	try {
		return fs.readFileSync( file, 'utf8' );
	} catch {
		return undefined;
	}
}

/**
 * Whether the install folder holds what the committed lock says: the same
 * manifest and lock, and the hidden lock npm writes only when an install
 * finished.
 *
 * @param manifestDir The committed manifest's folder.
 * @param installDir  The install folder.
 */
export function anchorsInstalled(
	manifestDir: string,
	installDir: string
): boolean {
	return (
		MANIFEST_FILES.every( ( name ) => {
			const wanted = read( path.join( manifestDir, name ) );
			return (
				wanted !== undefined &&
				wanted === read( path.join( installDir, name ) )
			);
		} ) &&
		fs.existsSync(
			path.join( installDir, 'node_modules', '.package-lock.json' )
		)
	);
}

function runNpmCi( dir: string ): boolean {
	const result = spawnSync(
		'npm',
		[
			'ci',
			'--prefix',
			dir,
			'--ignore-scripts',
			'--no-audit',
			'--no-fund',
			'--loglevel=error',
		],
		{ stdio: 'inherit' }
	);
	return result.status === 0;
}

const defaultDeps: Omit< AnchorInstallDeps, 'log' > = {
	manifestDir: ANCHOR_MANIFEST_DIR,
	installDir: ANCHOR_INSTALL_DIR,
	npmCi: runNpmCi,
};

/**
 * Install the anchors' packages unless the install folder already matches
 * the committed lock.
 *
 * @param deps Log, and fakes for tests.
 */
export function ensureAnchorPackages(
	deps: Partial< AnchorInstallDeps > & Pick< AnchorInstallDeps, 'log' >
): void {
	const { manifestDir, installDir, npmCi, log } = {
		...defaultDeps,
		...deps,
	};
	if ( anchorsInstalled( manifestDir, installDir ) ) {
		return;
	}
	log(
		`Installing the anchors' npm packages into ${ path.relative(
			PROJECT_ROOT,
			installDir
		) } (npm ci; once)…`
	);
	fs.rmSync( installDir, { recursive: true, force: true } );
	fs.mkdirSync( installDir, { recursive: true } );
	for ( const name of MANIFEST_FILES ) {
		fs.copyFileSync(
			path.join( manifestDir, name ),
			path.join( installDir, name )
		);
	}
	if (
		! npmCi( installDir ) ||
		! anchorsInstalled( manifestDir, installDir )
	) {
		throw new Error(
			`Installing the anchors' npm packages failed (npm ci --prefix ${ path.relative(
				PROJECT_ROOT,
				installDir
			) }; see npm's output above).`
		);
	}
}

/**
 * The installed version of one anchor package.
 *
 * @param name Package name.
 */
export function anchorPackageVersion( name: string ): string {
	return (
		JSON.parse(
			fs.readFileSync( anchorModulePath( name, 'package.json' ), 'utf8' )
		) as { version: string }
	 ).version;
}
