/**
 * Issue 8, failure handling. Two matrices:
 * - the faults the stand-ins can inject that chat.spec.ts does not already
 *   cover (it covers every Lex V2/V1 catalogue error, HTTP 500, malformed
 *   replies, expired credentials and hangs on the Lex call, and every
 *   Cognito error on GetId): Lex clock skew, Cognito errors on
 *   GetCredentialsForIdentity, Cognito 500/malformed/hang, the job search
 *   and the category list (500, malformed, hang), the geocoder (every
 *   status, 500, malformed, hang) and the maps script;
 * - browser conditions: storage blocked, cookies blocked, both (as a
 *   browser set to block a site's cookies does), and going offline in the
 *   middle of a conversation.
 * Each shows the spec's message or a clear one, the chat stays usable, the
 * transcript is kept, and nothing is thrown uncaught (`pageerror`).
 */
import type { Page } from '@playwright/test';

import { trackedCandidate } from '../../dev/bench/candidate-session';
import { COGNITO_ERRORS } from '../../dev/services/cognito/catalogue';
import {
	AREA_QUESTION,
	closingLine,
	PLACE_QUESTION,
	StandIn,
} from './chat-helpers';
import { expect, patchPluginSettings, test } from './fixtures';
import type { ChatPage } from './pages/chat-page';

test.use( { storageState: { cookies: [], origins: [] } } );

const LOCATION_NOT_FOUND =
	"Sorry, I couldn't find that location, please try again.";
const HELP_REPLY = /I can help you find a job/;
/** The catalogue's bot-failure text, with some message. */
const CLEAR_FAILURE = /^Error: {2}\S.* \(see console for details\)$/;

const exactFailure = ( message: string ) =>
	`Error:  ${ message } (see console for details)`;

/**
 * Uncaught errors of the page, from now on.
 *
 * @param page The page.
 */
function uncaught( page: Page ): string[] {
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) =>
		errors.push( `${ error.name }: ${ error.message }` )
	);
	return errors;
}

/**
 * The text of the newest error entry (exactly, whitespace included).
 *
 * @param chat The chat.
 */
function lastErrorText( chat: ChatPage ): Promise< string | null > {
	return chat
		.errorEntries()
		.last()
		.locator( 'p' )
		.first()
		.evaluate( ( element ) => element.textContent );
}

/**
 * Transcript rows so far: kept means never fewer.
 *
 * @param chat The chat.
 */
function rowCount( chat: ChatPage ): Promise< number > {
	return chat.entries.count();
}

/**
 * Retry the failed message and expect the chat to carry on.
 *
 * @param chat  The chat.
 * @param reply What the bot then says.
 */
async function retryWorks( chat: ChatPage, reply: RegExp | string ) {
	await chat.dialog.getByRole( 'button', { name: 'Try again' } ).click();
	await chat.settled();
	await expect( chat.errorEntries() ).toHaveCount( 0 );
	await expect( chat.lastBotEntry() ).toContainText( reply );
}

test.describe( 'Faults chat.spec.ts does not inject', () => {
	let lex: StandIn;
	let lexV1: StandIn;
	let cognito: StandIn;
	let jobs: StandIn;
	let geocoder: StandIn;
	let restoreDelay: () => Promise< void > = async () => undefined;

	// No reply delay: these tests are about what fails and what the chat
	// then says, not about pacing.
	test.beforeAll( async ( { requestUtils } ) => {
		restoreDelay = await patchPluginSettings( requestUtils, {
			ai_delay: 0,
		} );
	} );

	test.beforeEach( async ( { request, services } ) => {
		lex = new StandIn( request, services[ 'lex-runtime-v2' ] );
		lexV1 = new StandIn( request, services[ 'lex-runtime-v1' ] );
		cognito = new StandIn( request, services[ 'cognito-identity' ] );
		jobs = new StandIn( request, services.jobs );
		geocoder = new StandIn( request, services.geocoder );
		for ( const standIn of [ lex, lexV1, cognito, jobs, geocoder ] ) {
			await standIn.reset();
		}
	} );

	test.afterEach( async () => {
		for ( const standIn of [ lex, lexV1, cognito, jobs, geocoder ] ) {
			await standIn.reset();
		}
	} );

	test.afterAll( async () => {
		await restoreDelay();
	} );

	for ( const spec of [
		{
			version: 'v2',
			service: 'lex-runtime-v2',
			operation: 'RecognizeText',
		},
		{ version: 'v1', service: 'lex-runtime-v1', operation: 'PostText' },
	] as const ) {
		test( `Lex ${ spec.version.toUpperCase() }: a clock fifteen minutes off is corrected, no error`, async ( {
			chat,
			page,
			requestUtils,
			services,
		} ) => {
			const errors = uncaught( page );
			const restore = await patchPluginSettings( requestUtils, {
				bot_version: spec.version,
				lex_endpoint: services[ spec.service ],
			} );
			try {
				const standIn = spec.version === 'v2' ? lex : lexV1;
				await chat.goto();
				await chat.open();
				// A search done: no question pending, so "help" below goes to
				// the bot as it is.
				await chat.finishASearch();
				await standIn.arm( {
					operation: spec.operation,
					fault: 'clockSkew',
				} );
				await chat.say( 'help' );
				await expect( chat.errorEntries() ).toHaveCount( 0 );
				await expect( chat.lastBotEntry() ).toContainText( HELP_REPLY );
				expect( errors ).toEqual( [] );
			} finally {
				await restore();
			}
		} );
	}

	test( 'every Cognito error on GetCredentialsForIdentity shows its message; the cached identity goes; the chat recovers', async ( {
		chat,
		page,
	} ) => {
		test.setTimeout( 240_000 );
		const errors = uncaught( page );
		await chat.goto();
		await chat.open();
		// A search done: no question pending, so each "help" below goes to
		// the bot as it is.
		await chat.finishASearch();
		for ( const [ name, entry ] of Object.entries( COGNITO_ERRORS ) ) {
			await test.step( name, async () => {
				// A new page: credentials are fetched again on its first turn.
				await page.reload();
				await expect( chat.dialog ).toBeVisible();
				const rows = await rowCount( chat );
				await cognito.arm( {
					operation: 'GetCredentialsForIdentity',
					fault: name,
					count: 50,
				} );
				await chat.say( 'help' );
				await expect( chat.errorEntries() ).toHaveCount( 1 );
				expect( await lastErrorText( chat ) ).toBe(
					exactFailure( entry.message )
				);
				expect( await rowCount( chat ) ).toBeGreaterThan( rows );
				// Spec §8: on any credential failure the cached id is removed.
				expect(
					await page.evaluate( () =>
						Object.keys( window.localStorage ).filter( ( key ) =>
							/cognito|identity/i.test( key )
						)
					)
				).toEqual( [] );
				await cognito.disarm();
				await retryWorks( chat, HELP_REPLY );
			} );
		}
		expect( errors ).toEqual( [] );
	} );

	/**
	 * A first message while Cognito fails: a clear message, the cached
	 * identity gone, and Try again works once Cognito is back.
	 *
	 * @param page  The page.
	 * @param chat  The chat on it.
	 * @param fault Fault to arm on GetId.
	 */
	async function cognitoFault( page: Page, chat: ChatPage, fault: string ) {
		await page.evaluate( () => {
			for ( const key of Object.keys( window.localStorage ) ) {
				if ( /cognito|identity/i.test( key ) ) {
					window.localStorage.removeItem( key );
				}
			}
		} );
		await page.reload();
		await expect( chat.dialog ).toBeVisible();
		await cognito.arm( { operation: 'GetId', fault, count: 50 } );
		await chat.input.fill( 'help' );
		await chat.input.press( 'Enter' );
		// The chat's own request timeout is 20 s.
		await expect( chat.errorEntries() ).toHaveCount( 1, {
			timeout: 40_000,
		} );
		expect( await lastErrorText( chat ) ).toMatch( CLEAR_FAILURE );
		await expect( chat.input ).toHaveValue( '' );
		await cognito.disarm();
		await retryWorks( chat, HELP_REPLY );
	}

	test( 'Cognito answering 500 or malformed JSON', async ( {
		chat,
		page,
	} ) => {
		test.setTimeout( 120_000 );
		const errors = uncaught( page );
		await chat.goto();
		await chat.open();
		// A search done: "help" below goes to the bot as it is.
		await chat.finishASearch();
		for ( const fault of [ 'http500', 'malformedJson' ] ) {
			await test.step( fault, () => cognitoFault( page, chat, fault ) );
		}
		expect( errors ).toEqual( [] );
	} );

	// The 20 s bound covers resolving credentials too (the SDK's Cognito
	// calls and their retries), not only the signed Lex request.
	test( 'a Cognito that never answers ends in the chat’s timeout, not a stuck chat', async ( {
		chat,
		page,
	} ) => {
		test.setTimeout( 120_000 );
		const errors = uncaught( page );
		await chat.goto();
		await chat.open();
		// A search done: "help" below goes to the bot as it is.
		await chat.finishASearch();
		await cognitoFault( page, chat, 'hang' );
		expect( errors ).toEqual( [] );
	} );

	test( 'the job search answering 500, malformed JSON, or not at all', async ( {
		chat,
		page,
	} ) => {
		test.setTimeout( 180_000 );
		const errors = uncaught( page );
		await chat.goto();
		await chat.open();
		// Until Lex's first answer, "start over" is only queued and the
		// rows answerPlace counts are not all there yet.
		await chat.firstAnswered();
		for ( const fault of [ 'http500', 'malformedJson', 'hang' ] ) {
			await test.step( fault, async () => {
				await chat.say( 'start over' );
				// The panel's areas came from the job API before the fault is
				// armed: the fault hits the search.
				await chat.answerPlace( 'Austin, TX' );
				const rows = await rowCount( chat );
				const failures = await chat.errorEntries().count();
				const uncaughtBefore = errors.length;
				await jobs.arm( { operation: 'JobSearch', fault } );
				await chat.choice( 'Nursing' ).click();
				// The bot's reply, then a clear message instead of jobs
				// (the search's own timeout is 15 s).
				await expect( chat.errorEntries() ).toHaveCount( failures + 1, {
					timeout: 30_000,
				} );
				await chat.settled();
				expect( await lastErrorText( chat ) ).toMatch( CLEAR_FAILURE );
				expect( await rowCount( chat ) ).toBeGreaterThan( rows );
				await jobs.disarm();
				// Still usable: the next message is answered.
				await chat.say( 'help' );
				await expect( chat.lastBotEntry() ).toContainText( HELP_REPLY );
				// The spec's job API is JSONP: a broken response is a broken
				// script, which the browser reports while parsing it, before
				// any of the chat's code can catch anything. That one error,
				// and nothing else, is expected.
				expect( errors.slice( uncaughtBefore ) ).toEqual(
					fault === 'malformedJson'
						? [ 'Uncaught SyntaxError: Unexpected end of input' ]
						: []
				);
			} );
		}
	} );

	test( 'the category list failing: no panel, and the area can still be typed', async ( {
		chat,
		page,
	} ) => {
		const errors = uncaught( page );
		await chat.goto();
		await chat.open();
		await jobs.arm( {
			operation: 'JobSearch',
			fault: 'http500',
			count: 5,
		} );
		await chat.say( 'Austin, TX' );
		await expect(
			chat.entries.filter( { hasText: AREA_QUESTION } )
		).toHaveCount( 1 );
		// The chat's own line after the question says why there is no list.
		await expect( chat.lastBotEntry() ).toContainText(
			'The list of job areas could not be loaded. Please type the area you are interested in.'
		);
		await expect( chat.errorEntries() ).toHaveCount( 0 );
		await expect( chat.panel ).toBeHidden();
		await jobs.disarm();
		await chat.say( 'Nursing' );
		await expect( chat.jobLinks().first() ).toBeVisible();
		expect( errors ).toEqual( [] );
	} );

	/**
	 * A place answer while the geocoder fails: the spec's message as the
	 * answer to it.
	 *
	 * @param chat  The chat, waiting for a place.
	 * @param fault Fault to arm on Geocode.
	 */
	async function geocoderFault( chat: ChatPage, fault: string ) {
		const rows = await rowCount( chat );
		await geocoder.arm( { operation: 'Geocode', fault } );
		await chat.input.fill( 'Austin, TX' );
		await chat.input.press( 'Enter' );
		// The candidate's row, then the answer to it.
		await expect
			.poll( () => rowCount( chat ), { timeout: 40_000 } )
			.toBeGreaterThanOrEqual( rows + 2 );
		await expect( chat.lastBotEntry() ).toContainText( LOCATION_NOT_FOUND );
		await chat.settled();
		await geocoder.disarm();
	}

	/**
	 * Open the chat: its welcome asks where.
	 *
	 * @param chat The chat.
	 */
	async function openAskingWhere( chat: ChatPage ): Promise< void > {
		await chat.goto();
		await chat.open();
		await expect( chat.lastBotEntry() ).toContainText( PLACE_QUESTION );
	}

	/**
	 * Answer the place, then the area: the job list follows.
	 *
	 * @param chat  The chat, waiting for a place.
	 * @param place The answer.
	 */
	async function answerThenListJobs( chat: ChatPage, place: string ) {
		await chat.answerPlace( place );
		await chat.chooseArea( 'Nursing' );
		await expect( chat.jobLinks().first() ).toBeVisible();
	}

	test( 'the geocoder failing with every status, 500 and malformed JSON: the spec’s message, and the next answer works', async ( {
		chat,
		page,
	} ) => {
		test.setTimeout( 180_000 );
		const errors = uncaught( page );
		await openAskingWhere( chat );
		for ( const fault of [
			'ZERO_RESULTS',
			'OVER_QUERY_LIMIT',
			'REQUEST_DENIED',
			'INVALID_REQUEST',
			'UNKNOWN_ERROR',
			'http500',
			'malformedJson',
		] ) {
			await test.step( fault, () => geocoderFault( chat, fault ) );
		}
		await answerThenListJobs( chat, '78701' );
		expect( errors ).toEqual( [] );
	} );

	// The geocoder gives up after 10 s (GEOCODER_TIMEOUT_MS): the place
	// counts as not found and the candidate can answer again.
	test( 'a geocoder that never answers gives the spec’s message within the chat’s timeout', async ( {
		chat,
		page,
	} ) => {
		test.setTimeout( 120_000 );
		const errors = uncaught( page );
		await openAskingWhere( chat );
		await geocoderFault( chat, 'hang' );
		await answerThenListJobs( chat, '78701' );
		expect( errors ).toEqual( [] );
	} );

	test( 'the maps script failing to load: the spec’s message, and once it loads the next answer works', async ( {
		chat,
		page,
	} ) => {
		const errors = uncaught( page );
		await openAskingWhere( chat );
		await geocoder.arm( { operation: 'MapsScript', fault: 'http500' } );
		await chat.say( 'Austin, TX' );
		await expect( chat.lastBotEntry() ).toContainText( LOCATION_NOT_FOUND );
		await geocoder.disarm();
		await answerThenListJobs( chat, 'Austin, TX' );
		expect( errors ).toEqual( [] );
	} );
} );

/** Run in the page before its scripts: storage as a blocking browser has it. */
function blockStorage(): void {
	const denied = ( name: string ) =>
		new DOMException(
			`Failed to read the '${ name }' property from 'Window': Access is denied for this document.`,
			'SecurityError'
		);
	for ( const name of [ 'localStorage', 'sessionStorage' ] ) {
		Object.defineProperty( window, name, {
			configurable: true,
			get() {
				throw denied( name );
			},
		} );
	}
	const factory = window.indexedDB;
	if ( factory ) {
		factory.open = () => {
			throw new DOMException(
				'The user denied permission to access the database.',
				'SecurityError'
			);
		};
	}
}

/** Run in the page before its scripts: cookies neither read nor written. */
function blockCookies(): void {
	Object.defineProperty( Document.prototype, 'cookie', {
		configurable: true,
		get() {
			return '';
		},
		set() {
			// A browser blocking cookies ignores the write.
		},
	} );
}

const CONDITIONS: Array< { name: string; block: Array< () => void > } > = [
	{ name: 'storage blocked', block: [ blockStorage ] },
	{ name: 'cookies blocked', block: [ blockCookies ] },
	{
		name: 'cookies and storage blocked (the browser blocks the site’s cookies)',
		block: [ blockStorage, blockCookies ],
	},
];

test.describe( 'Browser conditions', () => {
	for ( const condition of CONDITIONS ) {
		test( `${ condition.name }: the blocks and a whole chat work, nothing uncaught`, async ( {
			careers,
			chat,
			page,
		} ) => {
			test.setTimeout( 90_000 );
			for ( const block of condition.block ) {
				await page.addInitScript( block );
			}
			const errors = uncaught( page );
			await page.goto( '/careers/' );
			await expect(
				page.locator(
					'.wp-block-careers-frontend-auth-container.careers-when-signed-out'
				)
			).toBeVisible();
			const toggle = page
				.getByRole( 'navigation', { name: 'Candidate profile' } )
				.getByRole( 'button', { name: 'Sign in' } );
			await toggle.click();
			await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
			await page.keyboard.press( 'Escape' );
			await expect( careers.personaLinks ).toHaveCount( 2 );

			await chat.open();
			await chat.askForArea();
			await chat.chooseArea( 'Nursing' );
			await expect( chat.jobLinks().first() ).toBeVisible();
			await expect( chat.errorEntries() ).toHaveCount( 0 );
			expect( errors ).toEqual( [] );
		} );
	}

	test( 'storage blocked, signed in by the cookie: the signed-in blocks from the first paint', async ( {
		page,
		baseURL,
	} ) => {
		await page.addInitScript( blockStorage );
		const errors = uncaught( page );
		await page.context().addCookies( [
			{
				name: 'xcc',
				value: encodeURIComponent(
					JSON.stringify( trackedCandidate() )
				),
				url: baseURL ?? '',
			},
		] );
		await page.goto( '/careers/' );
		await expect( page.locator( '[data-careers-greeting]' ) ).toHaveText(
			'Welcome back, Jordan!'
		);
		expect(
			await page.evaluate( () =>
				document.documentElement.getAttribute(
					'data-careers-candidate'
				)
			)
		).toBe( 'signed-in' );
		expect( errors ).toEqual( [] );
	} );

	test( 'offline in the middle of a conversation: a clear message, the transcript kept, and back online it carries on', async ( {
		chat,
		page,
		context,
	} ) => {
		test.setTimeout( 120_000 );
		const errors = uncaught( page );
		await chat.goto();
		await chat.open();
		await expect( chat.lastBotEntry() ).toContainText( PLACE_QUESTION );
		// In the middle of a conversation: the first words show at once
		// (issue 34), and Lex has answered them (the window then offers a
		// new conversation), not while the window's script still comes.
		await chat.firstAnswered( 30_000 );

		// The place is geocoded before any bot call: offline, it is not found.
		await test.step( 'offline for a place', async () => {
			await context.setOffline( true );
			await chat.say( 'Austin, TX' );
			await expect( chat.lastBotEntry() ).toContainText(
				LOCATION_NOT_FOUND,
				{ timeout: 30_000 }
			);
			await expect( chat.errorEntries() ).toHaveCount( 0 );
			await context.setOffline( false );
			await chat.answerPlace( 'Austin, TX' );
		} );

		await test.step( 'offline for a plain answer', async () => {
			const rows = await rowCount( chat );
			await context.setOffline( true );
			await chat.say( 'Nursing' );
			await expect( chat.errorEntries() ).toHaveCount( 1, {
				timeout: 30_000,
			} );
			expect( await lastErrorText( chat ) ).toMatch( CLEAR_FAILURE );
			await expect( chat.input ).toHaveValue( '' );
			await expect( chat.input ).not.toHaveAttribute( 'readonly' );
			expect( await rowCount( chat ) ).toBeGreaterThan( rows );
			await expect( chat.transcript ).toContainText( 'Austin, TX' );
			await context.setOffline( false );
			// The retried answer closes the search: the job list follows.
			await retryWorks(
				chat,
				/See (all \d+ matching jobs|the 1 matching job)/
			);
			await expect( chat.transcript ).toContainText(
				closingLine( 'Nursing', 'Austin, TX' )
			);
		} );

		await test.step( 'the transcript survives a reload', async () => {
			const rows = await rowCount( chat );
			await page.reload();
			await expect( chat.dialog ).toBeVisible();
			expect( await rowCount( chat ) ).toBe( rows );
		} );

		expect( errors ).toEqual( [] );
	} );

	test( 'AWS out of reach before the first message (credentials cannot be fetched), then back', async ( {
		chat,
		page,
		services,
	} ) => {
		const errors = uncaught( page );
		await chat.goto();
		// The chat leads on open: its start utterance is the first message.
		// Only Cognito and Lex are cut off (the page and the chat's own
		// files still load), as when the network drops on the way to AWS.
		const unreachable = [
			services[ 'cognito-identity' ],
			services[ 'lex-runtime-v2' ],
		];
		for ( const url of unreachable ) {
			await page.route( `${ url }**`, ( route ) =>
				route.abort( 'internetdisconnected' )
			);
		}
		await chat.open();
		await expect( chat.errorEntries() ).toHaveCount( 1, {
			timeout: 30_000,
		} );
		expect( await lastErrorText( chat ) ).toMatch( CLEAR_FAILURE );
		for ( const url of unreachable ) {
			await page.unroute( `${ url }**` );
		}
		await chat.dialog.getByRole( 'button', { name: 'Try again' } ).click();
		await chat.settled();
		await expect( chat.lastBotEntry() ).toContainText( PLACE_QUESTION );
		expect( errors ).toEqual( [] );
	} );
} );
