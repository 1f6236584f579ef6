/**
 * The shell script npm's `preinstall` hook (packages-early.mjs) runs in the
 * background, as a pure function so its order is tested
 * (dev/stack/test/install-plan.test.ts). Plain JavaScript: the hook runs it
 * with Node alone.
 *
 * Each step writes its exit status to a file of its own in the state folder,
 * and the waiters (early-install.ts) wait for exactly the files they need:
 *
 * - `lists.status`: the package lists, with the Debian suites that have
 *   WordPress; `npm start` fetches WordPress as soon as they are read, while
 *   PHP and MariaDB still install;
 * - `site.status`: PHP and MariaDB, all that `npm start` waits for. On a
 *   machine with neither, their packages are downloaded and unpacked into
 *   the project (`.local/debian-site/`, local-site.mjs) instead of installed:
 *   on a bare Debian 12 that took 6 s where apt's install took 71 s, 28 s
 *   of it configuring `php8.2-common` (2026-11-28);
 * - `translations.status`: GNU gettext (`npm run i18n`, `npm run make-pot`);
 * - `browser.status`: Chromium, for the Chromium tests and the benchmark;
 * - `engines.status`: Firefox ESR, WebKitGTK and Xvfb, for their tests.
 */

/** The order the groups install in: what the demo needs first. */
export const INSTALL_ORDER = Object.freeze( [
	'site',
	'translations',
	'browser',
	'engines',
] );

/** Another apt (unattended-upgrades, a second `npm install`) may hold dpkg. */
const APT = 'apt-get -o DPkg::Lock::Timeout=600';

/**
 * No package descriptions' translations (`Translation-en`): 21 MB of the
 * 59 MB the lists took on a new Debian 12 with the WordPress suites
 * (2026-11-28), and nothing here reads them.
 */
const UPDATE = `${ APT } -o Acquire::Languages=none update`;

/**
 * The package that decides, for each part of the site group, whether that
 * part is unpacked: PHP's modules go where PHP is, so they are unpacked only
 * when PHP itself is not installed (and likewise MariaDB's client).
 */
const UNPACK_ANCHORS = Object.freeze( {
	php: 'php-cli',
	mariadb: 'mariadb-server-core',
} );

/**
 * Which of the site group's missing packages are unpacked into the project
 * and which are installed by apt (those whose PHP or MariaDB the machine
 * has installed: a module goes where its PHP is).
 *
 * @param {string[]} missing   The site group's packages not there.
 * @param {string[]} installed The site group's packages dpkg has installed.
 * @return {{unpack: string[], install: string[]}} The two lists.
 */
export function splitSite( missing, installed ) {
	const unpacked = ( pkg ) => {
		const part = Object.keys( UNPACK_ANCHORS ).find( ( prefix ) =>
			pkg.startsWith( prefix )
		);
		return (
			part !== undefined && ! installed.includes( UNPACK_ANCHORS[ part ] )
		);
	};
	return {
		unpack: missing.filter( unpacked ),
		install: missing.filter( ( pkg ) => ! unpacked( pkg ) ),
	};
}

/**
 * A word for `sh`, quoted.
 *
 * @param {string} word Any text.
 * @return {string} The quoted word.
 */
function quote( word ) {
	return `'${ word.replace( /'/g, `'\\''` ) }'`;
}

/**
 * One shell command that downloads the packages with the dependencies the
 * machine lacks (`apt-get install --download-only` into a folder of its
 * own), unpacks each with `dpkg-deb -x` (no maintainer script), writes the
 * PHP's settings and, last, appends the packages to `unpacked.txt`, which
 * tells later runs they are there. Runs in the state folder.
 *
 * @param {string[]} pkgs The packages.
 * @param {UnpackTo} to   Where and how.
 * @return {string} The command (a subshell that stops at the first failure).
 */
export function unpackCommand( pkgs, to ) {
	const tree = quote( to.siteDir );
	const list = pkgs.join( ' ' );
	// `&&`, not `set -e`: sh ignores -e in a subshell followed by `&&`.
	return `( ${ [
		'rm -rf site-debs',
		`mkdir -p site-debs/partial ${ tree }`,
		`${ APT } -o Dir::Cache::archives="$PWD/site-debs" install --download-only -y --no-install-recommends ${ list }`,
		`for deb in site-debs/*.deb; do dpkg-deb -x "$deb" ${ tree } || exit 1; done`,
		`${ quote( to.node ) } ${ quote( to.writePhp ) } ${ tree }`,
		`printf '%s\\n' ${ list } >> ${ quote(
			`${ to.siteDir }/unpacked.txt`
		) }`,
		'rm -rf site-debs',
	].join( ' && ' ) } )`;
}

/**
 * @typedef {Object} UnpackTo
 * @property {string}   siteDir   The unpacked tree (`.local/debian-site`).
 * @property {string}   node      Node, to run `writePhp`.
 * @property {string}   writePhp  write-local-php.mjs.
 * @property {string[]} installed The site group's packages dpkg has
 *                                installed (splitSite).
 */

/**
 * The script's lines.
 *
 * @param {Record<string, string[]>} missing Each group's packages not yet
 *                                           installed (a group may be absent).
 * @param {UnpackTo}                 to      Where PHP and MariaDB are unpacked.
 * @return {string[]} Shell lines, run by `sh -c` in the state folder.
 */
export function installScript( missing, to ) {
	const lines = [
		'export DEBIAN_FRONTEND=noninteractive',
		`${ UPDATE }; echo $? > lists.status`,
	];
	const install = ( pkgs ) =>
		`${ APT } install -y --no-install-recommends ${ pkgs.join( ' ' ) }`;
	for ( const group of INSTALL_ORDER ) {
		const pkgs = missing[ group ] ?? [];
		const split =
			group === 'site'
				? splitSite( pkgs, to.installed )
				: { unpack: [], install: pkgs };
		const commands = [
			...( split.unpack.length > 0
				? [ unpackCommand( split.unpack, to ) ]
				: [] ),
			...( split.install.length > 0 ? [ install( split.install ) ] : [] ),
		];
		lines.push(
			commands.length === 0
				? `echo 0 > ${ group }.status`
				: `${ commands.join( ' && ' ) }; echo $? > ${ group }.status`
		);
	}
	return lines;
}
