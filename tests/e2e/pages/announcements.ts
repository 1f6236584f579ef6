/**
 * Records every text the runtime's polite live region takes, from the first
 * moment of each page load: a later announcement replaces an earlier one
 * in the region, but both were said.
 */
import type { Page } from '@playwright/test';

import type { EngineSite } from '../engines/site';

interface AnnouncementsWindow {
	__careersAnnouncements?: string[];
}

function record( regionId: string ): void {
	const said: string[] = [];
	( window as AnnouncementsWindow ).__careersAnnouncements = said;
	let last = '';
	new MutationObserver( () => {
		// Every element with the id: post content may hold one of its own
		// (before the runtime's, which getElementById would then miss).
		const text = Array.from(
			document.querySelectorAll( `[id="${ regionId }"]` ),
			( region ) => region.textContent ?? ''
		)
			.join( '' )
			.replace( /\u00a0$/, '' )
			.trim();
		if ( text && text !== last ) {
			said.push( text );
		}
		last = text;
	} ).observe( document, {
		childList: true,
		subtree: true,
		characterData: true,
	} );
}

export async function recordAnnouncements( page: Page ): Promise< void > {
	await page.addInitScript( record, 'careers-frontend-live-region' );
}

export function announcements( page: Page ): Promise< string[] > {
	return page.evaluate(
		() => ( window as AnnouncementsWindow ).__careersAnnouncements ?? []
	);
}

/**
 * In any engine: from now on (WebKitWebDriver cannot run a script before
 * the page's own), for what the candidate does next.
 *
 * @param site The page.
 */
export async function recordAnnouncementsFromNow(
	site: EngineSite
): Promise< void > {
	await site.evaluate( record, 'careers-frontend-live-region' );
}

export function announcementsOf( site: EngineSite ): Promise< string[] > {
	return site.evaluate(
		() => ( window as AnnouncementsWindow ).__careersAnnouncements ?? []
	);
}
