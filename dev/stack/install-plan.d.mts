/** Types of install-plan.mjs (plain JavaScript, run by npm's preinstall). */
export type PackageGroup = 'site' | 'translations' | 'browser' | 'engines';

export const INSTALL_ORDER: readonly PackageGroup[];

/** Where and how PHP and MariaDB are unpacked (local-site.mjs). */
export interface UnpackTo {
	siteDir: string;
	node: string;
	writePhp: string;
	installed: string[];
}

export function splitSite(
	missing: string[],
	installed: string[]
): { unpack: string[]; install: string[] };

export function unpackCommand( pkgs: string[], to: UnpackTo ): string;

export function installScript(
	missing: Partial< Record< PackageGroup, string[] > >,
	to: UnpackTo
): string[];
