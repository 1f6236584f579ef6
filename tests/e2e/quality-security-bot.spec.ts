/**
 * Issue 8, the security gate, in the chat (the page's inputs are
 * quality-security.spec.ts). The hostile corpus (222 strings) comes back
 * from dedicated stand-ins in replay mode:
 * - each bot content type, Lex V2 (PlainText with markdown on and off, SSML,
 *   CustomPayload as text and as JSON, ImageResponseCard title, subtitle,
 *   image and buttons) and V1 (Composite groups, generic attachments);
 * - job titles, cities, states and categories, and the place and category
 *   session attributes, from a job API stand-in with a hostile fixture;
 * - the free-text settings the chat shows (`no_jobs`, `app_id`).
 * Nothing may run (./corpus/execution-guard.ts).
 */
import type { Page } from '@playwright/test';

import { installExecutionGuard } from './corpus/execution-guard';
import { HOSTILE_STRINGS, hostileBatches } from './corpus/hostile-strings';
import {
	BOT_BATCH,
	endOfBatch,
	JOB_BATCH,
	startHostileStandIns,
	type HostileStandIns,
} from './corpus/hostile-stand-ins';
import { expectNothingRan, saveSettings } from './corpus/security-checks';
import { wellFormed } from './corpus/wordpress-text';
import {
	expect,
	getPluginSettings,
	patchPluginSettings,
	test,
} from './fixtures';
import type { ChatPage } from './pages/chat-page';

test.use( { storageState: { cookies: [], origins: [] } } );

test.describe( 'Bot replies and job results from hostile stand-ins', () => {
	let standIns: HostileStandIns;
	let restore: () => Promise< void > = async () => undefined;

	test.beforeAll( async ( { requestUtils } ) => {
		// Room for the replay stand-ins' start (hostile-stand-ins.ts).
		test.setTimeout( 180_000 );
		standIns = await startHostileStandIns();
		restore = await patchPluginSettings( requestUtils, {
			bot_version: 'v2',
			cognito_endpoint: standIns.services[ 'cognito-identity' ],
			lex_endpoint: standIns.services[ 'lex-runtime-v2' ],
			job_api_base: standIns.jobsUrl,
			ai_delay: 0,
			max_jobs: JOB_BATCH,
			markdown: true,
		} );
	} );

	test.afterAll( async () => {
		await restore();
		await standIns?.close();
	} );

	/**
	 * Send every batch of the corpus as bot turns and check after each.
	 *
	 * @param page  The page.
	 * @param chat  The chat on it.
	 * @param label What is being tried, for messages.
	 */
	async function sendEveryBatch( page: Page, chat: ChatPage, label: string ) {
		const outside = await installExecutionGuard( page );
		await chat.goto();
		await chat.open();
		const batches = hostileBatches( BOT_BATCH );
		for ( const [ index ] of batches.entries() ) {
			// Not "hostile N": the chat reads words against the job API's
			// categories first, and the hostile ones start with "hostilebatch".
			await chat.say( `turn ${ index }` );
			await expect( chat.transcript ).toContainText(
				endOfBatch( index )
			);
			await expectNothingRan(
				page,
				outside,
				`${ label }, batch ${ index }`
			);
		}
		await expect( chat.errorEntries() ).toHaveCount( 0 );
		// The bot rows were rendered, not dropped.
		expect(
			await chat.transcript.locator( '.careers-chat__entry--bot' ).count()
		).toBeGreaterThan( HOSTILE_STRINGS.length );
		// Reload: the saved transcript renders the same strings again.
		await page.reload();
		await expect( chat.dialog ).toBeVisible();
		await expect( chat.transcript ).toContainText(
			endOfBatch( batches.length - 1 )
		);
		await expectNothingRan( page, outside, `${ label }, restored` );
	}

	test( 'Lex V2, every content type, markdown on', async ( {
		chat,
		page,
	} ) => {
		test.setTimeout( 240_000 );
		await sendEveryBatch( page, chat, 'V2 markdown on' );
	} );

	test( 'Lex V2, every content type, markdown off and links in this tab', async ( {
		chat,
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 240_000 );
		const back = await patchPluginSettings( requestUtils, {
			markdown: false,
			link_target: '_self',
		} );
		try {
			await sendEveryBatch( page, chat, 'V2 markdown off' );
		} finally {
			await back();
		}
	} );

	test( 'Lex V1, Composite message groups and response cards', async ( {
		chat,
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 240_000 );
		const back = await patchPluginSettings( requestUtils, {
			bot_version: 'v1',
			lex_endpoint: standIns.services[ 'lex-runtime-v1' ],
		} );
		try {
			await sendEveryBatch( page, chat, 'V1' );
		} finally {
			await back();
		}
	} );

	test( 'job titles, cities, states, categories, and hostile place attributes in the links', async ( {
		chat,
		page,
	} ) => {
		test.setTimeout( 180_000 );
		const outside = await installExecutionGuard( page );
		await chat.goto();
		await chat.open();
		const batches = hostileBatches( JOB_BATCH );
		let shown = 0;
		for ( const [ index, batch ] of batches.entries() ) {
			await chat.say( `jobs ${ index }` );
			const results = chat.transcript
				.locator( '.careers-chat__jobs' )
				.last();
			await expect( results ).toBeVisible();
			const links = results.locator( '.careers-chat__job-title' );
			await expect( links ).toHaveCount( batch.length );
			shown += batch.length;
			// Titles are text: each link holds no element but its own.
			for ( const href of await links.evaluateAll( ( anchors ) =>
				anchors.map( ( anchor ) => anchor.getAttribute( 'href' ) ?? '' )
			) ) {
				expect( href ).toMatch( /^\/job\/7\d{5}\/[a-z0-9-]*\/?$/ );
			}
			await expectNothingRan( page, outside, `jobs batch ${ index }` );
		}
		expect( shown ).toBe( HOSTILE_STRINGS.length );
		// Every "see all" link stays on the site, whatever the place said.
		for ( const href of await chat.transcript
			.locator( '.careers-chat__all-jobs a' )
			.evaluateAll( ( anchors ) =>
				anchors.map(
					( anchor ) => ( anchor as HTMLAnchorElement ).href
				)
			) ) {
			expect( new URL( href ).pathname ).toBe( '/jobs/' );
		}

		await chat.say( 'categories' );
		const choices = chat.dialog
			.getByRole( 'region', { name: 'Please select one' } )
			.getByRole( 'button' );
		await expect( choices.first() ).toBeVisible();
		expect( await choices.count() ).toBeGreaterThanOrEqual(
			HOSTILE_STRINGS.length
		);
		await expectNothingRan( page, outside, 'hostile categories' );

		await chat.say( 'places' );
		await expect(
			chat.dialog.getByRole( 'region', { name: 'Please select one' } )
		).toBeVisible();
		await expectNothingRan( page, outside, 'hostile place suggestions' );
	} );

	test( 'the no_jobs and app_id settings', async ( {
		chat,
		page,
		requestUtils,
	} ) => {
		// Each no_jobs text now comes after four widening steps, each with
		// the spec's 1200 ms job-results pause (3.6 min measured).
		test.setTimeout( 480_000 );
		const outside = await installExecutionGuard( page );
		const chunks = chunkText( 440 );
		const appIds = chunkText( 190 );
		const before = await getPluginSettings( requestUtils );
		// The conversation carries over from page to page: one no_jobs text
		// more per chunk.
		let shown = 0;
		try {
			for ( const [ index, chunk ] of chunks.entries() ) {
				const noJobs = `${ chunk } {link}`;
				await saveSettings( requestUtils, {
					...before,
					no_jobs: noJobs,
					app_id: appIds[ index % appIds.length ],
				} );
				await chat.goto();
				if ( ! ( await chat.dialog.isVisible() ) ) {
					await chat.open();
				}
				const noJobsShown = chat.transcript.locator(
					'.careers-chat__no-jobs'
				);
				// Restored results render with their lazy chunk: wait for them.
				await expect( noJobsShown ).toHaveCount( shown );
				await chat.say( `nothing ${ index }` );
				// 100 miles, 250 miles, remote jobs, other areas: then no_jobs.
				for ( let step = 0; step < 4; step++ ) {
					await chat.transcript
						.locator( '.careers-chat__offer button:enabled' )
						.last()
						.click();
				}
				shown += 1;
				await expect( noJobsShown ).toHaveCount( shown );
				await expectNothingRan(
					page,
					outside,
					`no_jobs chunk ${ index }`
				);
			}
			// The app ids the no_jobs pass did not carry.
			for ( const appId of appIds.slice( chunks.length ) ) {
				await saveSettings( requestUtils, {
					...before,
					app_id: appId,
				} );
				await page.goto( '/careers/' );
				await expectNothingRan(
					page,
					outside,
					`app_id ${ appId.slice( 0, 30 ) }`
				);
			}
		} finally {
			await saveSettings( requestUtils, before );
		}
	} );
} );

/**
 * The corpus cut into texts of at most `size` characters (well-formed, as
 * an admin's browser would send them).
 *
 * @param size Characters per text.
 */
function chunkText( size: number ): string[] {
	const chunks: string[] = [];
	let current = '';
	for ( const item of HOSTILE_STRINGS ) {
		const text = wellFormed( item.text ).slice( 0, size );
		if ( current && current.length + text.length + 1 > size ) {
			chunks.push( current );
			current = '';
		}
		current = current ? `${ current } ${ text }` : text;
	}
	if ( current ) {
		chunks.push( current );
	}
	return chunks;
}
