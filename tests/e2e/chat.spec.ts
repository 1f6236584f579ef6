/**
 * Issue 6: the recruiting chat against the stand-ins, for Lex V2 and V1:
 * greeting to job list (the category answer asks for the search, spec
 * section 4), a signed-in candidate's pre-fill, an unknown place, every
 * injected Lex and Cognito fault, call counts, navigation and sign-out;
 * then, on V2, the no_jobs and max_jobs settings, the keyboard, a phone
 * and axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';

import { COGNITO_ERRORS } from '../../dev/services/cognito/catalogue';
import { LEX_V1_ERRORS, LEX_V2_ERRORS } from '../../dev/services/lex/catalogue';
import { JOB_CATEGORIES } from '../../dev/services/jobs/job-fixture';
import {
	AREA_QUESTION,
	closingLine,
	expectedSlug,
	PLACE_QUESTION,
	WELCOME,
	StandIn,
} from './chat-helpers';
import {
	fetchedUrls,
	watchedFetches,
	watchFetches,
	type SeenRequest,
} from './engines/page-records';
import { expect, patchPluginSettings, test } from './fixtures';
import { signInAs } from './helpers/candidate';

const VERSIONS = [
	{
		version: 'v2',
		service: 'lex-runtime-v2',
		operation: 'RecognizeText',
		chunk: 'chat-lex-v2',
		otherChunk: 'chat-lex-v1',
		errors: LEX_V2_ERRORS,
		malformed: 'Unexpected Lex V2 response format.',
	},
	{
		version: 'v1',
		service: 'lex-runtime-v1',
		operation: 'PostText',
		chunk: 'chat-lex-v1',
		otherChunk: 'chat-lex-v2',
		errors: LEX_V1_ERRORS,
		malformed: 'No response received from Lex.',
	},
] as const;

const LOCATION_NOT_FOUND =
	"Sorry, I couldn't find that location, please try again.";
const HELP_REPLY = /I can help you find a job/;
const MAX_JOBS = 5;
const JOB_SUMMARY = /^See (all \d+ matching jobs|the 1 matching job)/;

/**
 * Cognito's answers that are well formed but empty, and what the SDK then
 * says (spec section 8): dev/services/cognito/empty-answers.ts.
 */
const COGNITO_EMPTY_ANSWERS = [
	{
		operation: 'GetId',
		fault: 'noIdentityId',
		message: 'Response from Amazon Cognito contained no identity ID',
	},
	{
		operation: 'GetCredentialsForIdentity',
		fault: 'noCredentials',
		message: 'Response from Amazon Cognito contained no credentials',
	},
	{
		operation: 'GetCredentialsForIdentity',
		fault: 'noAccessKeyId',
		message: 'Response from Amazon Cognito contained no access key ID',
	},
	{
		operation: 'GetCredentialsForIdentity',
		fault: 'noSecretKey',
		message: 'Response from Amazon Cognito contained no secret key',
	},
];

/**
 * How many calls in a row must fail for the candidate to see a fault:
 * throttling is retried three times first, and Chromium itself sends a
 * request answered 408 once more.
 *
 * @param name Catalogue error name.
 */
function faultCount( name: string ): number {
	if ( /Throttling|LimitExceeded/.test( name ) ) {
		return 4;
	}
	return name === 'RequestTimeoutException' ? 2 : 1;
}

/**
 * The catalogue's bot-failure text for a message, exactly.
 *
 * @param message What the service said.
 */
const failure = ( message: string ) =>
	new RegExp(
		`^${ `Error:  ${ message } (see console for details)`.replace(
			/[.*+?^${}()|[\]\\]/g,
			'\\$&'
		) }$`
	);

interface LexBody {
	sessionAttributes?: Record< string, string >;
	sessionState?: { sessionAttributes?: Record< string, string > };
}

/**
 * The session attributes a Lex request body carries.
 *
 * @param body    The request's JSON.
 * @param version Lex version (body shapes differ).
 */
function attributesOf(
	body: LexBody,
	version: string
): Record< string, string > {
	return (
		( version === 'v1'
			? body.sessionAttributes
			: body.sessionState?.sessionAttributes ) ?? {}
	);
}

/**
 * The session attributes of every Lex call the page makes.
 *
 * @param page    The page.
 * @param lexUrl  The Lex stand-in's URL.
 * @param version Lex version (body shapes differ).
 */
function recordLexAttributes( page: Page, lexUrl: string, version: string ) {
	const seen: Array< Record< string, string > > = [];
	page.on( 'request', ( request: Request ) => {
		if (
			request.url().startsWith( lexUrl ) &&
			request.method() === 'POST'
		) {
			seen.push(
				attributesOf( request.postDataJSON() as LexBody, version )
			);
		}
	} );
	return seen;
}

/**
 * The session attributes of the Lex calls a page made, from what
 * watchFetches kept (the same in every engine).
 *
 * @param requests What it kept.
 * @param version  Lex version.
 */
function sessionAttributes(
	requests: readonly SeenRequest[],
	version: string
): Array< Record< string, string > > {
	return requests
		.filter( ( request ) => request.method === 'POST' )
		.map( ( request ) =>
			attributesOf( JSON.parse( request.body ) as LexBody, version )
		);
}

/**
 * Keys of the chat's session storage (`{org}.careersChat…`).
 * @param page
 */
function chatSessionKeys( page: Page ): Promise< string[] > {
	return page.evaluate( () =>
		Object.keys( window.sessionStorage ).filter( ( key ) =>
			key.includes( 'careersChat' )
		)
	);
}

for ( const spec of VERSIONS ) {
	test.describe( `Chat on Lex ${ spec.version.toUpperCase() }`, () => {
		let restore: () => Promise< void > = async () => undefined;
		let lex: StandIn;
		let cognito: StandIn;

		test.beforeAll( async ( { requestUtils, services } ) => {
			restore = await patchPluginSettings( requestUtils, {
				bot_version: spec.version,
				lex_endpoint: services[ spec.service ],
				max_jobs: MAX_JOBS,
				// No reply delay: these journeys are about what the chat
				// says and sends (the V2 tests below keep the default).
				ai_delay: 0,
			} );
		} );

		test.beforeEach( async ( { request, services } ) => {
			lex = new StandIn( request, services[ spec.service ] );
			cognito = new StandIn( request, services[ 'cognito-identity' ] );
			await lex.reset();
			await cognito.reset();
		} );

		test.afterAll( async () => {
			await restore();
		} );

		test(
			'goes from greeting to a job list with detail and search links, one Lex call a message',
			// @freedoms: under each freedom of the Lex stand-in too (V2).
			{ tag: [ '@smoke', '@freedoms' ] },
			async ( { site, chat, services } ) => {
				await chat.goto();
				await watchFetches( site, services[ spec.service ] );
				await chat.open();
				// The chat leads: the bot's welcome and place question, with no
				// typing, shown from the page (issue 34); the start utterance
				// goes to Lex behind them, in one call.
				await expect( chat.transcript ).toContainText( WELCOME );
				await expect( chat.lastBotEntry() ).toContainText(
					PLACE_QUESTION
				);
				await expect
					.poll(
						async () => ( await lex.calls( spec.operation ) ).length
					)
					.toBe( 1 );
				const cognitoCalls = ( await cognito.calls() ).length;
				expect( cognitoCalls ).toBeGreaterThan( 0 );

				const rows = await chat.entries.count();
				await chat.say( 'Austin, TX' );
				// The candidate's row, then the bot's question.
				await expect( chat.entries.nth( rows + 1 ) ).toContainText(
					AREA_QUESTION
				);
				// The area choices are the job API's, sorted, in the panel;
				// the bot sends no card.
				await expect( chat.panel.getByRole( 'button' ) ).toHaveText(
					[ ...JOB_CATEGORIES ].sort()
				);
				await expect(
					chat.transcript.locator( '.careers-chat__card' )
				).toHaveCount( 0 );

				await chat.choose( 'Nursing' );
				// Spec section 4: the category answer asks for the search (the
				// bot echoes what it was sent), and the job list follows the
				// bot's reply.
				const sent = sessionAttributes(
					await watchedFetches( site ),
					spec.version
				);
				expect( sent.map( ( item ) => item.showJobResults ) ).toEqual( [
					'false',
					'false',
					'true',
				] );
				expect( sent[ 2 ].job_category ).toBe( 'Nursing' );
				const links = chat.jobLinks();
				await expect( links.first() ).toBeVisible();
				const shown = await chat.entries.evaluateAll( ( entries ) =>
					entries.map( ( entry ) =>
						entry.querySelector( '.careers-chat__jobs' )
							? 'jobs'
							: ( entry.textContent ?? '' )
					)
				);
				const closing = shown.findIndex( ( row ) =>
					row.includes( closingLine( 'Nursing', 'Austin, TX' ) )
				);
				expect( closing ).toBeGreaterThan( 0 );
				expect( shown.indexOf( 'jobs' ) ).toBeGreaterThan( closing );
				expect( shown.at( -1 ) ).toBe( 'jobs' );
				const count = await links.count();
				expect( count ).toBeGreaterThan( 0 );
				expect( count ).toBeLessThanOrEqual( MAX_JOBS );
				for ( let index = 0; index < count; index++ ) {
					const link = links.nth( index );
					const title = await link.evaluate(
						( element ) => element.firstChild?.textContent ?? ''
					);
					expect( await link.getAttribute( 'href' ) ).toMatch(
						new RegExp( `^/job/[^/]+/${ expectedSlug( title ) }/$` )
					);
					await expect( link ).toHaveAttribute( 'target', '_blank' );
					await expect( link ).toHaveAttribute(
						'rel',
						'noopener noreferrer'
					);
				}
				await expect(
					chat.transcript
						.locator( '.careers-chat__job-location' )
						.first()
				).not.toBeEmpty();

				const searchHref = await chat.transcript
					.getByRole( 'link', { name: JOB_SUMMARY } )
					.getAttribute( 'href' );
				const search = new URL( searchHref ?? '', 'http://site.test' );
				expect( search.pathname ).toBe( '/jobs/' );
				expect( [ ...search.searchParams.keys() ] ).toEqual( [
					'location',
					'latitude',
					'longitude',
					'radius',
					'keyword',
				] );
				expect( search.searchParams.get( 'location' ) ).toBe(
					'Austin, TX'
				);
				expect( search.searchParams.get( 'radius' ) ).toBe( '50' );
				expect( search.searchParams.get( 'keyword' ) ).toBe(
					'Nursing'
				);
				expect(
					Number( search.searchParams.get( 'latitude' ) )
				).toBeCloseTo( 30.27, 1 );

				// After the search it is false again: the next message says so,
				// and lists nothing.
				await chat.say( 'help' );
				await expect( chat.lastBotEntry() ).toContainText( HELP_REPLY );
				expect(
					sessionAttributes(
						await watchedFetches( site ),
						spec.version
					)[ 3 ].showJobResults
				).toBe( 'false' );
				await expect(
					chat.transcript.locator( '.careers-chat__jobs' )
				).toHaveCount( 1 );

				// One Lex call per message; Cognito only on the first turn.
				expect( await lex.calls( spec.operation ) ).toHaveLength( 4 );
				expect( await cognito.calls() ).toHaveLength( cognitoCalls );
				// Only the configured version's SDK was fetched.
				const fetched = await fetchedUrls( site );
				expect(
					fetched.some( ( url ) => url.includes( spec.chunk ) )
				).toBe( true );
				expect(
					fetched.some( ( url ) => url.includes( spec.otherChunk ) )
				).toBe( false );
			}
		);

		test( 'pre-fills a signed-in candidate’s area of interest and zip', async ( {
			chat,
			page,
			services,
		} ) => {
			const attributes = recordLexAttributes(
				page,
				services[ spec.service ],
				spec.version
			);
			await signInAs( page, 'interest' );
			await chat.open();
			// The welcome asks where: the candidate's zip is pre-filled.
			await expect( chat.input ).toHaveValue( '78701' );
			// The start utterance goes to Lex behind the shown welcome
			// (issue 34), once, with the candidate.
			await expect.poll( () => attributes.length ).toBe( 1 );
			expect( attributes[ 0 ] ).toMatchObject( {
				candidateId: '100567',
				job_category: 'Nursing',
				zip: '78701',
				xcloudOrg: 'careers',
			} );
			expect( JSON.parse( attributes[ 0 ].candidateObj ) ).toMatchObject(
				{
					firstName: 'Jordan',
					lastName: 'Lee',
				}
			);

			await chat.input.press( 'Enter' );
			await chat.settled();
			await expect(
				chat.transcript.locator( '.careers-chat__avatar--user' ).first()
			).toHaveText( 'JL' );
			await expect( chat.input ).toHaveValue( 'Nursing' );
			await chat.input.press( 'Enter' );
			await chat.settled();
			await expect( chat.jobLinks().first() ).toBeVisible();
			expect( attributes.at( -1 ) ).toMatchObject( {
				zip: '78701',
				job_location: '78701',
				job_category: 'Nursing',
				showJobResults: 'true',
			} );
		} );

		test( 'says when a place is unknown, and the next answer works', async ( {
			chat,
		} ) => {
			await chat.goto();
			await chat.open();
			await expect( chat.lastBotEntry() ).toContainText( PLACE_QUESTION );
			// The start utterance, sent behind the shown welcome (issue 34).
			await expect
				.poll(
					async () => ( await lex.calls( spec.operation ) ).length
				)
				.toBe( 1 );
			const calls = 1;

			await chat.say( 'Atlantis' );
			await expect( chat.lastBotEntry() ).toHaveText(
				new RegExp(
					`${ LOCATION_NOT_FOUND.replace( /[.?]/g, '\\$&' ) }`
				)
			);
			expect( await lex.calls( spec.operation ) ).toHaveLength( calls );

			await chat.answerPlace( '78701' );
			expect( await lex.calls( spec.operation ) ).toHaveLength(
				calls + 1
			);
			await chat.chooseArea( 'Nursing' );
			await expect( chat.jobLinks().first() ).toBeVisible();
		} );

		test( 'shows each injected Lex fault and keeps working', async ( {
			chat,
		} ) => {
			test.setTimeout( 180_000 );
			await chat.goto();
			await chat.open();
			// Credentials first, and a search done: no question pending, so
			// every "help" below goes to the bot as it is.
			await chat.finishASearch();

			const lastError = () =>
				chat
					.errorEntries()
					.last()
					.locator( 'p' )
					.first()
					.evaluate( ( element ) => element.textContent );

			async function expectFaultThenRecover(
				fault: string,
				expected: RegExp,
				count = 1
			) {
				await lex.arm( {
					operation: spec.operation,
					fault,
					count,
					retryAfterSeconds: 0,
				} );
				await chat.say( 'help' );
				await expect( chat.errorEntries() ).toHaveCount( 1 );
				expect( await lastError() ).toMatch( expected );
				await lex.disarm();
				await chat.dialog
					.getByRole( 'button', { name: 'Try again' } )
					.click();
				await chat.settled();
				await expect( chat.errorEntries() ).toHaveCount( 0 );
				await expect( chat.lastBotEntry() ).toContainText( HELP_REPLY );
			}

			for ( const [ name, entry ] of Object.entries( spec.errors ) ) {
				await test.step( name, async () => {
					await expectFaultThenRecover(
						name,
						failure( entry.message ),
						faultCount( name )
					);
				} );
			}

			await test.step( 'HTTP 500', () =>
				expectFaultThenRecover(
					'http500',
					failure( 'Internal Server Error' )
				) );

			await test.step( 'malformed reply', () =>
				expectFaultThenRecover(
					'malformedJson',
					failure( spec.malformed )
				) );

			await test.step( 'expired credentials twice in a row', () =>
				expectFaultThenRecover(
					'expiredCredentials',
					failure(
						'The security token included in the request is expired'
					),
					2
				) );

			await test.step( 'expired credentials once: new ones, no error', async () => {
				const before = ( await cognito.calls() ).length;
				await lex.arm( {
					operation: spec.operation,
					fault: 'expiredCredentials',
				} );
				await chat.say( 'help' );
				await expect( chat.errorEntries() ).toHaveCount( 0 );
				await expect( chat.lastBotEntry() ).toContainText( HELP_REPLY );
				expect( ( await cognito.calls() ).length ).toBeGreaterThan(
					before
				);
			} );

			await test.step( 'a hanging call', () =>
				expectFaultThenRecover(
					'hang',
					failure( 'The request timed out.' )
				) );
		} );

		test( 'shows each Cognito error and empty answer, and keeps working', async ( {
			chat,
			page,
		} ) => {
			test.setTimeout( 240_000 );
			await chat.goto();
			await chat.open();
			// A search done: no question pending, so "help" goes to the bot.
			await chat.finishASearch();

			const steps = [
				...Object.entries( COGNITO_ERRORS ).map(
					( [ fault, entry ] ) => ( {
						operation: 'GetId',
						fault,
						message: entry.message,
					} )
				),
				...COGNITO_EMPTY_ANSWERS,
			];
			for ( const { operation, fault, message } of steps ) {
				await test.step( `${ operation }: ${ fault }`, async () => {
					// A fresh page with no cached identity: GetId runs first.
					await page.evaluate( () => {
						for ( const key of Object.keys(
							window.localStorage
						) ) {
							if ( key.includes( 'cognito-identity' ) ) {
								window.localStorage.removeItem( key );
							}
						}
					} );
					await page.reload();
					await expect( chat.dialog ).toBeVisible();
					await cognito.arm( { operation, fault, count: 50 } );
					await chat.say( 'help' );
					const error = chat
						.errorEntries()
						.last()
						.locator( 'p' )
						.first();
					await expect( error ).toBeVisible();
					expect(
						await error.evaluate(
							( element ) => element.textContent
						)
					).toMatch( failure( message ) );
					await cognito.disarm();
					await chat.dialog
						.getByRole( 'button', { name: 'Try again' } )
						.click();
					await chat.settled();
					await expect( chat.errorEntries() ).toHaveCount( 0 );
					await expect( chat.lastBotEntry() ).toContainText(
						HELP_REPLY
					);
				} );
			}
		} );

		test( 'keeps the conversation across navigation and forgets it at sign-out', async ( {
			chat,
			page,
		} ) => {
			await signInAs( page, 'normal' );
			await chat.open();
			await chat.answerPlace( 'Austin, TX' );

			await page.goto( '/careers/' );
			// Open again without a click, the transcript restored.
			await expect( chat.dialog ).toBeVisible();
			await expect( chat.transcript ).toContainText( 'Austin, TX' );
			await expect( chat.lastBotEntry() ).toContainText( AREA_QUESTION );
			// The launcher steps aside while its window is open.
			await expect( chat.launcherElement() ).toBeHidden();
			await expect( chat.launcherElement() ).toHaveAttribute(
				'aria-expanded',
				'true'
			);
			// Restored messages are not read out again.
			await expect( chat.liveRegion ).toHaveText( '' );
			expect( await chatSessionKeys( page ) ).not.toEqual( [] );
			// The bot's session carries on: the area answers its question.
			await chat.say( 'Nursing' );
			await expect( chat.transcript ).toContainText(
				closingLine( 'Nursing', 'Austin, TX' )
			);

			await chat.dialog
				.getByRole( 'button', { name: 'Close chat' } )
				.click();
			await expect( chat.launcher ).toBeFocused();
			await page.getByRole( 'button', { name: 'My account' } ).click();
			await page.getByRole( 'button', { name: 'Log out' } ).click();
			await page.waitForURL( ( url ) => url.pathname === '/' );
			expect( await chatSessionKeys( page ) ).toEqual( [] );

			await chat.goto();
			await expect( chat.dialog ).toBeHidden();
			await chat.open();
			// A new conversation: the bot's welcome only.
			await expect( chat.transcript ).toContainText( WELCOME );
			await expect( chat.userEntries() ).toHaveCount( 0 );
		} );
	} );
}

test.describe( 'Chat on Lex V2: job result settings, keyboard, phone, accessibility', () => {
	let lex: StandIn;

	test.beforeEach( async ( { request, services } ) => {
		lex = new StandIn( request, services[ 'lex-runtime-v2' ] );
		await lex.reset();
	} );

	test( 'shows the no_jobs text with its link, and only the summary link when max_jobs is 0', async ( {
		chat,
		page,
		requestUtils,
	} ) => {
		const restore = await patchPluginSettings( requestUtils, {
			max_jobs: 0,
			no_jobs:
				'Nothing there yet: {link} for more, or try another place.',
		} );
		try {
			await chat.goto();
			await chat.open();
			// Any text answers the area question: the search closes.
			await chat.answerPlace( 'Honolulu, HI' );
			await chat.say( 'Nursing' );
			// Nothing near: each wider step is offered in turn, one click each.
			for ( const step of [
				'Search within 100 miles',
				'Search within 250 miles',
				'Show remote Nursing jobs',
				'Show other areas near Honolulu, HI',
			] ) {
				await chat.transcript
					.getByRole( 'button', { name: step } )
					.click();
				await chat.settled();
			}
			const noJobs = chat.transcript.locator( '.careers-chat__no-jobs' );
			// The setting's text around a real link where {link} was
			// (Playwright's own aria snapshot: this test is Chromium's).
			await expect( page.locator( '.careers-chat__no-jobs' ) )
				.toMatchAriaSnapshot( `
				- paragraph:
				  - text: "Nothing there yet:"
				  - link "Search jobs (opens in a new tab)"
				  - text: for more, or try another place.
			` );
			const link = noJobs.getByRole( 'link', { name: 'Search jobs' } );
			const search = new URL(
				( await link.getAttribute( 'href' ) ) ?? '',
				'http://site.test'
			);
			expect( search.pathname ).toBe( '/jobs/' );
			expect( search.searchParams.get( 'location' ) ).toBe(
				'Honolulu, HI'
			);
			expect( search.searchParams.get( 'keyword' ) ).toBe( 'Nursing' );

			await chat.say( 'find jobs' );
			await chat.answerPlace( 'Chicago, IL' );
			await chat.chooseArea( 'Sales' );
			const results = chat.transcript
				.locator( '.careers-chat__jobs' )
				.last();
			await expect(
				results.getByRole( 'link', { name: JOB_SUMMARY } )
			).toBeVisible();
			await expect( results.getByRole( 'link' ) ).toHaveCount( 1 );
			await expect( chat.jobLinks() ).toHaveCount( 0 );
		} finally {
			await restore();
		}
	} );

	test( 'closes with Escape and returns focus to the launcher', async ( {
		chat,
		page,
	} ) => {
		await chat.goto();
		await chat.launcher.focus();
		await page.keyboard.press( 'Enter' );
		await expect( chat.input ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( chat.dialog ).toBeHidden();
		await expect( chat.launcher ).toBeFocused();
		await expect( chat.launcher ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
	} );

	test( 'fills a phone’s screen', async ( { chat, page } ) => {
		await page.setViewportSize( { width: 375, height: 667 } );
		await chat.goto();
		await chat.open();
		expect( await chat.dialog.boundingBox() ).toEqual( {
			x: 0,
			y: 0,
			width: 375,
			height: 667,
		} );
		await chat.askForArea();
		// Kept scrolled to the newest message.
		await expect( chat.lastBotEntry() ).toBeInViewport();
		await expect( chat.input ).toBeInViewport();
		await expect(
			chat.dialog.getByRole( 'button', { name: 'Close chat' } )
		).toBeInViewport();
	} );

	test( 'has no axe violations showing the areas, job results and an error', async ( {
		chat,
		page,
	} ) => {
		const axe = () =>
			new AxeBuilder( { page } )
				.include( '.wp-block-careers-frontend-chat-assistant' )
				.analyze();
		await chat.goto();
		await chat.open();
		await chat.askForArea();
		expect( ( await axe() ).violations ).toEqual( [] );
		await chat.chooseArea( 'Nursing' );
		await expect( chat.jobLinks().first() ).toBeVisible();
		await lex.arm( { operation: 'RecognizeText', fault: 'http500' } );
		await chat.say( 'help' );
		await expect( chat.errorEntries() ).toHaveCount( 1 );
		await chat.say( 'start over' );
		await expect( chat.lastBotEntry() ).toContainText( PLACE_QUESTION );
		// The place the candidate gave, offered again.
		await expect( chat.choice( 'Austin, TX' ) ).toBeVisible();

		expect( ( await axe() ).violations ).toEqual( [] );
	} );
} );
