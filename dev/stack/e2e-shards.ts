/**
 * Splitting the end-to-end suite into shards that run side by side, each
 * against a stack of its own (WordPress, database and stand-ins), so specs
 * that change the plugin's settings never meet. Files are dealt out by how
 * long each took in CI, the longest first, to the shard with least so far.
 */

/**
 * Seconds each spec file's Chromium tests took in a clean-clone CI run on
 * this 2-core machine, three Chromium shards beside the 6.8, Firefox and
 * WebKit shards, on 2026-11-27 (4,270 s in all; set-up hooks such as the
 * network's add about a minute to the files marked). Only the proportions
 * matter; a file not listed counts as DEFAULT_SPEC_SECONDS.
 */
export const SPEC_SECONDS: Readonly< Record< string, number > > = {
	'chat.spec.ts': 490,
	'chat-choices.spec.ts': 420,
	'quality-security-bot.spec.ts': 396,
	'quality-security.spec.ts': 376,
	'quality-a11y.spec.ts': 344,
	'foundation.spec.ts': 225,
	'chat-leads.spec.ts': 312,
	'quality-budgets.spec.ts': 288,
	'admin.spec.ts': 228,
	'quality-failures.spec.ts': 222,
	'personalisation.spec.ts': 200,
	'chat-editor.spec.ts': 92,
	// The network's set-up.
	'quality-security-network-settings.spec.ts': 90,
	'persona-why.spec.ts': 54,
	'runtime.spec.ts': 51,
	'block-hooks.spec.ts': 50,
	'i18n.spec.ts': 48,
	'engine-differences.spec.ts': 47,
	'chat-in-view.spec.ts': 47,
	'chat-persona.spec.ts': 42,
	// A clean WordPress and a network of their own.
	'package-network.spec.ts': 80,
	'package.spec.ts': 60,
	'runtime-pages.spec.ts': 30,
	'quality-csp.spec.ts': 18,
	'quality-security-clobbering.spec.ts': 17,
	'quality-bytes.spec.ts': 13,
	'quality-security-content.spec.ts': 20,
	'quality-security-cookies.spec.ts': 5,
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
