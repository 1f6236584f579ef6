/**
 * Internal dependencies
 */
import type { PersonaStrings } from '../types';
import { reasonText } from '../why-disclosure';

const STRINGS = {
	fromChat: 'Because you told our assistant you’re interested in %s.',
	fromProfile: 'Because your profile says you’re interested in %s.',
	chosen: 'Because you picked %s here.',
	visitors: 'Suggested for visitors.',
} as PersonaStrings;

describe( 'the reason sentence', () => {
	// Area names come from the candidate's profile, the chat and the job
	// API's categories: `$&`, `` $` ``, `$'` and `$$` are patterns to
	// String.prototype.replace with a string replacement.
	it.each( [
		'R$&D',
		'Sales $` Marketing',
		"Ops $' Admin",
		'Pay $$ Rewards',
	] )( 'keeps the area %s as it is', ( area ) => {
		expect(
			reasonText( { term: null, reason: 'profile', area }, STRINGS )
		).toBe( `Because your profile says you’re interested in ${ area }.` );
		expect(
			reasonText( { term: null, reason: 'chosen', area }, STRINGS )
		).toBe( `Because you picked ${ area } here.` );
	} );
} );
