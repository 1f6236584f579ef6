/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { isProvisional } from '../../core/conversation';
import { useAnnouncement } from '../hooks/use-announcement';
import { chatActions } from '../hooks/use-chat-actions';
import { useConversationState } from '../hooks/use-conversation-state';
import { useLexer } from '../hooks/use-lexer';
import {
	useKeptAnswer,
	useLeadOnOpen,
	useOpenFocus,
	usePrefill,
} from '../hooks/use-window-effects';
import type { ChatAppProps } from './chat-app-props';
import { ChatBody } from './chat-body';
import { ChatDialog } from './chat-dialog';
import { MessageInput } from './message-input';
import { RenderContext, type RenderSettings } from './render-context';

export function ChatApp( props: ChatAppProps ) {
	const { conversation, idPrefix, markdown, loadLexer, preloadBotClient } =
		props;
	const { startUtterance = '', logger = console } = props;
	const state = useConversationState( conversation );
	const [ draft, setDraft ] = useState( props.initialDraft ?? '' );
	const input = useRef< HTMLTextAreaElement >( null );
	const announcement = useAnnouncement( state.entries, markdown );

	// The bot client is fetched as the window opens, not on the first
	// message; marked only once a reply has markdown (use-lexer.ts).
	useEffect( () => {
		if ( state.open ) {
			preloadBotClient?.();
		}
	}, [ state.open, preloadBotClient ] );
	const lex = useLexer( state.entries, markdown, loadLexer, logger );

	useLeadOnOpen( conversation, state, startUtterance, logger );
	useOpenFocus( state.open, input, props.onOpenChange );
	usePrefill( state, setDraft );
	useKeptAnswer( state.entries, setDraft );
	const actions = chatActions( conversation, input, setDraft, logger );

	const { linkTarget, baseUrl } = props;
	const render: RenderSettings = useMemo(
		() => ( { linkTarget, baseUrl, lex } ),
		[ linkTarget, baseUrl, lex ]
	);

	return (
		<RenderContext.Provider value={ render }>
			<ChatDialog
				id={ `${ idPrefix }-dialog` }
				title={ props.title }
				open={ state.open }
				onClose={ () => conversation.setOpen( false ) }
				// Not while the first words wait for Lex: nothing to restart.
				onStartNew={
					state.entries.length > 0 &&
					! state.entries.some( isProvisional )
						? actions.onStartNew
						: undefined
				}
				announcement={ announcement }
			>
				<ChatBody state={ state } app={ props } actions={ actions } />
				<MessageInput
					ref={ input }
					id={ `${ idPrefix }-input` }
					value={ draft }
					onChange={ setDraft }
					onSend={ actions.onSendDraft }
					busy={ state.busy }
				/>
			</ChatDialog>
		</RenderContext.Provider>
	);
}
