/** @jest-environment node */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConnectionClosedError, ProtocolError } from 'puppeteer-core';
import { error as webDriverErrors } from 'selenium-webdriver';

/**
 * Internal dependencies
 */
import { ElementGoneError } from '../driver';
import {
	isSessionLost,
	lostSessions,
	SessionLostError,
	sessionLostBy,
} from '../session-lost';

describe( 'A browser session that ended', () => {
	it( 'is recognised from WebKit’s driver (NoSuchSessionError, empty message) and Firefox’s (closed target or connection)', () => {
		expect(
			isSessionLost( new webDriverErrors.NoSuchSessionError() )
		).toBe( true );
		expect(
			isSessionLost(
				new ProtocolError(
					'Protocol error (Runtime.callFunctionOn): Target closed'
				)
			)
		).toBe( true );
		expect(
			isSessionLost( new ConnectionClosedError( 'Connection closed.' ) )
		).toBe( true );
		expect(
			isSessionLost( new Error( 'invalid session id: session deleted' ) )
		).toBe( true );
	} );

	it( 'is not any other failure: those keep the layer’s usual waiting', () => {
		expect( isSessionLost( new ElementGoneError( 'gone' ) ) ).toBe( false );
		expect(
			isSessionLost( new webDriverErrors.StaleElementReferenceError() )
		).toBe( false );
		expect(
			isSessionLost( new Error( 'Execution context was destroyed' ) )
		).toBe( false );
		expect( isSessionLost( 'invalid session id' ) ).toBe( false );
	} );

	it( 'becomes one error that says what happened, and stays one', () => {
		const lost = sessionLostBy( new webDriverErrors.NoSuchSessionError() );
		expect( lost ).toBeInstanceOf( SessionLostError );
		expect( lost?.message ).toBe(
			'The browser session ended (the browser quit or crashed): NoSuchSessionError'
		);
		expect( sessionLostBy( lost ) ).toBe( lost );
		expect( sessionLostBy( new Error( 'Not yet' ) ) ).toBeUndefined();
	} );

	it( 'is remembered per test across worker processes, as files in the output folder', () => {
		const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'lost-' ) );
		const id = 'a1b2/../c3 d4';
		expect( lostSessions( dir ).has( id ) ).toBe( false );
		lostSessions( dir ).add( id );
		// A new worker reads what the old one wrote.
		expect( lostSessions( dir ).has( id ) ).toBe( true );
		expect( lostSessions( dir ).has( 'another test' ) ).toBe( false );
		expect( fs.readdirSync( path.join( dir, '.session-lost' ) ) ).toEqual( [
			'a1b2____c3_d4',
		] );
		fs.rmSync( dir, { recursive: true } );
	} );
} );
