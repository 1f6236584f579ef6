/**
 * A probe injected with `page.addInitScript`, so it runs before the page's
 * own code: at every animation frame from the very first one (the moment
 * before each paint) it asks whether any block of the other state is
 * rendered, and counts those frames. It also records the layout shifts
 * (buffered, so shifts before it started count too), with what the
 * shift-attribution check needs to tell the plugin's from the theme's, and
 * when the plugin's blocks changed size.
 *
 * Shared by `npm run bench` and tests/e2e/quality-budgets.spec.ts.
 */
import type { Page } from '@playwright/test';

import { addProbe } from './init-script';
import type { RecordedShift } from './shift-attribution';

export const SIGNED_IN_BLOCKS = '.careers-when-signed-in';
export const SIGNED_OUT_BLOCKS = '.careers-when-signed-out';

export interface WrongStateReport {
	/** Animation frames seen. */
	frames: number;
	/** Of those, the frames before DOMContentLoaded. */
	framesBeforeDomContentLoaded: number;
	/** Frames in which at least one watched element was in the document. */
	framesWithBlocks: number;
	/** Frames in which at least one watched element was rendered. */
	wrongStateFrames: number;
	/** Text of the first wrongly rendered block, to name it in reports. */
	firstWrong: string | null;
	/** Cumulative layout shift (shifts without recent input). */
	layoutShift: number;
	/** The shifts themselves, with the nodes that moved. */
	shifts: RecordedShift[];
	/** When (performance.now()) a plugin block appeared or changed size. */
	pluginResizes: number[];
}

interface ProbeWindow {
	__careersWrongState?: WrongStateReport;
}

/**
 * Runs in the page: self-contained, Playwright serialises it.
 *
 * @param wrongSelector Elements that must never be rendered.
 */
function probe( wrongSelector: string ): void {
	const report: WrongStateReport = {
		frames: 0,
		framesBeforeDomContentLoaded: 0,
		framesWithBlocks: 0,
		wrongStateFrames: 0,
		firstWrong: null,
		layoutShift: 0,
		shifts: [],
		pluginResizes: [],
	};
	( window as ProbeWindow ).__careersWrongState = report;
	// The plugin's blocks: the wrapper of each (its class names the block,
	// without an element part such as `__inner`).
	const PLUGIN_BLOCK = /^wp-block-careers-frontend-[a-z-]+$/;
	const isPluginBlock = ( element: Element ) =>
		Array.from( element.classList ).some( ( name ) =>
			PLUGIN_BLOCK.test( name )
		);
	const pluginBlocks = () =>
		Array.from(
			document.querySelectorAll( '[class*="wp-block-careers-frontend-"]' )
		).filter( isPluginBlock );
	const sizes = new ResizeObserver( ( entries ) => {
		// The first call for each block is its appearance: that counts too.
		if ( entries.length > 0 ) {
			report.pluginResizes.push( Math.round( performance.now() ) );
		}
	} );
	const watched = new WeakSet< Element >();
	const watchPluginBlocks = () => {
		for ( const block of pluginBlocks() ) {
			if ( ! watched.has( block ) ) {
				watched.add( block );
				sizes.observe( block );
			}
		}
	};
	let domContentLoaded = false;
	document.addEventListener( 'DOMContentLoaded', () => {
		domContentLoaded = true;
	} );

	// Rendered: not display:none itself, and a box with some area (an
	// element inside a hidden ancestor has no box).
	const rendered = ( element: HTMLElement ): boolean => {
		if ( getComputedStyle( element ).display === 'none' ) {
			return false;
		}
		const box = element.getBoundingClientRect();
		return box.width > 0 && box.height > 0;
	};

	const frame = () => {
		watchPluginBlocks();
		report.frames++;
		if ( ! domContentLoaded ) {
			report.framesBeforeDomContentLoaded++;
		}
		const blocks = Array.from(
			document.querySelectorAll< HTMLElement >( wrongSelector )
		);
		if ( blocks.length > 0 ) {
			report.framesWithBlocks++;
		}
		const wrong = blocks.find( rendered );
		if ( wrong ) {
			report.wrongStateFrames++;
			report.firstWrong ??= ( wrong.textContent ?? '' )
				.trim()
				.slice( 0, 80 );
		}
		requestAnimationFrame( frame );
	};
	requestAnimationFrame( frame );

	const describe = ( node: Node | null ): string => {
		if ( ! node || ! ( node instanceof Element ) ) {
			return String( node?.nodeName ?? 'unknown' );
		}
		const classes = Array.from( node.classList ).slice( 0, 3 ).join( '.' );
		return `${ node.tagName.toLowerCase() }${ classes ? `.${ classes }` : '' }`;
	};
	const rect = ( box: DOMRectReadOnly ) =>
		`${ Math.round( box.x ) },${ Math.round( box.y ) } ${ Math.round(
			box.width
		) }×${ Math.round( box.height ) }`;
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() as Array<
			PerformanceEntry & {
				value: number;
				hadRecentInput: boolean;
				sources?: Array< {
					node: Node | null;
					previousRect: DOMRectReadOnly;
					currentRect: DOMRectReadOnly;
				} >;
			}
		> ) {
			if ( ! entry.hadRecentInput ) {
				report.layoutShift += entry.value;
				const blocks = pluginBlocks();
				report.shifts.push( {
					value: entry.value,
					time: Math.round( entry.startTime ),
					sources: ( entry.sources ?? [] ).map( ( source ) => {
						const node = source.node;
						const element =
							node instanceof Element
								? node
								: ( node?.parentElement ?? null );
						const movedDown =
							Math.round( source.previousRect.y ) !==
							Math.round( source.currentRect.y );
						return {
							node: describe( node ),
							move: `${ rect( source.previousRect ) } → ${ rect(
								source.currentRect
							) }`,
							inPluginBlock:
								element !== null &&
								blocks.some( ( block ) =>
									block.contains( element )
								),
							// Beside a block in its container (a row the
							// block widens), or after it and moved up or
							// down (a column the block lengthens).
							besidePluginBlock:
								element !== null &&
								blocks.some(
									( block ) =>
										( block.parentElement?.contains(
											element
										) ??
											false ) ||
										( movedDown &&
											// eslint-disable-next-line no-bitwise -- compareDocumentPosition returns a bit mask.
											( block.compareDocumentPosition(
												element
											) &
												Node.DOCUMENT_POSITION_FOLLOWING ) !==
												0 )
								),
						};
					} ),
				} );
			}
		}
	} ).observe( { type: 'layout-shift', buffered: true } );
}

/**
 * Watch every later load of `page` for rendered blocks of the other state.
 *
 * @param page          The page (the probe applies to every navigation).
 * @param wrongSelector SIGNED_OUT_BLOCKS for a signed-in candidate, and
 *                      the other way round.
 */
export async function installWrongStateProbe(
	page: Page,
	wrongSelector: string
): Promise< void > {
	await addProbe( page, probe, wrongSelector );
}

/**
 * The report for the current load, after two more frames so the last
 * paint and any pending shift are in.
 *
 * @param page Page with the probe.
 */
export async function readWrongStateProbe(
	page: Page
): Promise< WrongStateReport > {
	const report = await page.evaluate(
		() =>
			new Promise< WrongStateReport | null >( ( resolve ) =>
				requestAnimationFrame( () =>
					requestAnimationFrame( () =>
						resolve(
							( window as ProbeWindow ).__careersWrongState ??
								null
						)
					)
				)
			)
	);
	if ( ! report ) {
		throw new Error(
			'The wrong-state probe is not on this page: call installWrongStateProbe before loading it.'
		);
	}
	return report;
}
