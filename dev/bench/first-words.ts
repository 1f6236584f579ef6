/**
 * Chat open → first bot message painted, on a phone's network (Chromium's
 * emulation: 150 ms round trip, 1.6 Mbps down), with the round trips on
 * that path. Two cases: a cold cache with nothing fetched ahead (the
 * launcher's idle prefetch off, as under Save-Data, and the chat opened by
 * a click no pointer came near), and the idle prefetch done first.
 */
import type { Browser, Frame, Page, Response } from '@playwright/test';

import schema from '../../includes/settings.schema.json';
import { parseLexV2Reply } from '../../src/chat/core/bot/parse-lex-v2';
import { replyDelay } from '../../src/chat/core/conversation/reply-delay';
import { newCandidateContext } from './browser';
import { recordNetwork } from './network-log';
import {
	installFirstWordsProbe,
	readFirstWords,
	type FirstWordsSelectors,
} from './probes/first-words-probe';
import { roundTrips, type RoundTrips } from './round-trips';

export type FirstWordsCase = 'cold' | 'prefetched';

export interface FirstWordsTarget {
	/** Page path. */
	path: string;
	selectors: FirstWordsSelectors;
	/** The frame its chat lives in. */
	frame: ( page: Page ) => Promise< Frame >;
	/** The Lex endpoint whose first answer sets the reply delay (ours). */
	lexUrl?: string;
}

export interface FirstWordsRun {
	path: string;
	case: FirstWordsCase;
	/** Click → first bot message painted, ms. */
	openToPaintMs: number;
	/** The reply delay the settings ask for (ours; spec §9), ms. */
	configuredDelayMs: number;
	roundTrips: RoundTrips;
}

/** Save-Data on: the launcher prefetches nothing at idle. */
const SAVE_DATA = `(() => {
	const connection = navigator.connection;
	if ( connection ) {
		Object.defineProperty( Object.getPrototypeOf( connection ), 'saveData', { get: () => true, configurable: true } );
	}
})();`;

/**
 * Until the launcher has added no prefetch link for a while and the
 * network is quiet.
 * @param page The page.
 */
async function prefetchSettled( page: Page ): Promise< void > {
	let count = -1;
	for ( let stable = 0; stable < 6; ) {
		await page.waitForTimeout( 250 );
		const now = await page
			.locator( 'link[rel="prefetch"]' )
			.count()
			.catch( () => count );
		stable = now === count ? stable + 1 : 0;
		count = now;
	}
	await page.waitForLoadState( 'networkidle' );
}

async function aiDelay( page: Page ): Promise< number > {
	const value = await page.evaluate(
		() => window.careersFrontendConfig?.settings?.ai_delay
	);
	return typeof value === 'number'
		? value
		: schema.properties.ai_delay.default;
}

/** Lex's first answer: its body, and when it had come (wall-clock ms). */
interface LexAnswer {
	body: unknown;
	at: number;
}

async function lexAnswer( response: Response ): Promise< LexAnswer > {
	const body: unknown = await response.json();
	const timing = response.request().timing();
	const end = timing.responseEnd >= 0 ? timing.responseEnd : 0;
	return { body, at: timing.startTime + end };
}

/**
 * The reply delay stands between the click and the paint only when the
 * row painted is Lex's answer: a row painted before that answer came (the
 * first words shown from the page, issue 34) waited for no delay.
 *
 * @param replyAt   When Lex's first answer came (wall-clock ms).
 * @param paintedAt When the first bot row was painted.
 * @param delayMs   The delay the settings ask for before that answer.
 */
export function delayBehindPaint(
	replyAt: number,
	paintedAt: number,
	delayMs: number
): number {
	return replyAt <= paintedAt ? delayMs : 0;
}

/**
 * One open in a fresh context (an empty cache).
 * @param browser  Browser.
 * @param baseUrl  Site URL.
 * @param target   The page and its chat.
 * @param scenario Cold, or after the idle prefetch.
 */
export async function timeFirstWords(
	browser: Browser,
	baseUrl: string,
	target: FirstWordsTarget,
	scenario: FirstWordsCase
): Promise< FirstWordsRun > {
	const context = await newCandidateContext( browser, baseUrl );
	try {
		// Static files with the caching headers a production server sends
		// (PHP's built-in server sends none: nothing prefetched is reused).
		await context.addCookies( [
			{ name: 'careers_static_cache', value: '31536000', url: baseUrl },
		] );
		if ( scenario === 'cold' ) {
			await context.addInitScript( { content: SAVE_DATA } );
		}
		const page = await context.newPage();
		await installFirstWordsProbe( page, target.selectors );
		const network = await recordNetwork( page, true );
		const replies: Array< Promise< LexAnswer | null > > = [];
		page.on( 'response', ( response ) => {
			if (
				target.lexUrl &&
				response.url().startsWith( target.lexUrl ) &&
				response.request().method() === 'POST'
			) {
				replies.push( lexAnswer( response ).catch( () => null ) );
			}
		} );
		await page.goto( target.path );
		await page.waitForLoadState( 'networkidle' );
		if ( scenario === 'prefetched' ) {
			await prefetchSettled( page );
		}
		const frame = await target.frame( page );
		// A click no pointer came near (no prefetch on approach).
		await frame
			.locator( target.selectors.launchers )
			.first()
			.evaluate( ( element: HTMLElement ) => element.click() );
		await frame.waitForFunction(
			() => {
				const record = (
					window as { __careersFirstWords?: { painted: unknown } }
				 ).__careersFirstWords;
				return typeof record?.painted === 'number';
			},
			null,
			{ timeout: 60_000 }
		);
		const record = await readFirstWords( frame );
		await network.dispose();
		const click = record.click ?? NaN;
		const painted = record.painted ?? NaN;
		const first = replies.length ? await replies[ 0 ] : null;
		const configuredDelayMs = first
			? delayBehindPaint(
					first.at,
					painted,
					replyDelay(
						parseLexV2Reply( first.body ).messages,
						await aiDelay( page )
					)
				)
			: 0;
		return {
			path: target.path,
			case: scenario,
			openToPaintMs: painted - click,
			configuredDelayMs,
			roundTrips: roundTrips( network.requests(), click, painted ),
		};
	} finally {
		await context.close();
	}
}
