/**
 * What the chat window lists: one entry per bot message, candidate
 * message, job result list, error or location problem. Entries are plain
 * data (they are kept in session storage across navigation).
 */

/**
 * Internal dependencies
 */
import { isRecord } from './guards';
import type { NoJobsText } from './job-links';
import { isBotMessage, type BotMessage } from './reply-model';

interface EntryBase {
	/** Stable across renders and navigation (React keys, live region). */
	id: string;
	/** When it was added, in ms since the epoch (shown in the page locale). */
	at: number;
}

export interface JobListing {
	id: string;
	title: string;
	/** `{job_detail_path}/{id}/{slug}/` */
	url: string;
	/** "Nationwide", "Statewide, TX", "Remote" or "City, ST". */
	location: string;
}

export interface JobResults {
	/** At most max_jobs; empty when max_jobs is 0 or nothing matched. */
	jobs: JobListing[];
	totalHits: number;
	/** `{job_search_path}/?location&latitude&longitude&radius&keyword` */
	searchUrl: string;
	/** The no_jobs text, split at its link, when nothing matched. */
	noJobs: NoJobsText | null;
}

export type TranscriptEntry =
	| ( EntryBase & { kind: 'bot'; message: BotMessage } )
	| ( EntryBase & { kind: 'user'; text: string } )
	| ( EntryBase & { kind: 'jobs'; results: JobResults } )
	/**
	 * 'Error:  {message} (see console for details)'. `failedText` is the
	 * candidate's message that failed, offered for retry.
	 */
	| ( EntryBase & { kind: 'error'; text: string; failedText?: string } )
	| ( EntryBase & { kind: 'location-not-found'; text: string } );

export type TranscriptEntryKind = TranscriptEntry[ 'kind' ];

/** An entry before it gets its id and time. */
export type NewTranscriptEntry = TranscriptEntry extends infer Entry
	? Entry extends TranscriptEntry
		? Omit< Entry, 'id' | 'at' >
		: never
	: never;

const KINDS: ReadonlySet< string > = new Set< TranscriptEntryKind >( [
	'bot',
	'user',
	'jobs',
	'error',
	'location-not-found',
] );

const isString = ( value: unknown ) => typeof value === 'string';

function isJobResults( value: unknown ): value is JobResults {
	if (
		! isRecord( value ) ||
		! Array.isArray( value.jobs ) ||
		typeof value.totalHits !== 'number' ||
		! isString( value.searchUrl )
	) {
		return false;
	}
	const jobsOk = value.jobs.every(
		( job: unknown ) =>
			isRecord( job ) &&
			[ job.id, job.title, job.url, job.location ].every( isString )
	);
	const noJobs = value.noJobs;
	const noJobsOk =
		noJobs === null ||
		( isRecord( noJobs ) &&
			isString( noJobs.before ) &&
			isString( noJobs.after ) &&
			typeof noJobs.hasLink === 'boolean' );
	return jobsOk && noJobsOk;
}

/**
 * Entries read back from storage: anything malformed is dropped rather
 * than trusted (storage is shared with other scripts on the origin).
 *
 * @param value Stored value.
 */
export function readTranscript( value: unknown ): TranscriptEntry[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value.filter( ( entry: unknown ): entry is TranscriptEntry => {
		if (
			! isRecord( entry ) ||
			typeof entry.id !== 'string' ||
			typeof entry.at !== 'number' ||
			typeof entry.kind !== 'string' ||
			! KINDS.has( entry.kind )
		) {
			return false;
		}
		switch ( entry.kind ) {
			case 'bot':
				return isBotMessage( entry.message );
			case 'jobs':
				return isJobResults( entry.results );
			case 'user':
			case 'error':
			case 'location-not-found':
				return typeof entry.text === 'string';
		}
		return false;
	} );
}
