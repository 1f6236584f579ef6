/**
 * Chromium's network, through the DevTools protocol: a phone's network
 * emulated (`Network.emulateNetworkConditions`) and every request's wall
 * clock times and whether a cache answered it.
 */
import type { CDPSession, Page } from '@playwright/test';

import type { TimedRequest } from './round-trips';

/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbps down. */
export const PHONE_NETWORK = {
	offline: false,
	latency: 150,
	downloadThroughput: ( 1.6 * 1024 * 1024 ) / 8,
	uploadThroughput: ( 750 * 1024 ) / 8,
};

export interface NetworkLog {
	requests: () => TimedRequest[];
	dispose: () => Promise< void >;
}

interface Pending {
	url: string;
	wallStart: number;
	monotonicStart: number;
	cached: boolean;
}

/**
 * @param page     The page, before it navigates.
 * @param emulated Whether to emulate the phone network.
 */
export async function recordNetwork(
	page: Page,
	emulated: boolean
): Promise< NetworkLog > {
	const cdp: CDPSession = await page.context().newCDPSession( page );
	await cdp.send( 'Network.enable' );
	if ( emulated ) {
		await cdp.send( 'Network.emulateNetworkConditions', PHONE_NETWORK );
	}
	const pending = new Map< string, Pending >();
	const done: TimedRequest[] = [];
	cdp.on( 'Network.requestWillBeSent', ( event ) => {
		pending.set( event.requestId, {
			url: event.request.url,
			wallStart: event.wallTime * 1000,
			monotonicStart: event.timestamp,
			cached: false,
		} );
	} );
	cdp.on( 'Network.requestServedFromCache', ( event ) => {
		const request = pending.get( event.requestId );
		if ( request ) {
			request.cached = true;
		}
	} );
	cdp.on( 'Network.responseReceived', ( event ) => {
		const request = pending.get( event.requestId );
		const { response } = event;
		if (
			request &&
			( response.fromDiskCache ||
				response.fromPrefetchCache ||
				response.fromServiceWorker )
		) {
			request.cached = true;
		}
	} );
	const finish = ( requestId: string, timestamp: number ) => {
		const request = pending.get( requestId );
		if ( ! request ) {
			return;
		}
		pending.delete( requestId );
		done.push( {
			url: request.url,
			start: request.wallStart,
			end:
				request.wallStart +
				( timestamp - request.monotonicStart ) * 1000,
			cached: request.cached,
		} );
	};
	cdp.on( 'Network.loadingFinished', ( event ) =>
		finish( event.requestId, event.timestamp )
	);
	cdp.on( 'Network.loadingFailed', ( event ) =>
		finish( event.requestId, event.timestamp )
	);
	return {
		requests: () => [ ...done ],
		dispose: () => cdp.detach().catch( () => undefined ),
	};
}
