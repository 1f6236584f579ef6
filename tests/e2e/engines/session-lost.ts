/**
 * A browser session that ended under a test: the engine's browser quit or
 * crashed, so every command after it fails. In CI (2026-11-28, stop 38)
 * WebKitGTK's MiniBrowser went away in the middle of a sign-in, 1 test in
 * 312; the test then spent its locator's 10 s on NoSuchSessionError (whose
 * message is empty) and failed saying nothing. Now the layer says so at
 * once, and that test, and only for that reason, runs once more (see
 * playwright.config.ts): a test that fails for anything else fails the run.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Thrown by the engine layer as soon as a command finds no session. */
export class SessionLostError extends Error {
	constructor( cause: Error ) {
		super(
			`The browser session ended (the browser quit or crashed): ${
				cause.name
			}${ cause.message ? `: ${ cause.message }` : '' }`
		);
		this.name = 'SessionLostError';
	}
}

// selenium-webdriver's name for WebDriver's "invalid session id"; puppeteer's
// errors when Firefox's target or connection went away.
const LOST_NAMES = new Set( [
	'SessionLostError',
	'NoSuchSessionError',
	'TargetCloseError',
	'ConnectionClosedError',
] );
const LOST_MESSAGES = /invalid session id|Target closed|Connection closed/i;

/**
 * Whether a driver error means the session is gone.
 *
 * @param error What a driver command threw.
 */
export function isSessionLost( error: unknown ): error is Error {
	return (
		error instanceof Error &&
		( LOST_NAMES.has( error.name ) || LOST_MESSAGES.test( error.message ) )
	);
}

/**
 * The error to throw at once when a driver error means the session is gone.
 *
 * @param error What a driver command threw.
 */
export function sessionLostBy( error: unknown ): SessionLostError | undefined {
	if ( error instanceof SessionLostError ) {
		return error;
	}
	return isSessionLost( error ) ? new SessionLostError( error ) : undefined;
}

/**
 * The tests whose browser session ended, kept as files: Playwright runs a
 * failed test's second run in a new worker process.
 *
 * @param dir The project's output folder.
 */
export function lostSessions( dir: string ) {
	const folder = path.join( dir, '.session-lost' );
	const file = ( testId: string ) =>
		path.join( folder, testId.replace( /[^\w-]/g, '_' ) );
	return {
		add: ( testId: string ) => {
			fs.mkdirSync( folder, { recursive: true } );
			fs.writeFileSync( file( testId ), '' );
		},
		has: ( testId: string ) => fs.existsSync( file( testId ) ),
	};
}

/** Why a second run stops at once. */
export const NOT_A_LOST_SESSION =
	'Not run again: its first run failed for another reason than its browser session ending, and only that earns a second run.';
