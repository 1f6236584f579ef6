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
	/**
	 * Sent, unseen, when the window is open with an empty conversation: the
	 * bot's start utterance, so its welcome asks the first question.
	 */
	startUtterance?: string;
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
	startUtterance = '',
	logger = console,
}: ChatAppProps ) {
	const state = useConversationState( conversation );
	const [ draft, setDraft ] = useState( '' );
	const [ lex, setLex ] = useState< Lex | null >( null );
	const input = useRef< HTMLTextAreaElement >( null );
	const wasOpen = useRef< boolean | null >( null );
	const announcement = useAnnouncement( state.entries, markdown );

	// What the replies need is fetched as the window opens, not on the
	// first message: the bot client and, with markdown on, marked's lexer.
	useEffect( () => {
		if ( ! state.open ) {
			return;
		}
		preloadBotClient?.();
		if ( ! markdown ) {
			return;
		}
		let active = true;
		loadLexer().then(
			( loaded ) => active && setLex( () => loaded ),
			( error ) => logger.error( error )
		);
		return () => {
			active = false;
		};
	}, [ state.open, markdown, loadLexer, preloadBotClient, logger ] );

	// The chat leads: an open window with nothing in it starts the
	// conversation (first open, and after "Start over").
	const idle = state.entries.length === 0 && ! state.busy;
	useEffect( () => {
		if ( state.open && idle && startUtterance ) {
			conversation
				.start( startUtterance )
				.catch( ( error ) => logger.error( error ) );
		}
	}, [ state.open, idle, startUtterance, conversation, logger ] );

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
	const onWiden = ( entryId: string, area?: string ) => {
		conversation
			.widen( entryId, area )
			.catch( ( error ) => logger.error( error ) );
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
						onWiden={ onWiden }
					/>
					{ state.suggestions?.options.length ? (
						<SuggestionsPanel
							id={ `${ idPrefix }-suggestions` }
							suggestions={ state.suggestions }
							busy={ state.busy }
							onChoose={ onChoose }
						/>
					) : null }
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
