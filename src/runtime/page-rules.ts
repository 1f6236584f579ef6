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
		( path.includes( '/profile/thank-you/' ) || path.includes( 'campaign' ) )
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

export interface PageRulesOptions {
	path: string;
	debug: boolean;
	scrollTo: ( x: number, y: number ) => void;
}

/**
 * Run the page rules that act on load.
 *
 * @param options Path, debug flag and scroller.
 */
export function applyPageRules( { path, debug, scrollTo }: PageRulesOptions ): void {
	if ( shouldScrollToTop( path, debug ) ) {
		scrollTo( 0, 0 );
	}
}
