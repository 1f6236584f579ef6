/**
 * What the candidate sees when a service fails at a moment, and their way
 * on once it works again: "Try again" where the line offers it, else
 * their next message or the step they took, again.
 */

/**
 * Internal dependencies
 */
import type { TranscriptEntry } from '../../conversation/transcript';
import type { Service } from './cells';
import { settled, type MatrixChat } from './matrix-chat';
import { lastJobsEntry, say, type MomentName } from './moments';

export type Sign =
	/** The spec's 'Error:  … (see console for details)', with "Try again" or not. */
	| { kind: 'error'; retry: boolean }
	/** The spec's line for a geocode failure. */
	| { kind: 'location-not-found'; retry?: undefined }
	/** A line of the chat's own (the window's words). */
	| { kind: 'notice'; notice: string; retry?: undefined };

export interface WayOn {
	sign: Sign;
	go: ( chat: MatrixChat, saying: TranscriptEntry ) => Promise< void >;
}

const tryAgain: WayOn = {
	sign: { kind: 'error', retry: true },
	go: async ( chat, saying ) => {
		expect( await chat.conversation.retry( saying.id ) ).toBe( true );
	},
};

/** The first turn failed: the candidate answers its question anyway. */
const answerAnyway: WayOn = {
	sign: { kind: 'error', retry: true },
	go: ( chat ) => say( chat, 'Austin, TX' ),
};

/**
 * The geocoder failed: the spec's "couldn't find that location, please try
 * again", and the candidate types the place again.
 * @param place What they typed.
 */
const typePlaceAgain = ( place: string ): WayOn => ( {
	sign: { kind: 'location-not-found' },
	go: ( chat ) => say( chat, place ),
} );

/** The areas could not be listed: the chat says so; the area is typed. */
const typeArea: WayOn = {
	sign: { kind: 'notice', notice: 'areas-unavailable' },
	go: ( chat ) => say( chat, 'Nursing' ),
};

const COGNITO_AT_FIRST_TURN = {
	GetId: answerAnyway,
	GetCredentialsForIdentity: answerAnyway,
	Lex: answerAnyway,
};

export const WAY_ON: Record<
	MomentName,
	Partial< Record< Service, WayOn > >
> = {
	'first turn': COGNITO_AT_FIRST_TURN,
	'place answer': {
		geocoder: typePlaceAgain( 'Austin, TX' ),
		Lex: tryAgain,
		categories: typeArea,
	},
	'area answer': { Lex: tryAgain, search: tryAgain },
	'after results': {
		geocoder: typePlaceAgain( 'Dallas, TX' ),
		Lex: tryAgain,
		search: tryAgain,
	},
	'widening step': {
		// The step's button is offered again: the candidate clicks it.
		search: {
			sign: { kind: 'error', retry: false },
			go: async ( chat ) => {
				const entry = lastJobsEntry( chat );
				expect( await chat.conversation.widen( entry.id ) ).toBe(
					true
				);
				await settled( chat );
			},
		},
	},
	'find jobs near me': {
		// "I could not find a place name for your location": the place
		// question stands, and "Find jobs near me" is offered again.
		geocoder: {
			sign: { kind: 'notice', notice: 'location-unnamed' },
			go: async ( chat ) => {
				expect( chat.conversation.getState().slotToElicit ).toBe(
					'location'
				);
				await chat.conversation.findNearMe();
				await settled( chat );
			},
		},
		Lex: tryAgain,
		categories: typeArea,
	},
};
