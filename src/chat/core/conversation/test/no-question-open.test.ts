/**
 * Words typed when no question is open (the bot asked nothing, or a search
 * is over): the chat says "couldn't find that location" only for words
 * given as a place, a name or a zip code or a correction; other words,
 * digits and all, are the bot's to read (a bot of another template, or
 * the hostile stand-in's "turn 0").
 */

/**
 * Internal dependencies
 */
import { setup, say } from '../../test/scripted-chat';
import { TEMPLATE_WORDS } from '../../test/template-words';
import { LOCATION_NOT_FOUND_MESSAGE } from '..';

const HELLO = say( 'Hello.', { dialogState: 'ElicitIntent' } );
const NOT_FOUND = LOCATION_NOT_FOUND_MESSAGE;

function chat() {
	const looked: string[] = [];
	const c = setup( [ HELLO, say( 'Turn taken.' ), say( 'Turn taken.' ) ], {
		words: TEMPLATE_WORDS.en_US,
		geocode: async ( address ) => {
			looked.push( address );
			return null;
		},
	} );
	return { ...c, looked };
}

const lastText = ( c: ReturnType< typeof chat > ) => {
	const entries = c.conversation.getState().entries;
	const last = entries[ entries.length - 1 ];
	if ( last.kind === 'bot' ) {
		return 'text' in last.message ? last.message.text : 'card';
	}
	return 'text' in last ? last.text : last.kind;
};

describe( 'with no question open', () => {
	it.each( [ 'turn 0', 'jobs 0', 'listing 12' ] )(
		'“%s” goes to the bot as typed, not to “couldn’t find that location”',
		async ( text ) => {
			const c = chat();
			await c.conversation.start( 'get started' );
			await c.conversation.send( text );
			expect( c.bot.requests.at( -1 )?.text ).toBe( text );
			expect( lastText( c ) ).toBe( 'Turn taken.' );
		}
	);

	it.each( [ 'Atlantis', '00000', 'actually, Atlantis' ] )(
		'“%s”, given as a place the geocoder does not know, gets the spec’s line and no bot call',
		async ( text ) => {
			const c = chat();
			await c.conversation.start( 'get started' );
			await c.conversation.send( text );
			expect( lastText( c ) ).toBe( NOT_FOUND );
			expect( c.bot.requests ).toHaveLength( 1 );
			expect( c.looked ).not.toEqual( [] );
		}
	);
} );
