/**
 * The benchmark's one table: a row per measure, a column per demo page.
 * Markdown, so it can go into docs/benchmark.md as printed.
 */
import type { ByteCount, PhaseBytes } from './asset-bytes';
import type { ChatTurnTiming } from './chat-timing';
import { firstWordsRows } from './first-words-table';
import { median } from './median';
import type { FormFactor, LighthouseScore } from './lighthouse-runs';
import type { BenchResults } from './results';

export { median };

const NONE = '–';

export function kB( bytes: number ): string {
	return `${ ( bytes / 1000 ).toFixed( 1 ) } kB`;
}

function gzipAndRaw( count: ByteCount ): string {
	return `${ kB( count.gzip ) } (${ kB( count.raw ) })`;
}

function both( phase: PhaseBytes ): ByteCount {
	return {
		raw: phase.site.js.raw + phase.site.css.raw,
		gzip: phase.site.js.gzip + phase.site.css.gzip,
	};
}

function signed( value: number, digits = 0 ): string {
	const text = value.toFixed( digits );
	return value > 0 ? `+${ text }` : text;
}

function ms( value: number ): string {
	return Number.isFinite( value ) ? `${ Math.round( value ) } ms` : NONE;
}

type Row = [ string, ...string[] ];

function byteRows( results: BenchResults, paths: string[] ): Row[] {
	const bytes = ( path: string ) =>
		results.bytes.find( ( item ) => item.path === path );
	const cell = (
		pick: (
			item: NonNullable< ReturnType< typeof bytes > >
		) => ByteCount | null | undefined
	) =>
		paths.map( ( path ) => {
			const item = bytes( path );
			const count = item && pick( item );
			return count ? gzipAndRaw( count ) : NONE;
		} );
	const without = ( path: string ) => results.bytesWithoutBlocks[ path ];
	return [
		[
			'Plugin JS on load, gzip (raw)',
			...cell( ( item ) => item.load.plugin.js ),
		],
		[
			'Plugin CSS on load, gzip (raw)',
			...cell( ( item ) => item.load.plugin.css ),
		],
		[
			'Plugin files prefetched when idle (not run)',
			...cell( ( item ) => both( item.idlePrefetch ) ),
		],
		[
			'Plugin JS on first chat open',
			...cell( ( item ) => item.chatOpen?.plugin.js ),
		],
		[
			'Plugin CSS on first chat open',
			...cell( ( item ) => item.chatOpen?.plugin.css ),
		],
		[
			"WordPress's handles on first chat open (React…)",
			...cell( ( item ) => {
				if ( ! item.chatOpen ) {
					return null;
				}
				const site = both( item.chatOpen );
				return {
					raw:
						site.raw -
						item.chatOpen.plugin.js.raw -
						item.chatOpen.plugin.css.raw,
					gzip:
						site.gzip -
						item.chatOpen.plugin.js.gzip -
						item.chatOpen.plugin.css.gzip,
				};
			} ),
		],
		[
			'Plugin JS on the first message (bot client)',
			...cell( ( item ) => item.chatFirstTurn?.plugin.js ),
		],
		[
			'All JS + CSS on load, with the blocks',
			...cell( ( item ) => both( item.load ) ),
		],
		[
			'All JS + CSS on load, without the blocks',
			...paths.map( ( path ) =>
				without( path ) ? gzipAndRaw( both( without( path ) ) ) : NONE
			),
		],
		[
			'Difference (what the blocks add on load)',
			...paths.map( ( path ) => {
				const item = bytes( path );
				const bare = without( path );
				if ( ! item || ! bare ) {
					return NONE;
				}
				const withBlocks = both( item.load );
				const withoutBlocks = both( bare );
				return `${ signed( ( withBlocks.gzip - withoutBlocks.gzip ) / 1000, 1 ) } kB (${ signed(
					( withBlocks.raw - withoutBlocks.raw ) / 1000,
					1
				) } kB)`;
			} ),
		],
	];
}

function lighthouseRows( results: BenchResults, paths: string[] ): Row[] {
	const pair = ( path: string ) =>
		results.pages.find( ( item ) => item.withBlocks === path );
	const score = ( path: string, formFactor: FormFactor ) =>
		results.lighthouse.find(
			( item ) => item.path === path && item.formFactor === formFactor
		);
	const rows: Row[] = [];
	const measures: Array<
		[
			string,
			( item: LighthouseScore ) => number,
			( value: number ) => string,
			number,
		]
	> = [
		[ 'score', ( item ) => item.score, ( value ) => value.toFixed( 0 ), 0 ],
		[
			'total blocking time',
			( item ) => item.totalBlockingTime,
			( value ) => `${ value.toFixed( 0 ) } ms`,
			0,
		],
		[
			'cumulative layout shift',
			( item ) => item.cumulativeLayoutShift,
			( value ) => value.toFixed( 3 ),
			3,
		],
	];
	for ( const formFactor of [ 'mobile', 'desktop' ] as const ) {
		for ( const [ name, pick, format, digits ] of measures ) {
			rows.push( [
				`Lighthouse ${ formFactor } ${ name }: with / without blocks (difference)`,
				...paths.map( ( path ) => {
					const withBlocks = score( path, formFactor );
					const bare = pair( path );
					const without =
						bare && score( bare.withoutBlocks, formFactor );
					if ( ! withBlocks || ! without ) {
						return NONE;
					}
					const a = pick( withBlocks );
					const b = pick( without );
					return `${ format( a ) } / ${ format( b ) } (${ signed( a - b, digits ) })`;
				} ),
			] );
		}
	}
	return rows;
}

function firstPaintRows( results: BenchResults, paths: string[] ): Row[] {
	return ( [ 'signed-in', 'signed-out' ] as const ).map( ( state ) => [
		`Frames showing the other state's blocks, ${ state.replace( '-', ' ' ) } (loads; frames watched)`,
		...paths.map( ( path ) => {
			const item = results.firstPaint.find(
				( result ) => result.path === path && result.state === state
			);
			return item
				? `${ item.wrongStateFrames } (${ item.loads } loads; ${ item.frames } frames, ${ item.framesBeforeDomContentLoaded } before DOMContentLoaded; worst CLS ${ item.worstLayoutShift.toFixed( 3 ) })`
				: NONE;
		} ),
	] );
}

function chatRows( results: BenchResults, paths: string[] ): Row[] {
	const { conversations } = results.chat;
	const column = ( text: string ) =>
		paths.map( ( path ) => ( path === results.chat.path ? text : NONE ) );
	const all = conversations.flatMap( ( conversation ) => conversation.turns );
	const values = (
		pick: ( turn: ChatTurnTiming ) => number | null,
		roles: ChatTurnTiming[ 'role' ][] = [ 'answer', 'location' ]
	) =>
		all
			.filter( ( turn ) => roles.includes( turn.role ) )
			.map( pick )
			.filter( ( value ): value is number => value !== null );
	const range = ( list: number[] ) => {
		if ( list.length === 0 ) {
			return NONE;
		}
		const low = Math.min( ...list );
		const high = Math.max( ...list );
		return low === high ? String( low ) : `${ low }–${ high }`;
	};
	const enterToLex = ( role: ChatTurnTiming[ 'role' ] ) =>
		ms( median( values( ( turn ) => turn.enterToLexMs, [ role ] ) ) );
	return [
		[
			'Chat: Enter → Lex request leaves, an answer (an area checked against the job API’s list, or a request after the search; median)',
			...column( enterToLex( 'answer' ) ),
		],
		[
			'Chat: Enter → Lex request leaves, a location answer (geocoded first; median)',
			...column( enterToLex( 'location' ) ),
		],
		[
			'Chat: reply arrives → painted, minus the configured delay (median, all turns)',
			...column(
				ms( median( values( ( turn ) => turn.renderOverheadMs ) ) )
			),
		],
		[
			'Chat: Enter → job list painted (median; includes the 1200 ms results delay)',
			...column(
				ms( median( values( ( turn ) => turn.enterToJobsMs ) ) )
			),
		],
		[
			'Chat: Cognito requests per typed message (page; stand-in)',
			...column(
				`${ range(
					values( ( turn ) => turn.requests.page.cognito )
				) } (${ range(
					values( ( turn ) => turn.requests.standIns.cognito )
				) })`
			),
		],
		[
			'Chat: Lex requests per turn (page; stand-in)',
			...column(
				`${ range( values( ( turn ) => turn.requests.page.lex ) ) } (${ range(
					values( ( turn ) => turn.requests.standIns.lex )
				) })`
			),
		],
		[
			'Chat: Cognito / Lex requests before the first typed message (opening: the welcome)',
			...column(
				`${ range(
					conversations.map(
						( item ) => item.beforeFirstTurn.cognito
					)
				) } / ${ range(
					conversations.map( ( item ) => item.beforeFirstTurn.lex )
				) }`
			),
		],
	];
}

function escapeCell( text: string ): string {
	return text.replace( /\|/g, '\\|' );
}

/**
 * @param results What the run measured.
 */
export function renderTable( results: BenchResults ): string {
	const paths = results.pages.map( ( pair ) => pair.withBlocks );
	const rows: Row[] = [
		...byteRows( results, paths ),
		...lighthouseRows( results, paths ),
		...firstPaintRows( results, paths ),
		...chatRows( results, paths ),
		...( firstWordsRows(
			results.chat.firstWords,
			paths,
			results.settings.firstWordsRuns
		) as Row[] ),
	];
	const header: Row = [
		'Measure',
		...paths.map( ( path ) => `\`${ path }\`` ),
	];
	const lines = [
		header,
		[ '---', ...paths.map( () => '---' ) ],
		...rows,
	].map( ( row ) => `| ${ row.map( escapeCell ).join( ' | ' ) } |` );
	return lines.join( '\n' );
}
