/**
 * A probe injected with `page.addInitScript`, so it runs before any of the
 * page's own code: it checks whether any block of the wrong state is
 * visible at every animation frame (the moment before each paint) and at
 * every DOM mutation while the parser builds the page, before and after
 * DOMContentLoaded, and sums the layout shifts.
 */
import type { Page } from '@playwright/test';

export interface ProbeReport {
	/** Checks that found at least one watched block to look at. */
	checks: number;
	/** Of those, the ones made before DOMContentLoaded. */
	checksBeforeDomContentLoaded: number;
	frames: number;
	/** Every time a watched block was visible. */
	violations: Array< {
		when: string;
		beforeDomContentLoaded: boolean;
		text: string;
	} >;
	/** Cumulative layout shift (shifts without recent input). */
	layoutShift: number;
	/** Each shift, with the elements that moved, to say what to fix. */
	shifts: Array< {
		value: number;
		time: number;
		nodes: string[];
		/** Each node: its box before → after ("x,y w×h"). */
		moves: string[];
		beforeDomContentLoaded: boolean;
		/** Every element that moved is in the theme's page header. */
		onlyInHeader: boolean;
	} >;
}

interface ProbeWindow {
	__careersProbe?: ProbeReport;
}

/**
 * Runs in the page. Must be self-contained: Playwright serialises it.
 *
 * @param hiddenSelector Blocks that must never be visible.
 */
function probe( hiddenSelector: string ): void {
	const report: ProbeReport = {
		checks: 0,
		checksBeforeDomContentLoaded: 0,
		frames: 0,
		violations: [],
		layoutShift: 0,
		shifts: [],
	};
	( window as ProbeWindow ).__careersProbe = report;
	let domContentLoaded = false;
	document.addEventListener( 'DOMContentLoaded', () => {
		domContentLoaded = true;
	} );

	// Styles only, no layout: the probe must not change when the browser
	// lays out or paints the page it watches.
	const isRendered = ( element: Element ) => {
		if ( getComputedStyle( element ).visibility === 'hidden' ) {
			return false;
		}
		for (
			let node: Element | null = element;
			node;
			node = node.parentElement
		) {
			if ( getComputedStyle( node ).display === 'none' ) {
				return false;
			}
		}
		return true;
	};

	const check = ( when: string ) => {
		const blocks = Array.from(
			document.querySelectorAll< HTMLElement >( hiddenSelector )
		);
		if ( blocks.length === 0 ) {
			return;
		}
		report.checks++;
		if ( ! domContentLoaded ) {
			report.checksBeforeDomContentLoaded++;
		}
		for ( const block of blocks ) {
			if ( isRendered( block ) ) {
				report.violations.push( {
					when,
					beforeDomContentLoaded: ! domContentLoaded,
					text: ( block.textContent ?? '' ).trim().slice( 0, 80 ),
				} );
			}
		}
	};

	new MutationObserver( () => check( 'mutation' ) ).observe( document, {
		childList: true,
		subtree: true,
		attributes: true,
	} );
	const frame = () => {
		report.frames++;
		check( 'frame' );
		requestAnimationFrame( frame );
	};
	requestAnimationFrame( frame );

	type Shift = PerformanceEntry & {
		value: number;
		hadRecentInput: boolean;
		sources?: Array< {
			node?: Node | null;
			previousRect: DOMRectReadOnly;
			currentRect: DOMRectReadOnly;
		} >;
	};
	// Where a node was and went: the evidence a failure message needs.
	const rect = ( box: DOMRectReadOnly ) =>
		`${ Math.round( box.x ) },${ Math.round( box.y ) } ${ Math.round(
			box.width
		) }×${ Math.round( box.height ) }`;
	const nameOf = ( node?: Node | null ) =>
		node instanceof Element
			? `${ node.tagName.toLowerCase() }${ node.id ? '#' + node.id : '' }.${ Array.from(
					node.classList
				).join( '.' ) }`
			: String( node?.nodeName ?? 'unknown' );
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() as Shift[] ) {
			if ( ! entry.hadRecentInput ) {
				report.layoutShift += entry.value;
				const nodes = ( entry.sources ?? [] ).map(
					( source ) => source.node
				);
				report.shifts.push( {
					value: entry.value,
					time: Math.round( entry.startTime ),
					nodes: nodes.map( nameOf ),
					moves: ( entry.sources ?? [] ).map(
						( source ) =>
							`${ rect( source.previousRect ) } → ${ rect(
								source.currentRect
							) }`
					),
					beforeDomContentLoaded: ! domContentLoaded,
					onlyInHeader:
						nodes.length > 0 &&
						nodes.every(
							( node ) =>
								node instanceof Element &&
								node.closest( 'header' ) !== null
						),
				} );
			}
		}
	} ).observe( { type: 'layout-shift', buffered: true } );
}

export async function installFirstPaintProbe(
	page: Page,
	hiddenSelector: string
): Promise< void > {
	await page.addInitScript( probe, hiddenSelector );
}

/**
 * The report so far, after two more frames so pending shifts are in.
 *
 * @param page Page with the probe.
 */
export function readProbe( page: Page ): Promise< ProbeReport > {
	return page.evaluate(
		() =>
			new Promise< ProbeReport >( ( resolve ) =>
				requestAnimationFrame( () =>
					requestAnimationFrame( () =>
						resolve(
							( window as ProbeWindow )
								.__careersProbe as ProbeReport
						)
					)
				)
			)
	);
}

/**
 * The layout shift the page is accountable for. One kind is set apart: a
 * shift of the theme's header alone while the HTML was still arriving
 * (before DOMContentLoaded), when Chrome painted a partly received page
 * and the header grew as the rest came in. It happens before any of the
 * plugin's code runs and cannot touch its blocks, which sit below the
 * header in the page (a shift they caused would move `main` or the footer).
 *
 * @param report Probe report.
 */
export function accountableShift( report: ProbeReport ): {
	value: number;
	excused: ProbeReport[ 'shifts' ];
} {
	const excused = report.shifts.filter(
		( shift ) => shift.beforeDomContentLoaded && shift.onlyInHeader
	);
	const value = report.shifts
		.filter( ( shift ) => ! excused.includes( shift ) )
		.reduce( ( sum, shift ) => sum + shift.value, 0 );
	return { value, excused };
}
