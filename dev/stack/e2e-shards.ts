/**
 * Splitting the end-to-end suite into shards that run side by side, each
 * against a stack of its own (WordPress, database and stand-ins), so specs
 * that change the plugin's settings never meet. Files are dealt out by how
 * long each took in CI, the longest first, to the shard with least so far.
 */

/**
 * Seconds each spec file's tests took in a clean-clone CI run on this
 * 2-core machine, three shards side by side, on 2026-11-22 (2,345 s in
 * all; the security gate's two files were one then, split by its tests'
 * times). Only the proportions matter; a file not listed counts as
 * DEFAULT_SPEC_SECONDS.
 */
export const SPEC_SECONDS: Readonly< Record< string, number > > = {
	'quality-security-bot.spec.ts': 539,
	'quality-security.spec.ts': 327,
	'chat.spec.ts': 300,
	'quality-failures.spec.ts': 246,
	'quality-a11y.spec.ts': 243,
	'quality-budgets.spec.ts': 237,
	'personalisation.spec.ts': 159,
	'foundation.spec.ts': 72,
	'runtime.spec.ts': 60,
	'admin.spec.ts': 60,
	'chat-editor.spec.ts': 30,
	'runtime-pages.spec.ts': 26,
	'package.spec.ts': 19,
	'i18n.spec.ts': 16,
	'quality-csp.spec.ts': 12,
};

export const DEFAULT_SPEC_SECONDS = 60;

export const MAX_SHARDS = 8;

/**
 * Most of a browser test's time is waiting (page loads, the bot's replies,
 * timeouts): on two cores three shards measured 19 min for the whole CI
 * run against 25 with two.
 */
export const DEFAULT_SHARDS = 3;

/**
 * Deals the files out to `count` shards, longest first, each to the shard
 * with the least time so far. Empty shards are dropped.
 *
 * @param files   Spec file names.
 * @param count   How many shards at most.
 * @param seconds Time per file name.
 */
export function splitSpecFiles(
	files: readonly string[],
	count: number,
	seconds: Readonly< Record< string, number > > = SPEC_SECONDS
): string[][] {
	const cost = ( file: string ) =>
		seconds[ file.split( '/' ).pop() ?? file ] ?? DEFAULT_SPEC_SECONDS;
	const shards = Array.from( { length: Math.max( 1, count ) }, () => ( {
		files: [] as string[],
		total: 0,
	} ) );
	const longestFirst = [ ...files ].sort(
		( a, b ) => cost( b ) - cost( a ) || a.localeCompare( b )
	);
	for ( const file of longestFirst ) {
		const lightest = shards.reduce( ( least, shard ) =>
			shard.total < least.total ? shard : least
		);
		lightest.files.push( file );
		lightest.total += cost( file );
	}
	return shards
		.filter( ( shard ) => shard.files.length > 0 )
		.map( ( shard ) => shard.files.sort() );
}

/**
 * How many shards `npm run test:e2e` runs: E2E_SHARDS, default
 * DEFAULT_SHARDS.
 *
 * @param raw The variable's value.
 */
export function shardCount( raw: string | undefined ): number {
	if ( raw === undefined || raw.trim() === '' ) {
		return DEFAULT_SHARDS;
	}
	const count = Number( raw );
	if ( ! Number.isInteger( count ) || count < 1 || count > MAX_SHARDS ) {
		throw new Error(
			`E2E_SHARDS=${ raw } is not a shard count: give a whole number from 1 to ${ MAX_SHARDS }.`
		);
	}
	return count;
}
