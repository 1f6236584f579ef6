/**
 * Splitting the end-to-end suite into shards that run side by side, each
 * against a stack of its own (WordPress, database and stand-ins), so specs
 * that change the plugin's settings never meet. Files are dealt out by how
 * long each took in CI, the longest first, to the shard with least so far.
 */

/**
 * Seconds each spec file's tests took in a clean-clone CI run on this
 * 2-core machine, three shards side by side, without traces, on
 * 2026-11-23 (1,318 s in all). Only the proportions matter; a file not
 * listed counts as DEFAULT_SPEC_SECONDS.
 */
export const SPEC_SECONDS: Readonly< Record< string, number > > = {
	'quality-security.spec.ts': 240,
	'chat.spec.ts': 204,
	'quality-security-bot.spec.ts': 177,
	'quality-budgets.spec.ts': 174,
	'quality-failures.spec.ts': 140,
	'quality-a11y.spec.ts': 115,
	'personalisation.spec.ts': 105,
	'foundation.spec.ts': 42,
	'admin.spec.ts': 33,
	'runtime.spec.ts': 31,
	'chat-editor.spec.ts': 22,
	'quality-csp.spec.ts': 10,
	'i18n.spec.ts': 8,
	'block-hooks.spec.ts': 8,
	'package.spec.ts': 8,
	'package-network.spec.ts': 20,
	'quality-security-cookies.spec.ts': 5,
	'quality-security-content.spec.ts': 30,
	'runtime-pages.spec.ts': 8,
};

export const DEFAULT_SPEC_SECONDS = 60;

export const MAX_SHARDS = 8;

/**
 * Most of a browser test's time is waiting (page loads, the bot's replies,
 * timeouts): on two cores three shards measured 19 min for the whole CI
 * run against 25 with two (with traces; 10.8 min without, 2026-11-23).
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

/** The engines besides Chromium that run the smoke subset, each a shard. */
export const OTHER_ENGINES = [ 'firefox', 'webkit' ] as const;
export type OtherEngine = ( typeof OTHER_ENGINES )[ number ];

/**
 * Which other engines `npm run test:e2e` runs: E2E_ENGINES, a comma list of
 * `firefox` and `webkit`, or `none`; by default both.
 *
 * @param raw The variable's value.
 */
export function otherEngines( raw: string | undefined ): OtherEngine[] {
	if ( raw === undefined || raw.trim() === '' ) {
		return [ ...OTHER_ENGINES ];
	}
	if ( raw.trim() === 'none' ) {
		return [];
	}
	const names = raw.split( ',' ).map( ( name ) => name.trim() );
	const unknown = names.filter(
		( name ) => ! ( OTHER_ENGINES as readonly string[] ).includes( name )
	);
	if ( unknown.length > 0 ) {
		throw new Error(
			`E2E_ENGINES=${ raw }: ${ unknown.join(
				', '
			) } is not an engine: give firefox, webkit, both (comma-separated) or none.`
		);
	}
	return [ ...new Set( names as OtherEngine[] ) ];
}
