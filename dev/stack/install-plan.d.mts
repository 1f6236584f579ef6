/** Types of install-plan.mjs (plain JavaScript, run by npm's preinstall). */
export type PackageGroup = 'site' | 'translations' | 'browser' | 'engines';

export const INSTALL_ORDER: readonly PackageGroup[];

export function installScript(
	missing: Partial< Record< PackageGroup, string[] > >
): string[];
