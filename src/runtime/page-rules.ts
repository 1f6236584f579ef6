/**
 * Whether the view starts at the top: the thank-you page and campaign pages,
 * in debug mode only (spec §2).
 *
 * @param path  Location pathname.
 * @param debug The debug setting.
 */
export function shouldScrollToTop( path: string, debug: boolean ): boolean {
	return (
		debug &&
		( path.includes( '/profile/thank-you/' ) ||
			path.includes( 'campaign' ) )
	);
}

/**
 * The activity notification widget is not injected on the apply and
 * profile pages (spec §2).
 *
 * @param path Location pathname.
 */
export function shouldInjectActivityWidget( path: string ): boolean {
	return ! path.includes( '/apply/' ) && ! path.includes( '/profile/' );
}

/**
 * Run the page rules that act on load.
 *
 * @param win   Window (its location and scrollTo).
 * @param debug The debug setting.
 */
export function applyPageRules(
	win: Pick< Window, 'location' | 'scrollTo' >,
	debug: boolean
): void {
	if ( shouldScrollToTop( win.location.pathname, debug ) ) {
		win.scrollTo( 0, 0 );
	}
}
