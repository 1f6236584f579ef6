/**
 * The chat's controller, without React: it owns the transcript, the busy
 * flag, the slot being asked for and the session attributes, and runs each
 * turn (geocode a place, call the bot, wait, list jobs). The UI reads
 * `getState()`, calls `subscribe()`, `send()`, `retry()`, `setOpen()` and
 * `startNew()`. Every collaborator is passed in.
 */

/**
 * Internal dependencies
 */
import type { BotClient, BotClientFactory } from './bot-client';
import {
	loadConversation,
	loadOpen,
	saveConversation,
	saveOpen,
	type ChatStorage,
} from './conversation-storage';
import type { Geocoder, GeocodeResult } from './geocoder';
import { errorMessage } from './guards';
import { inputStatus } from './input-rules';
import {
	buildJobDetailUrl,
	buildJobSearchUrl,
	jobLocationLabel,
	splitNoJobsText,
} from './job-links';
import type { JobSearch } from './job-search';
import { randomId } from './random-id';
import { JOB_RESULTS_DELAY_MS, replyDelay } from './reply-delay';
import type { BotReply } from './reply-model';
import type { Sleep } from './request-queue';
import {
	candidateOwner,
	clientSessionAttributes,
	initialSessionAttributes,
	jobResultsRequested,
	SHOW_JOB_RESULTS,
	withCategory,
	withLocation,
	withoutCandidate,
	withShowJobResults,
	type ChatCandidate,
	type SessionAttributes,
} from './session-attributes';
import type {
	JobResults,
	NewTranscriptEntry,
	TranscriptEntry,
} from './transcript';

export const LOCATION_NOT_FOUND_MESSAGE =
	"Sorry, I couldn't find that location, please try again.";
export const UNKNOWN_ERROR = 'Unknown error';

/**
 * 'Error:  {message or Unknown error} (see console for details)' — two
 * spaces after the colon, as in the spec. Only the first line of a message
 * is shown (the SDK appends debugging hints on later lines).
 *
 * @param error What was thrown.
 */
export function botErrorText( error: unknown ): string {
	const message = errorMessage( error )?.split( '\n' )[ 0 ].trim();
	return `Error:  ${ message || UNKNOWN_ERROR } (see console for details)`;
}

export interface ConversationSettings {
	organization_name: string;
	ai_delay: number;
	max_jobs: number;
	job_detail_path: string;
	job_search_path: string;
	no_jobs: string;
}

/** Slot names (any letter case) whose answers are places or categories. */
export interface SlotRoles {
	location: readonly string[];
	category: readonly string[];
}

export const DEFAULT_SLOT_ROLES: SlotRoles = {
	location: [ 'location', 'zip' ],
	category: [ 'areaInterest', 'category' ],
};

export interface Suggestions {
	/** What the bot is asking for. */
	kind: 'category' | 'location';
	/** Choices; choosing one sends it as the candidate's message. */
	options: string[];
	/**
	 * The signed-in candidate's own answer (area of interest, or zip), also
	 * first in `options`: the UI may pre-fill the input with it.
	 */
	prefill?: string;
}

export interface ConversationState {
	/** The Lex session id (V1 user id); new for each new conversation. */
	sessionId: string;
	open: boolean;
	entries: readonly TranscriptEntry[];
	/** A turn is in flight: the input is locked. */
	busy: boolean;
	/** Show the typing indicator. */
	typing: boolean;
	slotToElicit?: string;
	sessionAttributes: SessionAttributes;
	/** The "Please select one" panel, or null when there is nothing to offer. */
	suggestions: Suggestions | null;
}

export type ConversationListener = ( state: ConversationState ) => void;

export interface Conversation {
	/** The current state; a new object after every change. */
	getState: () => ConversationState;
	/** Called after every change; returns the unsubscribe function. */
	subscribe: ( listener: ConversationListener ) => () => void;
	/**
	 * Send what the candidate typed (trimmed; blank or over-long text, or a
	 * send while a turn is in flight, is ignored and resolves false).
	 */
	send: ( text: string ) => Promise< boolean >;
	/** Send again the message an error entry kept; removes that entry. */
	retry: ( entryId: string ) => Promise< boolean >;
	setOpen: ( open: boolean ) => void;
	/** Forget the transcript; the next message starts a new Lex session. */
	startNew: () => void;
	/**
	 * Start a new conversation when the candidate is no longer the one it
	 * belongs to (signed out, expired, or another candidate signed in).
	 */
	followCandidate: () => void;
}

export interface ConversationDeps {
	settings: ConversationSettings;
	createBotClient: BotClientFactory;
	geocode: Geocoder;
	/**
	 * Start fetching the geocoder (called when the bot asks for a place, so
	 * the answer need not wait for it).
	 */
	preloadGeocoder?: () => void;
	jobSearch: JobSearch;
	/** Session storage for the transcript (runtime `sessionStore`). */
	storage: ChatStorage;
	/** location.origin (session attribute wpOrigin). */
	origin: string;
	/**
	 * The signed-in candidate as the candidate store has it now, or null;
	 * read at every turn, so an expired record or another candidate never
	 * rides along in the session.
	 */
	readCandidate: () => ChatCandidate | null;
	sleep: Sleep;
	now?: () => number;
	/** Session and entry ids. */
	createId?: () => string;
	logger?: Pick< Console, 'error' >;
	slotRoles?: SlotRoles;
}

function hasRole( slot: string | undefined, names: readonly string[] ) {
	const wanted = slot?.toLowerCase();
	return (
		wanted !== undefined &&
		names.some( ( name ) => name.toLowerCase() === wanted )
	);
}

export function createConversation( deps: ConversationDeps ): Conversation {
	const {
		settings,
		storage,
		sleep,
		now = Date.now,
		createId = randomId,
		logger = console,
		slotRoles = DEFAULT_SLOT_ROLES,
	} = deps;
	const listeners = new Set< ConversationListener >();
	let client: { sessionId: string; promise: Promise< BotClient > } | null =
		null;
	let categories: Promise< string[] > | null = null;

	const attributesInput = () => ( {
		organizationName: settings.organization_name,
		origin: deps.origin,
		candidate: deps.readCandidate(),
	} );
	const freshAttributes = () => initialSessionAttributes( attributesInput() );
	// Whose conversation this is: a conversation never passes from one
	// candidate (or a visitor) to another.
	const ownerNow = () => candidateOwner( deps.readCandidate() );
	let owner = ownerNow();

	const stored = loadConversation( storage );
	const saved = stored?.owner === owner ? stored : null;
	let state: ConversationState = {
		sessionId: saved?.sessionId ?? createId(),
		open: loadOpen( storage ),
		entries: saved?.entries ?? [],
		busy: false,
		typing: false,
		slotToElicit: saved?.slotToElicit,
		sessionAttributes: saved?.sessionAttributes ?? freshAttributes(),
		suggestions: null,
	};

	function persist() {
		try {
			saveConversation( storage, {
				version: 1,
				owner,
				sessionId: state.sessionId,
				entries: [ ...state.entries ],
				slotToElicit: state.slotToElicit,
				sessionAttributes: state.sessionAttributes,
			} );
		} catch ( error ) {
			logger.error( error );
		}
	}

	function update( patch: Partial< ConversationState >, save = true ) {
		state = { ...state, ...patch };
		if ( save ) {
			persist();
		}
		listeners.forEach( ( listener ) => listener( state ) );
	}

	function stamp( entry: NewTranscriptEntry ): TranscriptEntry {
		return { ...entry, id: createId(), at: now() } as TranscriptEntry;
	}

	function append( entry: NewTranscriptEntry ) {
		update( { entries: [ ...state.entries, stamp( entry ) ] } );
	}

	function botClient(): Promise< BotClient > {
		if ( client?.sessionId !== state.sessionId ) {
			const promise = deps.createBotClient( state.sessionId );
			client = { sessionId: state.sessionId, promise };
			promise.catch( () => ( client = null ) );
		}
		return client.promise;
	}

	function uniqueOptions( options: Array< string | undefined > ): string[] {
		return [
			...new Set(
				options.filter( ( option ): option is string =>
					Boolean( option )
				)
			),
		];
	}

	function locationSuggestions(): Suggestions {
		const { zip, city, state: region } = state.sessionAttributes;
		const zipPrefill = deps.readCandidate()?.zip;
		const prefill = zipPrefill ? String( zipPrefill ) : undefined;
		return {
			kind: 'location',
			options: uniqueOptions( [
				prefill,
				zip,
				city && region ? `${ city }, ${ region }` : undefined,
			] ),
			...( prefill ? { prefill } : {} ),
		};
	}

	async function categorySuggestions(): Promise< Suggestions > {
		if ( ! categories ) {
			categories = deps.jobSearch.categories();
			categories.catch( ( error ) => {
				logger.error( error );
				categories = null;
			} );
		}
		let names: string[] = [];
		try {
			names = await categories;
		} catch {
			// Logged above; the panel stays empty.
		}
		const prefill = deps.readCandidate()?.areaInterest || undefined;
		return {
			kind: 'category',
			options: uniqueOptions( [ prefill, ...names ] ),
			...( prefill ? { prefill } : {} ),
		};
	}

	/**
	 * Fill the suggestions panel for the slot being asked for; when that is
	 * a place, start fetching the geocoder the answer will need.
	 */
	async function refreshSuggestions() {
		const slot = state.slotToElicit;
		const sessionId = state.sessionId;
		let suggestions: Suggestions | null = null;
		if ( hasRole( slot, slotRoles.category ) ) {
			suggestions = await categorySuggestions();
		} else if ( hasRole( slot, slotRoles.location ) ) {
			deps.preloadGeocoder?.();
			suggestions = locationSuggestions();
		}
		const stillAsking =
			state.slotToElicit === slot &&
			state.sessionId === sessionId &&
			! state.busy;
		if ( stillAsking ) {
			update(
				{
					suggestions:
						suggestions && suggestions.options.length > 0
							? suggestions
							: null,
				},
				false
			);
		}
	}

	async function geocodeQuietly(
		place: string
	): Promise< GeocodeResult | null > {
		try {
			return await deps.geocode( place );
		} catch ( error ) {
			logger.error( error );
			return null;
		}
	}

	async function findJobs(
		attributes: SessionAttributes
	): Promise< JobResults > {
		let latitude = attributes.latitude ?? '';
		let longitude = attributes.longitude ?? '';
		const location =
			attributes.job_location ||
			[ attributes.city, attributes.state ]
				.filter( Boolean )
				.join( ', ' ) ||
			attributes.zip ||
			'';
		if ( ( ! latitude || ! longitude ) && location ) {
			// A pre-filled zip has no coordinates yet.
			const place = await geocodeQuietly( location );
			latitude = place ? String( place.latitude ) : '';
			longitude = place ? String( place.longitude ) : '';
		}
		const keyword = attributes.job_category ?? '';
		const [ result ] = await Promise.all( [
			deps.jobSearch.search( {
				keyword,
				location,
				latitude,
				longitude,
				limit: settings.max_jobs,
			} ),
			sleep( JOB_RESULTS_DELAY_MS ),
		] );
		return {
			jobs: result.jobs.map( ( job ) => ( {
				id: job.id,
				title: job.title,
				url: buildJobDetailUrl( settings.job_detail_path, job ),
				location: jobLocationLabel( job ),
			} ) ),
			totalHits: result.totalHits,
			searchUrl: buildJobSearchUrl( settings.job_search_path, {
				location,
				latitude,
				longitude,
				keyword,
			} ),
			noJobs:
				result.totalHits === 0 && result.jobs.length === 0
					? splitNoJobsText( settings.no_jobs )
					: null,
		};
	}

	/**
	 * The attributes to send with `text`, or null when the place is unknown:
	 * the session's (as the bot last returned them) with the client's own.
	 * @param text The candidate's message.
	 */
	async function attributesFor(
		text: string
	): Promise< SessionAttributes | null > {
		let attributes = {
			...withoutCandidate( state.sessionAttributes ),
			...clientSessionAttributes( attributesInput() ),
		};
		if ( hasRole( state.slotToElicit, slotRoles.location ) ) {
			const place = await geocodeQuietly( text );
			if ( ! place ) {
				return null;
			}
			attributes = withLocation( attributes, place, text );
		}
		if ( hasRole( state.slotToElicit, slotRoles.category ) ) {
			attributes = withCategory( attributes, text );
		}
		return attributes;
	}

	async function runTurn( text: string ): Promise< void > {
		const sessionId = state.sessionId;
		const current = () => state.sessionId === sessionId;
		update( { busy: true, typing: true, suggestions: null }, false );
		try {
			const attributes = await attributesFor( text );
			if ( ! current() ) {
				return;
			}
			if ( ! attributes ) {
				append( {
					kind: 'location-not-found',
					text: LOCATION_NOT_FOUND_MESSAGE,
				} );
				return;
			}
			let reply: BotReply;
			try {
				reply = await (
					await botClient()
				).send( {
					text,
					sessionAttributes: attributes,
				} );
			} catch ( error ) {
				logger.error( error );
				if ( current() ) {
					append( {
						kind: 'error',
						text: botErrorText( error ),
						failedText: text,
					} );
				}
				return;
			}
			// Lex returns the whole session state: what the bot removed (the
			// category after "start over") stays removed.
			const replied = reply.sessionAttributes;
			await sleep( replyDelay( reply.messages, settings.ai_delay ) );
			if ( ! current() ) {
				return;
			}
			update( {
				entries: [
					...state.entries,
					...reply.messages.map( ( message ) =>
						stamp( { kind: 'bot', message } )
					),
				],
				slotToElicit: reply.slotToElicit,
				sessionAttributes: replied,
			} );
			if ( jobResultsRequested( replied ) ) {
				await showJobs( replied, current );
			} else if ( replied[ SHOW_JOB_RESULTS ] === 'true' ) {
				// Echoed without a category: no search, and not sent again.
				update( {
					sessionAttributes: withShowJobResults( replied, false ),
				} );
			}
		} finally {
			if ( current() ) {
				update( { busy: false, typing: false } );
				refreshSuggestions().catch( ( error ) =>
					logger.error( error )
				);
			}
		}
	}

	async function showJobs(
		attributes: SessionAttributes,
		current: () => boolean
	) {
		try {
			const results = await findJobs( attributes );
			if ( current() ) {
				append( { kind: 'jobs', results } );
			}
		} catch ( error ) {
			logger.error( error );
			if ( current() ) {
				append( { kind: 'error', text: botErrorText( error ) } );
			}
		} finally {
			if ( current() ) {
				update( {
					sessionAttributes: withShowJobResults(
						state.sessionAttributes,
						false
					),
				} );
			}
		}
	}

	function startNew() {
		client = null;
		owner = ownerNow();
		update( {
			sessionId: createId(),
			entries: [],
			busy: false,
			typing: false,
			slotToElicit: undefined,
			sessionAttributes: freshAttributes(),
			suggestions: null,
		} );
	}

	function followCandidate() {
		if ( ownerNow() !== owner ) {
			startNew();
		}
	}

	return {
		getState: () => state,
		subscribe( listener ) {
			listeners.add( listener );
			return () => void listeners.delete( listener );
		},
		async send( raw ) {
			const status = inputStatus( raw );
			if ( ! status.sendable || state.busy ) {
				return false;
			}
			followCandidate();
			append( { kind: 'user', text: status.text } );
			await runTurn( status.text );
			return true;
		},
		async retry( entryId ) {
			const entry = state.entries.find( ( item ) => item.id === entryId );
			if ( state.busy || entry?.kind !== 'error' || ! entry.failedText ) {
				return false;
			}
			update( {
				entries: state.entries.filter(
					( item ) => item.id !== entryId
				),
			} );
			await runTurn( entry.failedText );
			return true;
		},
		setOpen( open ) {
			try {
				saveOpen( storage, open );
			} catch ( error ) {
				logger.error( error );
			}
			update( { open }, false );
			if ( open && ! state.suggestions && ! state.busy ) {
				// A conversation restored mid-question offers its choices again.
				refreshSuggestions().catch( ( error ) =>
					logger.error( error )
				);
			}
		},
		startNew,
		followCandidate,
	};
}
