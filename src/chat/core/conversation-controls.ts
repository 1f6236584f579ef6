/**
 * What the candidate does to the conversation: send a message, let the
 * chat lead with the start utterance, retry a failed message, open or
 * close the window.
 */

/**
 * Internal dependencies
 */
import { saveOpen } from './conversation-storage';
import type { Conversation } from './conversation-types';
import { inputStatus } from './input-rules';
import { runTurn, type TurnContext } from './turn';

export function conversationControls(
	ctx: TurnContext,
	{ followCandidate }: { followCandidate: () => void }
): Pick< Conversation, 'send' | 'start' | 'retry' | 'setOpen' > {
	const { store, deps } = ctx;
	return {
		async send( raw ) {
			const status = inputStatus( raw );
			if ( ! status.sendable || store.get().busy ) {
				return false;
			}
			followCandidate();
			store.append( { kind: 'user', text: status.text } );
			await runTurn( ctx, status.text );
			return true;
		},
		async start( utterance ) {
			followCandidate();
			const { entries, busy } = store.get();
			if ( entries.length > 0 || busy || ! utterance ) {
				return false;
			}
			await runTurn( ctx, utterance );
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
			await runTurn( ctx, entry.failedText );
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
