/**
 * The lookups a message's plan makes: the places its words may name, and a
 * state's cities. A failure is logged and read as "not known", so the
 * plan can say so rather than fail the turn.
 */

/**
 * Internal dependencies
 */
import type { TurnContext } from './turn';

/**
 * The places the words may name; null when the geocoder failed.
 * @param ctx  The conversation.
 * @param text The words.
 */
export async function lookUp( ctx: TurnContext, text: string ) {
	const { deps } = ctx;
	try {
		if ( deps.lookUpPlaces ) {
			return await deps.lookUpPlaces( text );
		}
		const one = await deps.geocode( text );
		return one ? [ one ] : [];
	} catch ( error ) {
		deps.logger.error( error );
		return null;
	}
}

/**
 * The cities with jobs in a state; none when the job API cannot say.
 * @param ctx   The conversation.
 * @param state The state's code.
 */
export async function citiesOf( ctx: TurnContext, state: string ) {
	try {
		return ( await ctx.deps.jobSearch.citiesIn?.( state ) ) ?? [];
	} catch ( error ) {
		ctx.deps.logger.error( error );
		return [];
	}
}
