/**
 * The flags the e2e suite starts Debian's Chromium with. Chromium keeps
 * the memory its processes share (each frame a renderer draws, the large
 * IPC messages) in /dev/shm. A container's is often 64 MB, too small, and
 * `--disable-dev-shm-usage` then moves it to /tmp; on a machine with a
 * real /dev/shm that flag only sends every frame through files on the disk.
 */
import fs from 'node:fs';

/** Below this, /dev/shm is a container's: let Chromium use /tmp. */
export const SMALL_SHARED_MEMORY = 512 * 1024 * 1024;

const ALWAYS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

/**
 * Whether Chromium should keep its shared memory out of /dev/shm: when it
 * is small or cannot be read.
 *
 * @param statfs Reads a file system's size (fs.statfsSync; a fake in tests).
 */
export function sharedMemoryTooSmall(
	statfs: (
		path: string
	) => Pick< fs.StatsFs, 'bavail' | 'bsize' > = fs.statfsSync
): boolean {
	try {
		const { bavail, bsize } = statfs( '/dev/shm' );
		return bavail * bsize < SMALL_SHARED_MEMORY;
	} catch {
		return true;
	}
}

/**
 * The suite's Chromium flags, and any a test adds.
 *
 * @param extra Flags for this launch.
 * @param small Whether /dev/shm is too small (read from the machine).
 */
export function chromiumArgs(
	extra: string[] = [],
	small: boolean = sharedMemoryTooSmall()
): string[] {
	return [
		...ALWAYS,
		...( small ? [ '--disable-dev-shm-usage' ] : [] ),
		...extra,
	];
}
