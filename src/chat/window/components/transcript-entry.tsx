/**
 * WordPress dependencies
 */
import { lazy, Suspense } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ComponentType, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { BotMessage } from '../../core/bot';
import type { TranscriptEntry as Entry } from '../../core/conversation';
import { errorText, locationNotFoundText } from '../lib/entry-text';
import { Avatar } from './avatar';
import { BotText } from './bot-text';
import type { JobResultsProps } from './job-results';
import { LinkifiedText } from './linkified-text';
import type { NoticeLineProps } from './notice-line';
import type { ResponseCardProps } from './response-card';

// A search's results come with its code (chunk chat-job-search, fetched as
// the bot asks for a place); a chunk that cannot be fetched leaves the
// entry empty rather than the window broken.
const JobResults = lazy(
	(): Promise< { default: ComponentType< JobResultsProps > } > =>
		import(
			/* webpackChunkName: "chat-job-search" */ './job-results'
		).then(
			( module ) => ( { default: module.JobResults } ),
			() => ( { default: () => null } )
		)
);

// The chat's own lines follow an answer, whose code brings their words.
const NoticeLine = lazy(
	(): Promise< { default: ComponentType< NoticeLineProps > } > =>
		import(
			/* webpackChunkName: "chat-job-search" */ './notice-line'
		).then(
			( module ) => ( { default: module.NoticeLine } ),
			() => ( { default: () => null } )
		)
);

// A bot's card comes with the same chunk, which the place question fetches
// (no reply before it carries a card): not with the window as it opens.
// Should the chunk fail, the candidate still types the answer.
const ResponseCard = lazy(
	(): Promise< { default: ComponentType< ResponseCardProps > } > =>
		import(
			/* webpackChunkName: "chat-job-search" */ './response-card'
		).then(
			( module ) => ( { default: module.ResponseCard } ),
			() => ( { default: () => null } )
		)
);

export interface EntryActions {
	/** Send a card button's value or a choice as the candidate's answer. */
	onChoose: ( text: string ) => void;
	/** Send again the message an error entry kept. */
	onRetry: ( entryId: string ) => void;
	/** Take the step a job entry offers, or search another area. */
	onWiden: ( entryId: string, area?: string ) => void;
	busy: boolean;
}

interface TranscriptEntryProps extends EntryActions {
	entry: Entry;
	/** The candidate has written since: its choices are used up. */
	stale: boolean;
	initials: string;
	formatTime: ( at: number ) => string;
}

interface RowProps {
	side: 'bot' | 'user';
	at: number;
	initials: string;
	formatTime: ( at: number ) => string;
	className?: string;
	children: ReactNode;
}

function Row( {
	side,
	at,
	initials,
	formatTime,
	className = '',
	children,
}: RowProps ) {
	return (
		<li
			className={ `careers-chat__entry careers-chat__entry--${ side } ${ className }`.trim() }
		>
			<Avatar kind={ side } initials={ initials } />
			<div className="careers-chat__entry-body">
				<span className="careers-chat__sr-only">
					{ side === 'user'
						? __( 'You:', 'careers-frontend' )
						: __( 'Assistant:', 'careers-frontend' ) }
				</span>
				{ children }
				<time
					className="careers-chat__time"
					dateTime={ new Date( at ).toISOString() }
				>
					{ formatTime( at ) }
				</time>
			</div>
		</li>
	);
}

/**
 * A bot message's content, or null for a JSON payload (data for the page,
 * nothing to read).
 *
 * @param message The message.
 * @param actions Choose and busy.
 */
function botContent(
	message: BotMessage,
	actions: EntryActions & { stale: boolean }
): ReactNode {
	switch ( message.contentType ) {
		case 'PlainText':
			return (
				<div className="careers-chat__bubble">
					<BotText text={ message.text } markdown />
				</div>
			);
		case 'SSML':
			return (
				<div className="careers-chat__bubble">
					<BotText text={ message.text } markdown={ false } />
				</div>
			);
		case 'CustomPayload':
			return message.data === undefined && message.text.trim() ? (
				<div className="careers-chat__bubble">
					<BotText text={ message.text } markdown={ false } />
				</div>
			) : null;
		case 'ImageResponseCard':
			return (
				<Suspense fallback={ null }>
					<ResponseCard
						card={ message.card }
						onChoose={ actions.onChoose }
						disabled={ actions.busy || actions.stale }
					/>
				</Suspense>
			);
	}
	return null;
}

/**
 * The text of an entry shown as it is: the candidate's message, or the
 * place not found.
 *
 * @param entry A user or location-not-found entry.
 */
function plainText(
	entry: Extract< Entry, { kind: 'user' | 'location-not-found' } >
): string {
	switch ( entry.kind ) {
		case 'user':
			return entry.nearMe
				? sprintf(
						/* translators: %s: the place the device is in, e.g. "Austin, TX 78701". */
						__( 'Near me: %s', 'careers-frontend' ),
						entry.text
					)
				: entry.text;
		default:
			return locationNotFoundText();
	}
}

export function TranscriptEntry( {
	entry,
	initials,
	formatTime,
	...actions
}: TranscriptEntryProps ) {
	const row = { at: entry.at, initials, formatTime };
	switch ( entry.kind ) {
		case 'notice':
			return (
				<Row side="bot" { ...row }>
					<div className="careers-chat__bubble">
						<Suspense fallback={ null }>
							<NoticeLine entry={ entry } />
						</Suspense>
					</div>
				</Row>
			);
		case 'user':
		case 'location-not-found':
			return (
				<Row side={ entry.kind === 'user' ? 'user' : 'bot' } { ...row }>
					<div className="careers-chat__bubble">
						<p>{ plainText( entry ) }</p>
					</div>
				</Row>
			);
		case 'bot': {
			const content = botContent( entry.message, actions );
			return content ? (
				<Row side="bot" { ...row }>
					{ content }
				</Row>
			) : null;
		}
		case 'jobs':
			return (
				<Row side="bot" { ...row }>
					<div className="careers-chat__bubble">
						<Suspense fallback={ null }>
							<JobResults
								results={ entry.results }
								onWiden={ ( area ) =>
									actions.onWiden( entry.id, area )
								}
								disabled={ actions.busy || actions.stale }
							/>
						</Suspense>
					</div>
				</Row>
			);
		case 'error':
			return (
				<Row
					side="bot"
					className="careers-chat__entry--error"
					{ ...row }
				>
					<div className="careers-chat__bubble">
						<p>
							<LinkifiedText text={ errorText( entry.text ) } />
						</p>
						{ entry.failedText && (
							<button
								type="button"
								className="careers-chat__retry"
								disabled={ actions.busy }
								onClick={ () => actions.onRetry( entry.id ) }
							>
								{ __( 'Try again', 'careers-frontend' ) }
							</button>
						) }
					</div>
				</Row>
			);
	}
	return null;
}
