/**
 * A recorder injected before the page's code: when Enter goes down in the
 * chat input, and when bot rows (replies, job lists, errors) enter the
 * transcript, with the animation frame that first paints them. Times are
 * `performance.now()`, comparable with resource timing entries.
 */
import type { Page } from '@playwright/test';

import { addProbe } from './init-script';

export interface ChatTimingRecord {
	/** Enter pressed in the chat input. */
	enters: number[];
	/** Bot rows as they entered the document. */
	botRows: Array< {
		/** DOM mutation time. */
		added: number;
		/** The next animation frame: the paint that shows it. */
		painted: number;
		kind: 'reply' | 'jobs' | 'error';
	} >;
	/** Lex calls leaving and answered (resource timing). */
	lexCalls: Array< { start: number; responseEnd: number } >;
}

interface TimingWindow {
	__careersChatTiming?: Omit< ChatTimingRecord, 'lexCalls' >;
}

function recorder(): void {
	const record: Omit< ChatTimingRecord, 'lexCalls' > = {
		enters: [],
		botRows: [],
	};
	( window as TimingWindow ).__careersChatTiming = record;
	performance.setResourceTimingBufferSize( 5000 );
	document.addEventListener(
		'keydown',
		( event ) => {
			const target = event.target as Element | null;
			if (
				event.key === 'Enter' &&
				! event.shiftKey &&
				target?.matches?.( '.careers-chat__input' )
			) {
				record.enters.push( performance.now() );
			}
		},
		true
	);
	const kindOf = ( row: Element ): 'reply' | 'jobs' | 'error' => {
		if ( row.classList.contains( 'careers-chat__entry--error' ) ) {
			return 'error';
		}
		return row.querySelector(
			'.careers-chat__jobs, .careers-chat__no-jobs'
		)
			? 'jobs'
			: 'reply';
	};
	new MutationObserver( ( mutations ) => {
		const rows: Element[] = [];
		for ( const mutation of mutations ) {
			mutation.addedNodes.forEach( ( node ) => {
				if ( ! ( node instanceof Element ) ) {
					return;
				}
				if ( node.matches( '.careers-chat__entry--bot' ) ) {
					rows.push( node );
				}
				rows.push(
					...Array.from(
						node.querySelectorAll( '.careers-chat__entry--bot' )
					)
				);
			} );
		}
		if ( rows.length === 0 ) {
			return;
		}
		const added = performance.now();
		requestAnimationFrame( () => {
			const painted = performance.now();
			for ( const row of rows ) {
				record.botRows.push( { added, painted, kind: kindOf( row ) } );
			}
		} );
	} ).observe( document, { childList: true, subtree: true } );
}

export async function installChatTimingProbe( page: Page ): Promise< void > {
	await addProbe( page, recorder, null );
}

/**
 * @param page      Page with the recorder.
 * @param lexPrefix The Lex endpoint (setting lex_endpoint).
 */
export async function readChatTiming(
	page: Page,
	lexPrefix: string
): Promise< ChatTimingRecord > {
	return page.evaluate( ( prefix ) => {
		const record = ( window as TimingWindow ).__careersChatTiming;
		if ( ! record ) {
			throw new Error( 'The chat timing recorder is not on this page.' );
		}
		const lexCalls = (
			performance.getEntriesByType(
				'resource'
			) as PerformanceResourceTiming[]
		 )
			.filter( ( entry ) => entry.name.startsWith( prefix ) )
			.filter(
				( entry ) =>
					entry.name.includes( '/sessions/' ) ||
					entry.name.includes( '/user/' )
			)
			.map( ( entry ) => ( {
				start: entry.startTime,
				responseEnd: entry.responseEnd,
			} ) );
		return { ...record, lexCalls };
	}, lexPrefix );
}
