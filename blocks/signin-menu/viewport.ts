/** Widths at or below this are "mobile" (spec §9). */
export const MOBILE_MAX_WIDTH_PX = 767;

export interface ViewportSource {
	matchMedia: ( query: string ) => Pick< MediaQueryList, 'matches' >;
	navigator: Pick< Navigator, 'userAgent' | 'platform' | 'maxTouchPoints' >;
}

/**
 * Small screens and iPads open menus by click rather than hover (spec §2).
 * iPadOS 13+ reports itself as a Mac, so a touch-capable "MacIntel" counts.
 *
 * @param win Window (or a fake).
 */
export function isMobileWidth( win: ViewportSource ): boolean {
	const { userAgent, platform, maxTouchPoints } = win.navigator;
	return (
		win.matchMedia( `(max-width: ${ MOBILE_MAX_WIDTH_PX }px)` ).matches ||
		/iPad/i.test( userAgent ) ||
		( platform === 'MacIntel' && maxTouchPoints > 1 )
	);
}
