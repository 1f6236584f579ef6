/**
 * Which script an error came from: the first URL of its stack trace after
 * the message line (Chromium, Firefox and WebKit write stacks differently,
 * but each frame holds the script's URL, then a line and a column).
 *
 * @param stack An Error's stack.
 */
export function scriptOf( stack: string | undefined ): string {
	const frames = ( stack ?? '' ).split( '\n' ).slice( 1 ).join( '\n' );
	return (
		/(https?:\/\/[^\s)]+?)(?::\d+){1,2}\)?(?:\n|$)/.exec( frames )?.[ 1 ] ??
		''
	);
}
