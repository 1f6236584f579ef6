/** Types of local-site.mjs (plain JavaScript, run by npm's preinstall). */
export const LOCAL_SITE_DIR: string;
export const UNPACKED_LIST: string;

export function libraryDirs( root: string ): string[];
export function libraryPath( root: string, existing?: string ): string;
export function phpIniText( options: {
	baseIni: string;
	extensionDir: string;
	modules: { name: string; text: string }[];
} ): string;
export function phpWrapperText( options: {
	binary: string;
	ini: string;
	libDirs: string[];
	magic?: string;
} ): string;
export function writeLocalPhp( root: string ): boolean;
