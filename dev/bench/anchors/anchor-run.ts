/**
 * The anchors' part of `npm run bench` (issue 17): install both widgets on
 * the bench stack, make their pages, and measure our /careers/, its copy
 * without the blocks and the two anchor pages the same way.
 */
import type { Browser } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import type { StackProfile } from '../../stack/config';
import { demoSettings, type ServiceUrls } from '../../stack/stack';
import { wordpressRoot } from '../../stack/wordpress';
import type { FileSizes } from '../asset-bytes';
import type { FirstWordsRun, FirstWordsTarget } from '../first-words';
import type { PagePair } from '../bare-pages';
import type { LighthouseScore } from '../lighthouse-runs';
import { installAnchors } from './anchor-assets';
import {
	measureWidgetBytes,
	OPEN_LEX_WEB_UI,
	OPEN_OURS,
	OPEN_WEBCHAT,
	type OpenChat,
	type WidgetBytes,
} from './anchor-bytes';
import { createAnchorPages, type AnchorPage } from './anchor-pages';

export interface AnchorResults {
	/** Ours first, then the anchors. */
	pages: AnchorPage[];
	/** The same page with no chat at all. */
	bare: string;
	bytes: WidgetBytes[];
	lighthouse: LighthouseScore[];
	/** Open → first bot message, where the anchor can show one offline. */
	firstWords: FirstWordsRun[];
}

/**
 * aws-lex-web-ui's first message is its configured `initialText`, shown in
 * its iframe; Web Chat has no Direct Line service to reach here, so it
 * shows none.
 * @param pages Ours and the anchors.
 */
export function anchorFirstWordsTargets(
	pages: AnchorPage[]
): FirstWordsTarget[] {
	return pages
		.filter( ( page ) => page.name === 'lex-web-ui' )
		.map( ( page ) => ( {
			path: page.path,
			selectors: {
				launchers: 'button.min-max-toggle',
				messages: '.message-bot',
			},
			frame: async ( tab ) => {
				const element = await tab
					.locator( 'iframe[title="chatbot"]' )
					.elementHandle( { timeout: 60_000 } );
				const frame = await element?.contentFrame();
				if ( ! frame ) {
					throw new Error( 'aws-lex-web-ui has no iframe.' );
				}
				await frame
					.locator( 'button.min-max-toggle' )
					.waitFor( { timeout: 60_000 } );
				return frame;
			},
		} ) );
}

/**
 * @param admin    REST as the admin.
 * @param profile  The bench stack's profile.
 * @param services Its stand-ins.
 */
export async function setUpAnchors(
	admin: RequestUtils,
	profile: StackProfile,
	services: ServiceUrls
): Promise< AnchorPage[] > {
	const settings = demoSettings( profile, services );
	const anchors = installAnchors( wordpressRoot( profile ), {
		cognito: services[ 'cognito-identity' ],
		lexV1: services[ 'lex-runtime-v1' ],
		identityPoolId: String( settings.identity_pool_development ),
	} );
	return [
		{
			name: 'ours',
			label: 'Careers Frontend (this plugin)',
			path: '/careers/',
		},
		...( await createAnchorPages( admin, anchors ) ),
	];
}

const OPENERS: Record< AnchorPage[ 'name' ], OpenChat > = {
	ours: OPEN_OURS,
	'lex-web-ui': OPEN_LEX_WEB_UI,
	webchat: OPEN_WEBCHAT,
};

/**
 * Bytes of the three pages and of the page without a chat.
 *
 * @param browser Browser.
 * @param baseUrl Site URL.
 * @param pages   Ours and the anchors.
 * @param bare    The copy of /careers/ without the blocks.
 * @param sizes   Shared file sizes.
 */
export async function measureAnchorBytes(
	browser: Browser,
	baseUrl: string,
	pages: AnchorPage[],
	bare: PagePair,
	sizes: FileSizes
): Promise< WidgetBytes[] > {
	const bytes: WidgetBytes[] = [];
	for ( const page of pages ) {
		bytes.push(
			await measureWidgetBytes(
				browser,
				baseUrl,
				page.path,
				OPENERS[ page.name ],
				sizes
			)
		);
	}
	bytes.push(
		await measureWidgetBytes(
			browser,
			baseUrl,
			bare.withoutBlocks,
			async () => undefined,
			sizes
		)
	);
	return bytes;
}
