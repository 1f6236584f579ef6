/**
 * What the chat window lists: one entry per bot message, candidate
 * message, job result list, error or location problem. Entries are plain
 * data (they are kept in session storage across navigation).
 */

/**
 * Internal dependencies
 */
import { isBotMessage, type BotMessage } from '../bot';
import { isRecord } from '../common';
import type { NoJobsText } from '../jobs';

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

/** What a job search asked for: enough to run it again, wider. */
export interface SearchSpec {
	/** The area of interest. */
	keyword: string;
	location: string;
	latitude: string;
	longitude: string;
	/** Miles. */
	radius: number;
	/** Remote jobs only, wherever they are. */
	remote?: boolean;
}

/**
 * The next step offered when a search found nothing, in the order:
 * a wider radius, remote jobs, then the other areas near the place.
 */
export type WidenStep =
	{ kind: 'radius'; radius: number } | { kind: 'remote' } | { kind: 'areas' };

export interface JobResults {
	/** At most max_jobs; empty when max_jobs is 0 or nothing matched. */
	jobs: JobListing[];
	totalHits: number;
	/** `{job_search_path}/?location&latitude&longitude&radius&keyword` */
	searchUrl: string;
	/** The no_jobs text, split at its link, when every step found nothing. */
	noJobs: NoJobsText | null;
	/** The search that gave these results (absent in older transcripts). */
	search?: SearchSpec;
	/** Offered when nothing matched and a step is left. */
	widen?: WidenStep;
	/** Other areas with jobs near the place (the last step's answer). */
	areas?: Array< { name: string; count: number } >;
	/** The candidate took this entry's offer: its buttons are disabled. */
	used?: boolean;
}

/**
 * Lines the chat itself says (the window words them): an area that is none
 * of the job API's categories (`text`: what was typed, kept in the input),
 * a category list that could not be loaded, why the device's location
 * could not be used, the choices a message left (`text`: the words, or the
 * state; `choices`: what the panel offers), a conversation that timed
 * out (`text`: the message not sent, kept in the input), an answer the
 * site's editors wrote (`text`, and its page: `link`, `linkTitle`), and a
 * question the chat cannot answer (`link`: the site's contact page).
 */
export const NOTICES = [
	'unknown-area',
	'areas-unavailable',
	'location-denied',
	'location-timeout',
	'location-unavailable',
	'location-insecure',
	'location-unnamed',
	'place-choices',
	'state-choices',
	'state-code',
	'area-choices',
	'session-expired',
	'answer',
	'no-answer',
] as const;

export type Notice = ( typeof NOTICES )[ number ];

export type TranscriptEntry =
	/**
	 * `provisional`: the template's first turn, shown before the bot's own
	 * answer came (first-turn.ts); true until Lex says the same.
	 */
	| ( EntryBase & {
			kind: 'bot';
			message: BotMessage;
			provisional?: boolean;
	  } )
	/**
	 * `nearMe`: the place the device's location was found to be in.
	 * `queued`: typed before the session was ready; sent once it is.
	 */
	| ( EntryBase & {
			kind: 'user';
			text: string;
			nearMe?: boolean;
			queued?: boolean;
	  } )
	| ( EntryBase & { kind: 'jobs'; results: JobResults } )
	/**
	 * 'Error:  {message} (see console for details)'. `failedText` is the
	 * candidate's message that failed, offered for retry; with `search`,
	 * the job search that failed, run again by the retry (not sent).
	 */
	| ( EntryBase & {
			kind: 'error';
			text: string;
			failedText?: string;
			search?: SearchSpec;
	  } )
	| ( EntryBase & { kind: 'location-not-found'; text: string } )
	| ( EntryBase & {
			kind: 'notice';
			notice: Notice;
			text?: string;
			choices?: string[];
			link?: string;
			linkTitle?: string;
	  } );

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
	'notice',
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
	return jobsOk && noJobsOk && wideningOk( value );
}

const WIDEN_KINDS: ReadonlySet< unknown > = new Set( [
	'radius',
	'remote',
	'areas',
] );

/**
 * A stored search has its shape.
 * @param search As stored.
 */
export const isSearchSpec = ( search: unknown ): search is SearchSpec =>
	isRecord( search ) &&
	[
		search.keyword,
		search.location,
		search.latitude,
		search.longitude,
	].every( isString ) &&
	typeof search.radius === 'number';

/**
 * The widening fields, when present, have their shapes.
 * @param value Stored job results.
 */
function wideningOk( value: Record< string, unknown > ): boolean {
	const { search, widen, areas, used } = value;
	const searchOk = search === undefined || isSearchSpec( search );
	const widenOk =
		widen === undefined ||
		( isRecord( widen ) && WIDEN_KINDS.has( widen.kind ) );
	const areasOk =
		areas === undefined ||
		( Array.isArray( areas ) &&
			areas.every(
				( area: unknown ) =>
					isRecord( area ) &&
					isString( area.name ) &&
					typeof area.count === 'number'
			) );
	return (
		searchOk &&
		widenOk &&
		areasOk &&
		( used === undefined || typeof used === 'boolean' )
	);
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
			case 'notice':
				return (
					( NOTICES as readonly unknown[] ).includes(
						entry.notice
					) &&
					[ entry.text, entry.link, entry.linkTitle ].every(
						( text ) => text === undefined || isString( text )
					) &&
					( entry.choices === undefined ||
						( Array.isArray( entry.choices ) &&
							entry.choices.every( isString ) ) )
				);
		}
		return false;
	} );
}
