/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Conversation } from '../../core/conversation';
import { useAnnouncement } from '../hooks/use-announcement';
import { useConversationState } from '../hooks/use-conversation-state';
import { useLexer } from '../hooks/use-lexer';
import type { Lex } from '../lib/load-lexer';
import type { LinkTarget } from '../lib/safe-url';
import { ChatDialog } from './chat-dialog';
import { MessageInput } from './message-input';
import { RenderContext, type RenderSettings } from './render-context';
import { SuggestionsPanel } from './suggestions-panel';
import { Transcript } from './transcript';

export interface ChatAppProps {
	conversation: Conversation;
	title: string;
	/** Unique per block; every id inside starts with it. */
	idPrefix: string;
	/** The signed-in candidate's initials, or ''. */
	initials: string;
	linkTarget: LinkTarget;
	/** The page's URL (relative links resolve against it). */
	baseUrl: string;
	/** Setting markdown. */
	markdown: boolean;
	loadLexer: () => Promise< Lex >;
	/**
	 * Starts fetching the bot client (not awaited); called as the window
	 * opens, so the first message does not wait for it.
	 */
	preloadBotClient?: () => void;
	formatTime: ( at: number ) => string;
	/** See ChatMountOptions.onOpenChange. */
	onOpenChange?: ( open: boolean, returnFocus: boolean ) => void;
	logger?: Pick< Console, 'error' >;
}

export function ChatApp( {
	conversation,
	title,
	idPrefix,
	initials,
	linkTarget,
	baseUrl,
	markdown,
	loadLexer,
	preloadBotClient,
	formatTime,
	onOpenChange,
	logger = console,
}: ChatAppProps ) {
	const state = useConversationState( conversation );
	const [ draft, setDraft ] = useState( '' );
	const input = useRef< HTMLTextAreaElement >( null );
	const wasOpen = useRef< boolean | null >( null );
	const announcement = useAnnouncement( state.entries, markdown );

	// The bot client is fetched as the window opens, not on the first
	// message; marked only once a reply has markdown (use-lexer.ts).
	useEffect( () => {
		if ( state.open ) {
			preloadBotClient?.();
		}
	}, [ state.open, preloadBotClient ] );
	const lex = useLexer( state.entries, markdown, loadLexer, logger );

	// Focus goes in when the window opens and back out when it closes; a
	// window restored open after navigation does not take focus.
	useEffect( () => {
		const previous = wasOpen.current;
		wasOpen.current = state.open;
		if ( previous === state.open ) {
			return;
		}
		if ( previous !== null && state.open ) {
			input.current?.focus();
		}
		onOpenChange?.( state.open, previous !== null && ! state.open );
	}, [ state.open, onOpenChange ] );

	// A signed-in candidate's answer is offered in the input.
	const prefill = state.suggestions?.prefill;
	useEffect( () => {
		if ( prefill ) {
			setDraft( ( current ) => current || prefill );
		}
	}, [ prefill, state.suggestions ] );

	const send = ( text: string ) => {
		conversation.send( text ).catch( ( error ) => logger.error( error ) );
	};
	const onSendDraft = ( text: string ) => {
		setDraft( '' );
		send( text );
	};
	const onChoose = ( text: string ) => {
		if ( state.busy ) {
			return;
		}
		setDraft( '' );
		// The chosen button is disabled during the turn: keep focus usable.
		input.current?.focus();
		send( text );
	};
	const onRetry = ( entryId: string ) => {
		input.current?.focus();
		conversation
			.retry( entryId )
			.catch( ( error ) => logger.error( error ) );
	};

	const render: RenderSettings = useMemo(
		() => ( { linkTarget, baseUrl, lex } ),
		[ linkTarget, baseUrl, lex ]
	);
	const hasConversation = state.entries.length > 0;

	return (
		<RenderContext.Provider value={ render }>
			<ChatDialog
				id={ `${ idPrefix }-dialog` }
				title={ title }
				open={ state.open }
				onClose={ () => conversation.setOpen( false ) }
				onStartNew={
					hasConversation
						? () => {
								setDraft( '' );
								conversation.startNew();
								input.current?.focus();
							}
						: undefined
				}
				announcement={ announcement }
			>
				<div className="careers-chat__body">
					<Transcript
						entries={ state.entries }
						typing={ state.typing }
						initials={ initials }
						formatTime={ formatTime }
						busy={ state.busy }
						onChoose={ onChoose }
						onRetry={ onRetry }
					/>
					{ state.suggestions && (
						<SuggestionsPanel
							id={ `${ idPrefix }-suggestions` }
							suggestions={ state.suggestions }
							busy={ state.busy }
							onChoose={ onChoose }
						/>
					) }
				</div>
				<MessageInput
					ref={ input }
					id={ `${ idPrefix }-input` }
					value={ draft }
					onChange={ setDraft }
					onSend={ onSendDraft }
					busy={ state.busy }
				/>
			</ChatDialog>
		</RenderContext.Provider>
	);
}
