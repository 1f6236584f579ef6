/**
 * Issue 4, end to end: the runtime's page helpers on real WordPress pages —
 * the form-submit announcement, the login page reached without a history
 * entry, the language switcher rewritten only on /profile and /apply pages,
 * and framed pages sizing their frame.
 */
import type { Frame, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { expect, patchPluginSettings, readServices, test } from './fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

interface CreatedPage {
	id: number;
	link: string;
}

/** Any of the plugin's blocks puts the runtime on the page. */
const SIGNIN_MENU = '<!-- wp:careers-frontend/signin-menu /-->';

const html = ( markup: string ) =>
	`<!-- wp:html -->\n${ markup }\n<!-- /wp:html -->`;

/** A theme's language switcher, marked the way the runtime looks for it. */
const SWITCHER = html(
	'<nav class="careers-language-switcher" aria-label="Language"><a hreflang="en" href="/">English</a> <a hreflang="es" href="/es/">Español</a> <a hreflang="fr" href="/fr/">Français</a></nav>'
);

const FORM = html(
	'<form id="e2e-profile-form"><label for="e2e-email">Email</label> <input id="e2e-email" name="email" type="email" value="alex@example.com"> <button type="submit">Save</button></form>'
);

const HEIGHT_MESSAGE = 'careers-frontend:iframe-height';

async function createPage(
	requestUtils: RequestUtils,
	data: { slug: string; title: string; content: string; parent?: number }
): Promise< CreatedPage > {
	return requestUtils.rest< CreatedPage >( {
		path: '/wp/v2/pages',
		method: 'POST',
		data: { ...data, status: 'publish' },
	} );
}

async function pageIdBySlug(
	requestUtils: RequestUtils,
	slug: string
): Promise< number > {
	const [ found ] = await requestUtils.rest< CreatedPage[] >( {
		path: '/wp/v2/pages',
		params: { slug },
	} );
	if ( ! found ) {
		throw new Error( `The demo page "${ slug }" is missing.` );
	}
	return found.id;
}

/**
 * The switcher's links as the page now has them.
 *
 * @param page Page holding the switcher.
 */
async function switcherLinks( page: Page ): Promise< string[] > {
	// The runtime has started (and done its rewriting) once its live region exists.
	await expect( page.locator( '#careers-frontend-live-region' ) ).toHaveCount(
		1
	);
	return page
		.locator( '.careers-language-switcher a[hreflang]' )
		.evaluateAll( ( links ) =>
			links.map( ( link ) => link.getAttribute( 'href' ) ?? '' )
		);
}

const created: CreatedPage[] = [];
let plainPage: CreatedPage;
let applyChildPage: CreatedPage;
let framesPage: CreatedPage;

test.beforeAll( async ( { requestUtils } ) => {
	const ats = readServices().ats;
	plainPage = await createPage( requestUtils, {
		slug: 'e2e-runtime-page',
		title: 'Runtime page',
		content: [ SIGNIN_MENU, SWITCHER, FORM ].join( '\n\n' ),
	} );
	applyChildPage = await createPage( requestUtils, {
		slug: 'e2e-runtime-page',
		title: 'Runtime apply step',
		content: [ SIGNIN_MENU, SWITCHER ].join( '\n\n' ),
		parent: await pageIdBySlug( requestUtils, 'apply' ),
	} );
	framesPage = await createPage( requestUtils, {
		slug: 'e2e-runtime-frames',
		title: 'Runtime frames',
		content: [
			SIGNIN_MENU,
			html(
				[
					'<iframe id="e2e-framed-careers" title="Careers, framed" src="/careers/" style="display:block;width:100%;height:80px;border:0"></iframe>',
					`<iframe id="e2e-framed-ats" title="Profile, framed" src="${ ats }profile/" style="display:block;width:100%;height:90px;border:0"></iframe>`,
					'<iframe id="e2e-framed-sandboxed" title="Untrusted" sandbox="allow-scripts" srcdoc="&lt;p&gt;untrusted&lt;/p&gt;" style="display:block;width:100%;height:70px;border:0"></iframe>',
				].join( '\n' )
			),
		].join( '\n\n' ),
	} );
	created.push( plainPage, applyChildPage, framesPage );
} );

test.afterAll( async ( { requestUtils } ) => {
	for ( const { id } of created ) {
		await requestUtils.rest( {
			path: `/wp/v2/pages/${ id }`,
			method: 'DELETE',
			params: { force: true },
		} );
	}
} );

test.describe( 'Accessibility helpers', () => {
	test( 'submitting any form announces “Your information is being updated.” in the one polite live region, even when the form stops the event', async ( {
		page,
	} ) => {
		await page.goto( plainPage.link );
		const region = page.locator( '#careers-frontend-live-region' );
		await expect( region ).toHaveCount( 1 );
		await expect( region ).toHaveAttribute( 'role', 'status' );
		await expect( region ).toHaveAttribute( 'aria-live', 'polite' );
		await expect( region ).toHaveText( '' );
		// Like the tracking app's forms: handled in the page, no navigation.
		await page.evaluate( () => {
			document
				.getElementById( 'e2e-profile-form' )
				?.addEventListener( 'submit', ( event ) => {
					event.preventDefault();
					event.stopPropagation();
				} );
		} );
		await page.getByRole( 'button', { name: 'Save' } ).click();
		await expect( region ).toHaveText(
			'Your information is being updated.'
		);
		await expect( page.locator( '[aria-live]' ) ).toHaveCount( 1 );
	} );
} );

test.describe( 'The login page', () => {
	test( 'is reached with a replace navigation: no history entry, Back skips the page the candidate left', async ( {
		page,
		requestUtils,
	} ) => {
		const restore = await patchPluginSettings( requestUtils, {
			signin_modal: false,
			language: 'en',
		} );
		try {
			await page.goto( '/apply/' );
			await page.goto( '/careers/' );
			const entries = await page.evaluate( () => history.length );
			const menu = page.getByRole( 'navigation', {
				name: 'Candidate profile',
			} );
			await menu.getByRole( 'button', { name: 'Sign in' } ).click();
			await menu
				.getByRole( 'link', { name: 'Already have a profile?' } )
				.click();
			await page.waitForURL(
				( url ) => url.pathname === '/profile/login/'
			);
			expect( await page.evaluate( () => history.length ) ).toBe(
				entries
			);
			await page.goBack();
			expect( new URL( page.url() ).pathname ).toBe( '/apply/' );
		} finally {
			await restore();
		}
	} );

	test( 'in another language is /{lang}/profile/login/, also without a history entry', async ( {
		page,
		requestUtils,
	} ) => {
		const restore = await patchPluginSettings( requestUtils, {
			signin_modal: false,
			language: 'es',
		} );
		try {
			await page.goto( '/apply/' );
			await page.goto( '/careers/' );
			const entries = await page.evaluate( () => history.length );
			await page
				.locator(
					'.wp-block-careers-frontend-auth-container.careers-when-signed-out'
				)
				.getByRole( 'link', { name: 'Sign in' } )
				.click();
			await page.waitForURL(
				( url ) => url.pathname === '/es/profile/login/'
			);
			await expect(
				page.getByTestId( 'demo-candidate-normal' )
			).toBeVisible();
			expect( await page.evaluate( () => history.length ) ).toBe(
				entries
			);
			await page.goBack();
			expect( new URL( page.url() ).pathname ).toBe( '/apply/' );
		} finally {
			await restore();
		}
	} );
} );

test.describe( 'The language switcher', () => {
	test( 'is left alone on pages other than /profile and /apply', async ( {
		page,
	} ) => {
		await page.goto( plainPage.link );
		expect( await switcherLinks( page ) ).toEqual( [
			'/',
			'/es/',
			'/fr/',
		] );
	} );

	test( 'on an /apply page, points each language at the same page and query', async ( {
		page,
	} ) => {
		const path = new URL( applyChildPage.link ).pathname;
		expect( path ).toBe( '/apply/e2e-runtime-page/' );
		await page.goto( `${ path }?step=2` );
		expect( await switcherLinks( page ) ).toEqual( [
			`${ path }?step=2`,
			`/es${ path }?step=2`,
			`/fr${ path }?step=2`,
		] );
	} );

	test( 'on a /{lang}/profile page, drops the current language and prefixes each link’s own', async ( {
		baseURL,
		page,
		requestUtils,
	} ) => {
		const restore = await patchPluginSettings( requestUtils, {
			language: 'es',
		} );
		try {
			// In production WordPress serves the profile app's page under
			// /profile; the dev router sends /profile to the ATS stand-in, so
			// this browser gets a WordPress page (with the switcher) there.
			const profileUrl = new URL(
				'/es/profile/e2e-settings/?tab=email',
				baseURL
			);
			await page.route( profileUrl.href, async ( route ) => {
				await route.fulfill( {
					response: await route.fetch( { url: plainPage.link } ),
				} );
			} );
			await page.goto( profileUrl.href );
			expect( await switcherLinks( page ) ).toEqual( [
				'/profile/e2e-settings/?tab=email',
				'/es/profile/e2e-settings/?tab=email',
				'/fr/profile/e2e-settings/?tab=email',
			] );
		} finally {
			await restore();
		}
	} );
} );

test.describe( 'Iframe height sync', () => {
	/**
	 * A frame's element height and, when the parent can see inside, the
	 * framed document's height and viewport.
	 *
	 * @param page Parent page.
	 * @param id   Iframe element id.
	 */
	function measure( page: Page, id: string ) {
		return page.evaluate( ( frameId ) => {
			const frame = document.getElementById(
				frameId
			) as HTMLIFrameElement;
			// Null for a cross-origin frame: only its element can be measured.
			const inner = frame.contentDocument;
			return {
				style: frame.style.height,
				content: inner?.documentElement.offsetHeight ?? -1,
				scroll: inner?.documentElement.scrollHeight ?? -1,
				viewport: inner?.defaultView?.innerHeight ?? -1,
			};
		}, id );
	}

	async function frameOf( page: Page, id: string ): Promise< Frame > {
		const frame = await page.locator( `#${ id }` ).elementHandle();
		const content = await frame?.contentFrame();
		if ( ! content ) {
			throw new Error( `No frame in #${ id }` );
		}
		return content;
	}

	test( 'a site page in an iframe gets a frame as tall as its content, and keeps it as the content grows', async ( {
		page,
	} ) => {
		await page.goto( framesPage.link );
		const id = 'e2e-framed-careers';
		await expect
			.poll( async () => {
				const { style, content } = await measure( page, id );
				return content > 80 && style === `${ content }px`;
			} )
			.toBe( true );
		const before = await measure( page, id );
		// Shown whole: no scrolling inside the frame.
		expect( before.viewport ).toBeGreaterThanOrEqual( before.scroll );

		const framed = await frameOf( page, id );
		await framed.evaluate( () => {
			const block = document.createElement( 'div' );
			block.style.height = '600px';
			block.textContent = 'More content';
			document.body.append( block );
		} );
		await expect
			.poll( async () => {
				const { style, content } = await measure( page, id );
				return content >= before.content + 600 &&
					style === `${ content }px`
					? content
					: 0;
			} )
			.toBeGreaterThan( 0 );
		const after = await measure( page, id );
		expect( after.viewport ).toBeGreaterThanOrEqual( after.scroll );
	} );

	test( 'the parent takes heights from its own origin and the ATS, not from other origins', async ( {
		page,
	} ) => {
		await page.goto( framesPage.link );
		await page.evaluate( () => {
			const seen: string[] = [];
			( window as { e2eSeen?: string[] } ).e2eSeen = seen;
			// Added after the runtime's listener, so it runs after it.
			window.addEventListener( 'message', ( event ) =>
				seen.push( event.origin )
			);
		} );

		const sandboxed = await frameOf( page, 'e2e-framed-sandboxed' );
		await sandboxed.evaluate( ( type ) => {
			window.parent.postMessage( { type, height: 999 }, '*' );
		}, HEIGHT_MESSAGE );
		await expect
			.poll( () =>
				page.evaluate(
					() => ( window as { e2eSeen?: string[] } ).e2eSeen ?? []
				)
			)
			.toContain( 'null' );
		expect( ( await measure( page, 'e2e-framed-sandboxed' ) ).style ).toBe(
			'70px'
		);

		const ats = await frameOf( page, 'e2e-framed-ats' );
		await ats.evaluate( ( type ) => {
			window.parent.postMessage( { type, height: 321 }, '*' );
		}, HEIGHT_MESSAGE );
		await expect
			.poll(
				async () => ( await measure( page, 'e2e-framed-ats' ) ).style
			)
			.toBe( '321px' );
	} );
} );
