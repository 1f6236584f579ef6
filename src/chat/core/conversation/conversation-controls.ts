/**
 * What the candidate does to the conversation: send a message, let the
 * chat lead with the start utterance, use the device's location, retry a
 * failed message, open or close the window.
 */

/**
 * Internal dependencies
 */
import type { FirstTurn } from '../bot';
import { saveOpen } from './conversation-storage';
import type { Conversation } from './conversation-types';
import {
	createFirstTurnFlow,
	preloadTurn,
	sendAsTyped,
	type FirstTurnFlow,
} from './first-turn';
import { inputStatus } from './input-rules';
import type { TurnContext } from './turn';

type Controls = Pick<
	Conversation,
	'send' | 'start' | 'retry' | 'setOpen' | 'findNearMe'
>;

/**
 * The understanding of an answer comes with the job search's code (chunk
 * `chat-job-search`, fetched as the bot asks for a place), not as the
 * window opens: the first message the chat sends itself.
 */
export const loadAnswering = () =>
	import( /* webpackChunkName: "chat-job-search" */ './answer-message' );

/**
 * A message understood, then sent (understand/answer.ts). The input locks
 * at once, while the code may still be on its way: a second message waits
 * for this one.
 *
 * @param ctx    The conversation.
 * @param text   The candidate's message, trimmed.
 * @param shown  Its row is in the transcript already (queued, or a retry).
 * @param search A failed job search's retry: that search runs again.
 * @return Whether it was taken (false: it is kept for the candidate).
 */
async function answer(
	ctx: TurnContext,
	text: string,
	shown: boolean,
	search?: unknown
): Promise< boolean > {
	const { store } = ctx;
	store.update( { busy: true }, false );
	let answering: Awaited< ReturnType< typeof loadAnswering > >;
	try {
		answering = await loadAnswering();
	} catch ( error ) {
		store.update( { busy: false }, false );
		throw error;
	}
	return answering.answerMessage( ctx, text, { shown, search } );
}

/**
 * The chat leads: the template's first turn at once, confirmed by Lex
 * (first-turn.ts); without one, the start utterance goes as it is.
 *
 * @param ctx             The conversation.
 * @param first           The first turn's flow.
 * @param followCandidate Starts over when the candidate changed.
 */
function startControl(
	ctx: TurnContext,
	first: FirstTurnFlow,
	followCandidate: () => void
): Controls[ 'start' ] {
	return async ( utterance, shownAt ) => {
		followCandidate();
		const { entries, busy } = ctx.store.get();
		if ( entries.length > 0 || busy || ! utterance ) {
			return false;
		}
		if ( first.show( utterance, shownAt ) ) {
			await first.confirm();
		} else {
			await sendAsTyped( ctx, utterance );
		}
		return true;
	};
}

/**
 * "Try again" on a failed message: the shown first turn is asked of Lex
 * again; any other message is understood and sent again.
 *
 * @param ctx   The conversation.
 * @param first The first turn's flow.
 */
function retryControl(
	ctx: TurnContext,
	first: FirstTurnFlow
): Controls[ 'retry' ] {
	return async ( entryId ) => {
		const { store } = ctx;
		const { entries, busy } = store.get();
		const entry = entries.find( ( item ) => item.id === entryId );
		if ( busy || entry?.kind !== 'error' || ! entry.failedText ) {
			return false;
		}
		store.update( {
			entries: entries.filter( ( item ) => item.id !== entryId ),
		} );
		if ( first.waiting() ) {
			await first.retry();
		} else {
			await answer( ctx, entry.failedText, true, entry.search );
		}
		return true;
	};
}

/**
 * @param ctx   The conversation.
 * @param first The first turn's flow.
 */
function setOpenControl(
	ctx: TurnContext,
	first: FirstTurnFlow
): Controls[ 'setOpen' ] {
	const { store, deps } = ctx;
	return ( open ) => {
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
	};
}

export function conversationControls(
	ctx: TurnContext,
	{
		followCandidate,
		firstTurn,
	}: {
		followCandidate: ( passing?: string ) => boolean;
		/** The template's first turn, shown before Lex answers (first-turn.ts). */
		firstTurn?: FirstTurn | null;
	}
): Controls {
	const { store } = ctx;
	// Its code comes with the geocoder's (fetched when a place is asked
	// for), not as the window opens.
	const nearMe = () =>
		import( /* webpackChunkName: "chat-geocoder" */ './near-me' ).then(
			( module ) => module.findNearMe( ctx, followCandidate )
		);
	// What is sent before Lex's first answer is understood once it came.
	const first = createFirstTurnFlow( ctx, firstTurn, {
		deliver: ( text ) => answer( ctx, text, true ),
		findNearMe: nearMe,
	} );
	return {
		async send( raw ) {
			const status = inputStatus( raw );
			// Another candidate's now: their conversation takes it, or this
			// one starts over before it is read (waiting, busy).
			if ( ! status.sendable || followCandidate( status.text ) ) {
				return status.sendable;
			}
			const waiting = first.waiting();
			if ( store.get().busy && ! waiting ) {
				return false;
			}
			// Before Lex's first answer: shown now, sent once it came.
			return waiting
				? first.queueMessage( status.text )
				: answer( ctx, status.text, false );
		},
		findNearMe: () => ( first.waiting() ? first.queueNearMe() : nearMe() ),
		start: startControl( ctx, first, followCandidate ),
		retry: retryControl( ctx, first ),
		setOpen: setOpenControl( ctx, first ),
	};
}
