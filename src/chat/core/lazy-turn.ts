/**
 * A turn's code (turn.ts) comes with the job search's (chunk
 * chat-job-search), after the first answer, not as the window opens: the
 * chat leads with the template's first words and one Lex call
 * (first-turn.ts), so opening needs no turn (issue 34). The input locks
 * at once, while the code may still be on its way.
 */

/**
 * Internal dependencies
 */
import { botErrorText } from './error-entry';
import { lazy } from './lazy';
import type { TurnContext } from './turn';

const turnCode = lazy(
	() => import( /* webpackChunkName: "chat-job-search" */ './turn' )
);

/** Fetch the turn's code now (Lex's first answer came), not on first use. */
export const preloadTurn = turnCode.preload;

/**
 * A message sent as it is (the start utterance when the template's first
 * turn is not known), through `runTurn` (turn.ts), its code fetched first
 * when it has not come yet. A failed fetch is said as a failed message,
 * offered for retry.
 *
 * @param ctx  The conversation.
 * @param text What to send.
 */
export async function sendAsTyped( ctx: TurnContext, text: string ) {
	const { store } = ctx;
	const { sessionId } = store.get();
	const current = () => store.get().sessionId === sessionId;
	store.update( { busy: true, typing: true, suggestions: null }, false );
	let code: Awaited< ReturnType< typeof turnCode.get > >;
	try {
		code = await turnCode.get();
	} catch ( error ) {
		ctx.deps.logger.error( error );
		if ( current() ) {
			store.append( {
				kind: 'error',
				text: botErrorText( error ),
				failedText: text,
			} );
			store.update( { busy: false, typing: false } );
			ctx.refreshSuggestions();
		}
		return;
	}
	if ( current() ) {
		await code.runTurn( ctx, async () => ( {
			text,
			sessionAttributes: code.currentAttributes( ctx ),
		} ) );
	}
}
