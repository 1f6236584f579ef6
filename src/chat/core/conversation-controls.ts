/**
 * What the candidate does to the conversation: send a message, let the
 * chat lead with the start utterance, use the device's location, retry a
 * failed message, open or close the window.
 */

/**
 * Internal dependencies
 */
import { saveOpen } from './conversation-storage';
import type { Conversation } from './conversation-types';
import { inputStatus } from './input-rules';
import { currentAttributes, runTurn, type TurnContext } from './turn';

/**
 * The understanding of an answer comes with the job search's code (chunk
 * `chat-job-search`, fetched as the bot asks for a place), not as the
 * window opens: the first message the chat sends itself.
 */
export const loadAnswering = () =>
	import( /* webpackChunkName: "chat-job-search" */ './understand/answer' );

export function conversationControls(
	ctx: TurnContext,
	{ followCandidate }: { followCandidate: () => void }
): Pick< Conversation, 'send' | 'start' | 'retry' | 'setOpen' | 'findNearMe' > {
	const { store, deps } = ctx;
	async function locked< T >( load: () => Promise< T > ): Promise< T > {
		store.update( { busy: true }, false );
		try {
			return await load();
		} catch ( error ) {
			store.update( { busy: false }, false );
			throw error;
		}
	}
	return {
		async send( raw ) {
			const status = inputStatus( raw );
			if ( ! status.sendable || store.get().busy ) {
				return false;
			}
			followCandidate();
			// Locked at once: a second message waits for this one.
			const answering = await locked( () => loadAnswering() );
			return answering.answerMessage( ctx, status.text );
		},
		// Its code comes with the geocoder's (fetched when a place is asked
		// for), not as the window opens.
		findNearMe: () =>
			import( /* webpackChunkName: "chat-geocoder" */ './near-me' ).then(
				( module ) => module.findNearMe( ctx, followCandidate )
			),
		async start( utterance ) {
			followCandidate();
			const { entries, busy } = store.get();
			if ( entries.length > 0 || busy || ! utterance ) {
				return false;
			}
			await runTurn( ctx, async () => ( {
				text: utterance,
				sessionAttributes: currentAttributes( ctx ),
			} ) );
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
			const answering = await locked( () => loadAnswering() );
			await answering.answerMessage( ctx, entry.failedText, {
				shown: true,
			} );
			return true;
		},
		setOpen( open ) {
			try {
				saveOpen( deps.storage, open );
			} catch ( error ) {
				deps.logger.error( error );
			}
			store.update( { open }, false );
			const { suggestions, busy } = store.get();
			if ( open && ! suggestions && ! busy ) {
				// A conversation restored mid-question offers its choices again.
				ctx.refreshSuggestions();
			}
		},
	};
}
