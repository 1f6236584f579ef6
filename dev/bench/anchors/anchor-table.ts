/**
 * The anchors' table (issue 17): our chat beside aws-lex-web-ui and
 * BotFramework Web Chat, measured the same way, with ratios to ours.
 */
import type { ByteCount } from '../asset-bytes';
import { firstWordsCell } from '../first-words-table';
import { kB } from '../table';
import type { AnchorResults } from './anchor-run';

const NONE = '–';

/** The repository's current dist, not on npm: a published figure only. */
export const LEX_WEB_UI_REPOSITORY_DIST =
	'aws-lex-web-ui 0.24.1 (repository `dist`, not on npm; published figure, uncompressed): 1.64 MB JS, 522 kB CSS, 451 kB loader';

function ratio( value: number, ours: number ): string {
	return ours > 0 && value > 0 && value !== ours
		? ` ×${ ( value / ours ).toFixed( value / ours < 10 ? 1 : 0 ) }`
		: '';
}

/**
 * @param results The anchors' measures.
 */
export function renderAnchorTable( results: AnchorResults ): string {
	const bytesOf = ( path: string ) =>
		results.bytes.find( ( item ) => item.path === path );
	const bare = bytesOf( results.bare );
	const added = ( count: ByteCount | undefined, base?: ByteCount ) =>
		count && base
			? {
					raw: count.raw - base.raw,
					gzip: count.gzip - base.gzip,
				}
			: undefined;
	const byteRow = (
		label: string,
		pick: ( path: string ) => ByteCount | undefined
	) => {
		const reference = pick( results.pages[ 0 ].path );
		return [
			label,
			...results.pages.map( ( page ) => {
				const count = pick( page.path );
				return count
					? `${ kB( count.gzip ) } (${ kB( count.raw ) })${
							reference ? ratio( count.gzip, reference.gzip ) : ''
						}`
					: NONE;
			} ),
		];
	};
	const score = ( path: string ) =>
		results.lighthouse.find(
			( item ) => item.path === path && item.formFactor === 'mobile'
		);
	const bareScore = score( results.bare );
	const rows: string[][] = [
		byteRow(
			'All JS + CSS on load, gzip (raw)',
			( path ) => bytesOf( path )?.load
		),
		byteRow(
			`What the chat adds on load, ours with all four blocks (minus the page without them: ${
				bare ? kB( bare.load.gzip ) : NONE
			})`,
			( path ) => added( bytesOf( path )?.load, bare?.load )
		),
		byteRow(
			'JS + CSS added by opening the chat',
			( path ) => bytesOf( path )?.open
		),
		byteRow(
			'The chat in all: load + open, minus the page without it',
			( path ) => {
				const item = bytesOf( path );
				const loadAdded = added( item?.load, bare?.load );
				return item && loadAdded
					? {
							raw: loadAdded.raw + item.open.raw,
							gzip: loadAdded.gzip + item.open.gzip,
						}
					: undefined;
			}
		),
		[
			`Lighthouse mobile score, median (page without a chat: ${
				bareScore ? bareScore.score.toFixed( 0 ) : NONE
			})`,
			...results.pages.map( ( page ) => {
				const item = score( page.path );
				return item ? item.score.toFixed( 0 ) : NONE;
			} ),
		],
		[
			`Lighthouse mobile total blocking time, median (without: ${
				bareScore
					? `${ bareScore.totalBlockingTime.toFixed( 0 ) } ms`
					: NONE
			})`,
			...results.pages.map( ( page ) => {
				const item = score( page.path );
				return item
					? `${ item.totalBlockingTime.toFixed( 0 ) } ms`
					: NONE;
			} ),
		],
		[
			'Open → first bot message painted, phone network (150 ms round trip, 1.6 Mbps), after the page’s idle work (median, minus our reply delay; Web Chat has no Direct Line service here)',
			...results.pages.map( ( page ) =>
				firstWordsCell( results.firstWords, page.path, 'prefetched' )
			),
		],
		[
			'Lighthouse mobile largest contentful paint, median',
			...results.pages.map( ( page ) => {
				const item = score( page.path );
				return item
					? `${ ( item.largestContentfulPaint / 1000 ).toFixed( 1 ) } s`
					: NONE;
			} ),
		],
	];
	const header = [
		'Measure',
		...results.pages.map( ( page ) => page.label ),
	];
	return [ header, header.map( () => '---' ), ...rows ]
		.map(
			( row ) =>
				`| ${ row.map( ( cell ) => cell.replace( /\|/g, '\\|' ) ).join( ' | ' ) } |`
		)
		.join( '\n' );
}
