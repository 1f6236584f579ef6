/**
 * The moments of the fault matrix: how a fresh chat gets there, what the
 * candidate does there, which services that calls, and why the others are
 * not called then (the baseline test checks both against the stand-ins'
 * call logs).
 */

/**
 * Internal dependencies
 */
import type { TranscriptEntry } from '../../conversation/transcript';
import type { Service } from './cells';
import { settled, type MatrixChat } from './matrix-chat';

export const MOMENTS = [
	'first turn',
	'place answer',
	'area answer',
	'after results',
	'widening step',
	'find jobs near me',
] as const;

export type MomentName = ( typeof MOMENTS )[ number ];

export interface Moment {
	/** The chat brought to the moment, at rest. */
	reach: ( chat: MatrixChat ) => Promise< void >;
	/** What the candidate does there. */
	act: ( chat: MatrixChat ) => Promise< void >;
	/** What the candidate typed there (each once). */
	typed: string[];
	/** The search the conversation lands on once the candidate goes on. */
	lands: { place: string; area: string };
	/** The services the act calls. */
	calls: readonly Service[];
	/** The services it does not call, each with the reason. */
	notCalled: Partial< Record< Service, string > >;
}

const CREDENTIALS_KEPT =
	'credentials come with the first turn and the SDK keeps them for their hour: no Cognito call here';

/**
 * Results first, then the widening steps: a job list entry's id.
 * @param chat
 */
export function lastJobsEntry( chat: MatrixChat ): TranscriptEntry {
	const entry = [ ...chat.conversation.getState().entries ]
		.reverse()
		.find( ( item ) => item.kind === 'jobs' );
	if ( ! entry ) {
		throw new Error( 'No job results in the transcript.' );
	}
	return entry;
}

/**
 * The candidate sends messages one after another, each once the chat rests.
 * @param chat  The chat.
 * @param texts What they type.
 */
export async function say( chat: MatrixChat, ...texts: string[] ) {
	for ( const text of texts ) {
		await chat.conversation.send( text );
		await settled( chat );
	}
}

/**
 * The chat opened: the template's first turn shown, Lex's answer to it
 * awaited.
 * @param chat The chat.
 */
export async function open( chat: MatrixChat ) {
	await chat.conversation.start( 'get started' );
	await settled( chat );
}

export const MOMENT: Record< MomentName, Moment > = {
	'first turn': {
		reach: async () => undefined,
		// The chat opens: the template's first turn shown, Lex asked.
		act: open,
		typed: [],
		lands: { place: 'Austin, TX', area: 'Nursing' },
		calls: [ 'GetId', 'GetCredentialsForIdentity', 'Lex' ],
		notCalled: {
			geocoder: 'no place yet: the first turn asks for one',
			categories:
				'the first question is the place; the areas are listed with the area question',
			search: 'no search before a place and an area',
		},
	},
	'place answer': {
		reach: open,
		act: ( chat ) => say( chat, 'Austin, TX' ),
		typed: [ 'Austin, TX' ],
		lands: { place: 'Austin, TX', area: 'Nursing' },
		calls: [ 'geocoder', 'Lex', 'categories' ],
		notCalled: {
			GetId: CREDENTIALS_KEPT,
			GetCredentialsForIdentity: CREDENTIALS_KEPT,
			search: 'no search before the area',
		},
	},
	'area answer': {
		reach: async ( chat ) => {
			await open( chat );
			await say( chat, 'Austin, TX' );
		},
		act: ( chat ) => say( chat, 'Nursing' ),
		typed: [ 'Nursing' ],
		lands: { place: 'Austin, TX', area: 'Nursing' },
		calls: [ 'Lex', 'search' ],
		notCalled: {
			GetId: CREDENTIALS_KEPT,
			GetCredentialsForIdentity: CREDENTIALS_KEPT,
			geocoder: 'the place was looked up with its answer; an area is not',
			categories:
				'the areas were loaded with the area question and are kept for the conversation',
		},
	},
	'after results': {
		reach: async ( chat ) => {
			await open( chat );
			await say( chat, 'Austin, TX', 'Nursing' );
		},
		// Another place for the same area.
		act: ( chat ) => say( chat, 'Dallas, TX' ),
		typed: [ 'Dallas, TX' ],
		lands: { place: 'Dallas, TX', area: 'Nursing' },
		calls: [ 'geocoder', 'Lex', 'search' ],
		notCalled: {
			GetId: CREDENTIALS_KEPT,
			GetCredentialsForIdentity: CREDENTIALS_KEPT,
			categories: 'the areas are kept for the conversation',
		},
	},
	'widening step': {
		reach: async ( chat ) => {
			await open( chat );
			// Nothing within 50 miles; 100 miles finds jobs.
			await say( chat, 'San Antonio, TX', 'Retail' );
		},
		act: async ( chat ) => {
			await chat.conversation.widen( lastJobsEntry( chat ).id );
			await settled( chat );
		},
		typed: [],
		lands: { place: 'San Antonio, TX', area: 'Retail' },
		calls: [ 'search' ],
		notCalled: {
			GetId: 'the widening is the chat’s own search: no bot call, so no credentials',
			GetCredentialsForIdentity:
				'the widening is the chat’s own search: no bot call, so no credentials',
			Lex: 'the widening is the chat’s own search, not a message to the bot',
			geocoder: 'the place’s coordinates are kept from its answer',
			categories: 'the areas are kept for the conversation',
		},
	},
	'find jobs near me': {
		reach: open,
		act: async ( chat ) => {
			await chat.conversation.findNearMe();
			await settled( chat );
		},
		typed: [],
		lands: { place: 'Austin, TX', area: 'Nursing' },
		calls: [ 'geocoder', 'Lex', 'categories' ],
		notCalled: {
			GetId: CREDENTIALS_KEPT,
			GetCredentialsForIdentity: CREDENTIALS_KEPT,
			search: 'no search before the area',
		},
	},
};
