/**
 * Playwright's `test` with WordPress's fixtures (admin, editor, requestUtils)
 * on the worker's own stack (`stack`), the stand-ins' URLs, the page in
 * any engine (`site`), the page objects on it (`careers`, `chat`, the chat
 * in the labels of `chatLabels`: `test.use( { chatLabels } )`), the same
 * page objects on another page (`pagesOn`) and a helper for the plugin's
 * settings. A spec asks for the page objects; it never builds them.
 */
import { test as base } from '@wordpress/e2e-test-utils-playwright';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import type { FrameLocator, Page } from '@playwright/test';

import {
	engineFixtures,
	type EngineTestFixtures,
	type EngineWorkerFixtures,
} from './engines/fixtures';
import { ENGLISH_CHAT_LABELS, type ChatLabels } from './chat-helpers';
import { expect } from './engines/expect';
import { siteOnPage } from './engines/page-site';
import type { EngineSite } from './engines/site';
import { lexFreedomsFixtures, type LexFreedomsFixtures } from './lex-freedoms';
import { CareersPage } from './pages/careers-page';
import { ChatPage } from './pages/chat-page';
import { stackFixtures, type StackWorkerFixtures } from './worker-stack';

export type ServiceName =
	| 'cognito-identity'
	| 'lex-runtime-v2'
	| 'lex-runtime-v1'
	| 'jobs'
	| 'geocoder'
	| 'ats';

export type Services = Record< ServiceName, string >;

export type PluginSettings = Record< string, string | number | boolean >;

const SETTINGS_PATH = '/wp/v2/settings';
const OPTION = 'careers_frontend_settings';

/** The stand-ins' URLs outside a fixture (the `services` fixture has them). */
export function readServices(): Services {
	const raw = process.env.CAREERS_SERVICES;
	if ( ! raw ) {
		throw new Error(
			'CAREERS_SERVICES is not set yet: the worker sets it when its stack is up.'
		);
	}
	return JSON.parse( raw ) as Services;
}

export async function getPluginSettings(
	requestUtils: RequestUtils
): Promise< PluginSettings > {
	const all = await requestUtils.rest< Record< string, PluginSettings > >( {
		path: SETTINGS_PATH,
	} );
	return all[ OPTION ];
}

/**
 * Change some settings; returns a function that puts the old ones back.
 *
 * @param requestUtils WordPress request utilities (logged in as admin).
 * @param patch        Settings to change.
 */
export async function patchPluginSettings(
	requestUtils: RequestUtils,
	patch: PluginSettings
): Promise< () => Promise< void > > {
	const before = await getPluginSettings( requestUtils );
	await requestUtils.rest( {
		path: SETTINGS_PATH,
		method: 'POST',
		data: { [ OPTION ]: { ...before, ...patch } },
	} );
	return async () => {
		await requestUtils.rest( {
			path: SETTINGS_PATH,
			method: 'POST',
			data: { [ OPTION ]: before },
		} );
	};
}

/**
 * Where the editor shows blocks: the page itself when the editor is not
 * iframed (6.8 while a block is on API version 2), the
 * `editor-canvas` iframe on versions that iframe the post editor.
 *
 * @param page The editor page.
 */
export async function editorCanvas(
	page: Page
): Promise< Page | FrameLocator > {
	const frame = page.locator( 'iframe[name="editor-canvas"]' );
	return ( await frame.count() ) > 0
		? page.frameLocator( 'iframe[name="editor-canvas"]' )
		: page;
}

/**
 * What a test gets for Playwright's `page` in another engine: any use of it
 * fails, saying why. (`site` asks for `page` in every project, as in
 * Chromium it wraps it, so `page` itself cannot refuse.)
 *
 * @param engine The project's engine.
 */
export function refusedPage( engine: string ): Page {
	return new Proxy( {} as Page, {
		get( _target, property ) {
			// Not a promise; nothing to print.
			if ( property === 'then' || typeof property === 'symbol' ) {
				return undefined;
			}
			throw new Error(
				`This test uses Playwright's page, which is Chromium only: write it with \`site\` to run it in ${ engine }.`
			);
		},
	} );
}

/** The page objects on one page. */
export interface PageObjects {
	site: EngineSite;
	careers: CareersPage;
	chat: ChatPage;
}

interface PageFixtures {
	services: Services;
	/** The chat's labels: English unless a describe block uses others. */
	chatLabels: ChatLabels;
	careers: CareersPage;
	chat: ChatPage;
	/**
	 * The page objects on another Chromium page than the test's own (a page
	 * in a second browser context: a visitor beside the admin), on the
	 * test's site unless another address is given.
	 */
	pagesOn: ( page: Page, baseURL?: string ) => PageObjects;
}

export const test = base
	.extend< EngineTestFixtures, EngineWorkerFixtures >( engineFixtures )
	.extend< object, StackWorkerFixtures >( stackFixtures )
	.extend< PageFixtures >( {
		services: async ( { stack }, provide ) => {
			await provide( stack.services );
		},
		// Read when a test asks for it: chat-helpers.ts imports this file, so
		// it may not be loaded yet when this one is.
		chatLabels: [
			async ( {}, provide ) => {
				await provide( ENGLISH_CHAT_LABELS );
			},
			{ option: true },
		],
		// The careers page and the chat on the test's `site`.
		careers: async ( { site }, provide ) => {
			await provide( new CareersPage( site ) );
		},
		chat: async ( { site, chatLabels }, provide ) => {
			await provide( new ChatPage( site, chatLabels ) );
		},
		pagesOn: async ( { baseURL, chatLabels }, provide ) => {
			await provide( ( page, address = baseURL ?? '' ) => {
				const site = siteOnPage( page, address );
				return {
					site,
					careers: new CareersPage( site ),
					chat: new ChatPage( site, chatLabels ),
				};
			} );
		},
		// Firefox and WebKit run only the tests written for every engine
		// (through `site`): Playwright's own page would be Chromium.
		page: async ( { page, engine }, provide ) => {
			await provide(
				engine === 'chromium' ? page : refusedPage( engine )
			);
		},
	} )
	.extend< LexFreedomsFixtures >( lexFreedomsFixtures );

export { expect };
