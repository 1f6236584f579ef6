/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TranscriptEntry as Entry } from '../../core/conversation';
import { useStayAtNewest } from '../hooks/use-stay-at-newest';
import { TranscriptEntry, type EntryActions } from './transcript-entry';
import { TypingIndicator } from './typing-indicator';

interface TranscriptProps extends EntryActions {
	entries: readonly Entry[];
	typing: boolean;
	initials: string;
	formatTime: ( at: number ) => string;
}

/**
 * The conversation, oldest first, kept scrolled to the newest message. It
 * is not a live region: the dialog's status region speaks new bot
 * messages once (a live log would re-read the candidate's own words).
 *
 * @param props Props.
 */
export function Transcript( props: TranscriptProps ) {
	const { entries, typing, initials, formatTime, ...actions } = props;
	const scroller = useRef< HTMLDivElement >( null );
	const lastUser = entries.reduce(
		( last, entry, index ) => ( entry.kind === 'user' ? index : last ),
		-1
	);

	useEffect( () => {
		const element = scroller.current;
		if ( element ) {
			element.scrollTop = element.scrollHeight;
		}
	}, [ entries.length, typing ] );
	// Parts that come after the reply (the next step of a search, markdown).
	useStayAtNewest( scroller );

	return (
		<div
			ref={ scroller }
			className="careers-chat__transcript"
			role="region"
			aria-label={ __( 'Conversation', 'careers-frontend' ) }
			// Scrollable, so keyboard users must be able to reach it.
			tabIndex={ 0 }
		>
			<ol className="careers-chat__entries">
				{ entries.map( ( entry, index ) => (
					<TranscriptEntry
						key={ entry.id }
						entry={ entry }
						stale={ index < lastUser }
						initials={ initials }
						formatTime={ formatTime }
						{ ...actions }
					/>
				) ) }
			</ol>
			{ typing && <TypingIndicator /> }
		</div>
	);
}
