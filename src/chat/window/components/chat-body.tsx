/**
 * Internal dependencies
 */
import type { ConversationState } from '../../core/conversation';
import type { ChatAppProps } from './chat-app-props';
import { SuggestionsPanel } from './suggestions-panel';
import { Transcript } from './transcript';
import type { EntryActions } from './transcript-entry';

interface ChatBodyProps {
	state: ConversationState;
	/** The window's id prefix, the candidate's initials, the time format. */
	app: Pick< ChatAppProps, 'idPrefix' | 'initials' | 'formatTime' >;
	actions: Omit< EntryActions, 'busy' > & { onNearMe: () => void };
}

/**
 * The conversation and, when the bot's own cards do not offer them, the
 * "Please select one" choices: one set of choices at a time.
 *
 * @param props         Props.
 * @param props.state
 * @param props.app
 * @param props.actions
 */
export function ChatBody( { state, app, actions }: ChatBodyProps ) {
	const { idPrefix, initials, formatTime } = app;
	return (
		<div className="careers-chat__body">
			<Transcript
				entries={ state.entries }
				typing={ state.typing }
				initials={ initials }
				formatTime={ formatTime }
				busy={ state.busy }
				onChoose={ actions.onChoose }
				onRetry={ actions.onRetry }
				onWiden={ actions.onWiden }
			/>
			{ state.suggestions?.options.length || state.suggestions?.nearMe ? (
				<SuggestionsPanel
					id={ `${ idPrefix }-suggestions` }
					suggestions={ state.suggestions }
					busy={ state.busy }
					onChoose={ actions.onChoose }
					onNearMe={ actions.onNearMe }
				/>
			) : null }
		</div>
	);
}
