/**
 * A recorder injected in every frame before the page's code: the moment a
 * chat launcher is clicked, and the first animation frame after it that
 * shows a bot message (present, with a box and some text). Wall-clock ms
 * (`performance.timeOrigin + performance.now()`), comparable with the
 * network's timestamps.
 */
import type { Frame } from '@playwright/test';

import { addProbe } from './init-script';

export interface FirstWordsSelectors {
	/** What opens a chat (ours, an anchor's toggle). */
	launchers: string;
	/** A bot message in that chat. */
	messages: string;
}

export interface FirstWordsRecord {
	click: number | null;
	painted: number | null;
}

interface ProbeWindow {
	__careersFirstWords?: FirstWordsRecord;
}

function recorder( selectors: FirstWordsSelectors ): void {
	const record: FirstWordsRecord = { click: null, painted: null };
	( window as ProbeWindow ).__careersFirstWords = record;
	const now = () => performance.timeOrigin + performance.now();
	const shown = () =>
		Array.from( document.querySelectorAll( selectors.messages ) ).some(
			( element ) =>
				element.getClientRects().length > 0 &&
				( element.textContent ?? '' ).trim() !== ''
		);
	const watch = () => {
		if ( shown() ) {
			record.painted = now();
			return;
		}
		requestAnimationFrame( watch );
	};
	document.addEventListener(
		'click',
		( event ) => {
			const target = event.target as Element | null;
			if (
				record.click === null &&
				target?.closest?.( selectors.launchers )
			) {
				record.click = now();
				requestAnimationFrame( watch );
			}
		},
		true
	);
}

export async function installFirstWordsProbe(
	page: Parameters< typeof addProbe >[ 0 ],
	selectors: FirstWordsSelectors
): Promise< void > {
	await addProbe( page, recorder, selectors );
}

/**
 * @param frame The frame the chat lives in.
 */
export function readFirstWords( frame: Frame ): Promise< FirstWordsRecord > {
	return frame.evaluate(
		() =>
			( window as ProbeWindow ).__careersFirstWords ?? {
				click: null,
				painted: null,
			}
	);
}
