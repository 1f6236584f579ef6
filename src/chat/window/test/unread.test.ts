/**
 * Internal dependencies
 */
import { trackUnread } from '../lib/unread';
import { askLocation, chatFixture, greeting } from './chat-fixtures';

describe( 'unread bot messages', () => {
	it( 'counts bot entries that arrive while closed, and resets on open', async () => {
		const { conversation } = chatFixture( {
			replies: [ greeting, askLocation ],
		} );
		const counts: number[] = [];
		trackUnread( conversation, ( count ) => counts.push( count ) );
		await conversation.send( 'hi' );
		// The greeting's text and its card: two entries, the candidate's not.
		expect( counts ).toEqual( [ 2 ] );
		conversation.setOpen( true );
		await conversation.send( 'Nursing' );
		expect( counts ).toEqual( [ 2, 0 ] );
	} );
} );
