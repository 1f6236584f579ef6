/**
 * "Find jobs near me": while the bot asks for a place, the device's place
 * (its position named by the geocoder) becomes the candidate's answer,
 * then goes the way of a typed place (geocoded, sent, searched). When the
 * position is not known, a line says why and the place question stands.
 */

/**
 * Internal dependencies
 */
import type { NearbyPlace } from '../places';
import { hasRole } from './conversation-types';
import type { TurnContext } from './turn';

async function locate(
	ctx: TurnContext,
	locateNearby: () => Promise< NearbyPlace >
): Promise< NearbyPlace > {
	try {
		return await locateNearby();
	} catch ( error ) {
		ctx.deps.logger.error( error );
		return { problem: 'location-unavailable' };
	}
}

/**
 * @param ctx             The conversation.
 * @param followCandidate Starts over when the candidate changed.
 */
export async function findNearMe(
	ctx: TurnContext,
	followCandidate: () => void
): Promise< boolean > {
	const { store, deps } = ctx;
	const { locateNearby } = deps;
	if ( store.get().busy || ! locateNearby ) {
		return false;
	}
	followCandidate();
	const { slotToElicit, sessionId } = store.get();
	if ( ! hasRole( slotToElicit, deps.slotRoles.location ) ) {
		return false;
	}
	store.update( { busy: true, typing: true, suggestions: null }, false );
	const place = await locate( ctx, locateNearby );
	if ( store.get().sessionId !== sessionId ) {
		return false;
	}
	if ( 'problem' in place ) {
		store.update( { busy: false, typing: false }, false );
		store.append( { kind: 'notice', notice: place.problem } );
		ctx.refreshSuggestions();
		return false;
	}
	store.append( { kind: 'user', text: place.name, nearMe: true } );
	// Then as if typed (the answer's code is the job search's chunk).
	const answering = await import(
		/* webpackChunkName: "chat-job-search" */ './answer-message'
	).catch( ( error ) => {
		store.update( { busy: false, typing: false }, false );
		throw error;
	} );
	await answering.answerMessage( ctx, place.name, { shown: true } );
	return true;
}
