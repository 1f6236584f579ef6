/**
 * Splitting the end-to-end suite into shards that run side by side, each
 * against a stack of its own (WordPress, database and stand-ins), so specs
 * that change the plugin's settings never meet. Files are dealt out by how
 * long each took in CI, the longest first, to the shard with least so far.
 */

/**
 * Seconds each spec file's Chromium tests took in a clean-clone CI run on
 * this 2-core machine, in the headless shell, three Chromium shards beside
 * the 6.8, Firefox and WebKit shards, on 2026-11-27 (2,733 s of tests).
 * Files whose set-up hooks lay out a site of their own count that too (the
 * network's about a minute); a test that failed in that run counts what it
 * takes when it passes. Only the proportions matter; a file not listed
 * counts as DEFAULT_SPEC_SECONDS.
 */
export const SPEC_SECONDS: Readonly< Record< string, number > > = {
	// Its no_jobs test alone: 4.5 minutes.
	'quality-security-bot.spec.ts': 390,
	'chat-choices.spec.ts': 334,
	'chat-leads.spec.ts': 276,
	'chat.spec.ts': 272,
	'quality-budgets.spec.ts': 194,
	'quality-failures.spec.ts': 189,
	'quality-a11y.spec.ts': 182,
	'quality-security.spec.ts': 177,
	'admin.spec.ts': 165,
	'personalisation.spec.ts': 116,
	'chat-in-view.spec.ts': 80,
	// The network's set-up.
	'quality-security-network-settings.spec.ts': 67,
	'package-network.spec.ts': 65,
	'chat-editor.spec.ts': 54,
	// A clean WordPress of its own.
	'package.spec.ts': 49,
	'foundation.spec.ts': 48,
	'engine-differences.spec.ts': 38,
	'runtime.spec.ts': 36,
	'i18n.spec.ts': 34,
	'persona-why.spec.ts': 34,
	'chat-persona.spec.ts': 22,
	'quality-security-content.spec.ts': 21,
	'quality-csp.spec.ts': 18,
	'block-hooks.spec.ts': 16,
	'runtime-pages.spec.ts': 12,
	'quality-bytes.spec.ts': 12,
	'quality-security-clobbering.spec.ts': 7,
	'quality-security-cookies.spec.ts': 3,
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
