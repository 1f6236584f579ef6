/** @jest-environment node */

/**
 * Internal dependencies
 */
import { splitChord } from '../driver';
import { keyInput, pressChord } from '../drivers/firefox';
import { chordActions, keyOf, type ChordActions } from '../drivers/webkit';

describe( 'splitChord', () => {
	it( 'splits Playwright’s chords into modifiers and the key', () => {
		expect( splitChord( 'Shift+Tab' ) ).toEqual( {
			modifiers: [ 'Shift' ],
			key: 'Tab',
		} );
		expect( splitChord( 'Control+Shift+ArrowDown' ) ).toEqual( {
			modifiers: [ 'Control', 'Shift' ],
			key: 'ArrowDown',
		} );
		expect( splitChord( 'Enter' ) ).toEqual( {
			modifiers: [],
			key: 'Enter',
		} );
	} );

	it( 'keeps the plus key a key', () => {
		expect( splitChord( '+' ) ).toEqual( { modifiers: [], key: '+' } );
		expect( splitChord( 'Shift++' ) ).toEqual( {
			modifiers: [ 'Shift' ],
			key: '+',
		} );
	} );
} );

describe( 'Firefox (puppeteer) keys', () => {
	it( 'sends a space for Space, which Firefox’s keyboard wants', () => {
		expect( keyInput( 'Space' ) ).toBe( ' ' );
		expect( keyInput( 'Enter' ) ).toBe( 'Enter' );
		expect( keyInput( 'a' ) ).toBe( 'a' );
	} );

	it( 'holds the modifiers around the key and lets them go in reverse', async () => {
		const sent: string[] = [];
		const keyboard = {
			down: async ( key: string ) => {
				sent.push( `down ${ key }` );
			},
			press: async ( key: string ) => {
				sent.push( `press ${ key }` );
			},
			up: async ( key: string ) => {
				sent.push( `up ${ key }` );
			},
		};
		await pressChord( keyboard, 'Control+Shift+Space' );
		expect( sent ).toEqual( [
			'down Control',
			'down Shift',
			'press  ',
			'up Shift',
			'up Control',
		] );
	} );
} );

describe( 'WebKit (WebDriver) keys', () => {
	it( 'sends WebDriver’s code points for named keys, characters as they are', () => {
		expect( keyOf( 'Enter' ) ).toBe( '\uE007' );
		expect( keyOf( 'Escape' ) ).toBe( '\uE00C' );
		expect( keyOf( 'Tab' ) ).toBe( '\uE004' );
		expect( keyOf( 'Space' ) ).toBe( '\uE00D' );
		expect( keyOf( 'Shift' ) ).toBe( '\uE008' );
		expect( keyOf( 'ArrowDown' ) ).toBe( '\uE015' );
		expect( keyOf( 'Backspace' ) ).toBe( '\uE003' );
		expect( keyOf( 'a' ) ).toBe( 'a' );
	} );

	it( 'builds a chord as key down, the key, key up in reverse', () => {
		const sent: string[] = [];
		const actions: ChordActions = {
			keyDown: ( key ) => {
				sent.push( `down ${ key }` );
				return actions;
			},
			keyUp: ( key ) => {
				sent.push( `up ${ key }` );
				return actions;
			},
			sendKeys: ( ...keys ) => {
				sent.push( `send ${ keys.join( '' ) }` );
				return actions;
			},
		};
		chordActions( actions, 'Shift+Tab' );
		expect( sent ).toEqual( [ 'down \uE008', 'send \uE004', 'up \uE008' ] );
	} );
} );
