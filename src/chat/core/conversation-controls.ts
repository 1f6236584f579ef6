/**
 * What the candidate does to the conversation: send a message, let the
 * chat lead with the start utterance, use the device's location, retry a
 * failed message, open or close the window.
 */

/**
 * Internal dependencies
 */
import type { FirstTurn } from './bot-words';
import { saveOpen } from './conversation-storage';
import { hasRole, type Conversation } from './conversation-types';
import { createFirstTurnFlow } from './first-turn';
import { inputStatus } from './input-rules';
import { preloadTurn, runTurn } from './lazy-turn';
import type { TurnContext } from './turn';

/**
 * What an area answer is sent as: the category it names (checked against
 * the job API's list while the input waits); null, with a line saying so,
 * when it names none: it is not sent.
 * @param ctx  The conversation.
 * @param text The candidate's answer.
 */
async function checkedArea(
	ctx: TurnContext,
	text: string
): Promise< string | null > {
	const { store } = ctx;
	const sessionId = store.get().sessionId;
	store.update( { busy: true }, false );
	const answer = await ctx.categories.answer( text );
	if ( store.get().sessionId !== sessionId ) {
		return null;
	}
	store.update( { busy: false }, false );
	if ( answer === null ) {
		store.append( { kind: 'notice', notice: 'unknown-area', text } );
	}
	return answer;
}

export function conversationControls(
	ctx: TurnContext,
	{
		followCandidate,
		firstTurn,
	}: {
		followCandidate: () => void;
		/** The template's first turn, shown before Lex answers (first-turn.ts). */
		firstTurn?: FirstTurn | null;
	}
): Pick< Conversation, 'send' | 'start' | 'retry' | 'setOpen' | 'findNearMe' > {
	const { store, deps } = ctx;

	/**
	 * A message on its way: an area answer is checked first (the input
	 * waits); anything else is on its way before this returns.
	 *
	 * @param text  The candidate's message, trimmed.
	 * @param shown Its row is in the transcript already (it was queued).
	 */
	async function deliver( text: string, shown: boolean ): Promise< boolean > {
		const { slotToElicit } = store.get();
		const answer = hasRole( slotToElicit, deps.slotRoles.category )
			? await checkedArea( ctx, text )
			: text;
		if ( answer === null ) {
			return false;
		}
		if ( ! shown ) {
			store.append( { kind: 'user', text } );
		}
		await runTurn( ctx, answer );
		return true;
	}

	// Its code comes with the geocoder's (fetched when a place is asked
	// for), not as the window opens.
	const nearMe = () =>
		import( /* webpackChunkName: "chat-geocoder" */ './near-me' ).then(
			( module ) => module.findNearMe( ctx, followCandidate )
		);

	const first = createFirstTurnFlow( ctx, firstTurn, {
		deliver: ( text ) => deliver( text, true ),
		findNearMe: nearMe,
	} );

	return {
		async send( raw ) {
			const status = inputStatus( raw );
			if (
				! status.sendable ||
				( store.get().busy && ! first.waiting() )
			) {
				return false;
			}
			followCandidate();
			// Before Lex's first answer: shown now, sent once it came.
			return first.waiting()
				? first.queueMessage( status.text )
				: deliver( status.text, false );
		},
		findNearMe: () => ( first.waiting() ? first.queueNearMe() : nearMe() ),
		async start( utterance, shownAt ) {
			followCandidate();
			const { entries, busy } = store.get();
			if ( entries.length > 0 || busy || ! utterance ) {
				return false;
			}
			if ( first.show( utterance, shownAt ) ) {
				await first.confirm();
			} else {
				await runTurn( ctx, utterance );
			}
			return true;
		},
		async retry( entryId ) {
			const { entries, busy } = store.get();
			const entry = entries.find( ( item ) => item.id === entryId );
			if ( busy || entry?.kind !== 'error' || ! entry.failedText ) {
				return false;
			}
			store.update( {
				entries: entries.filter( ( item ) => item.id !== entryId ),
			} );
			// Lex did not answer the start: the shown first turn waits.
			if ( first.waiting() ) {
				await first.retry();
			} else {
				await runTurn( ctx, entry.failedText );
			}
			return true;
		},
		setOpen( open ) {
			try {
				saveOpen( deps.storage, open );
			} catch ( error ) {
				deps.logger.error( error );
			}
			store.update( { open }, false );
			const { suggestions, busy, entries } = store.get();
			if ( open && entries.length > 0 && ! first.waiting() ) {
				// A conversation under way: the next message needs a turn.
				preloadTurn();
			}
			if ( open && ! suggestions && ! busy ) {
				// A conversation restored mid-question offers its choices again.
				ctx.refreshSuggestions();
			}
		},
	};
}
