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
 * - `site.status`: PHP and MariaDB, all that `npm start` waits for;
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
 * The script's lines.
 *
 * @param {Record<string, string[]>} missing Each group's packages not yet
 *                                           installed (a group may be absent).
 * @return {string[]} Shell lines, run by `sh -c` in the state folder.
 */
export function installScript( missing ) {
	const lines = [
		'export DEBIAN_FRONTEND=noninteractive',
		`${ UPDATE }; echo $? > lists.status`,
	];
	for ( const group of INSTALL_ORDER ) {
		const pkgs = missing[ group ] ?? [];
		lines.push(
			pkgs.length === 0
				? `echo 0 > ${ group }.status`
				: `${ APT } install -y --no-install-recommends ${ pkgs.join(
						' '
					) }; echo $? > ${ group }.status`
		);
	}
	return lines;
}
