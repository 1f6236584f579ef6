/**
 * Issue 5: the candidate state container, the sign-in menu and the persona
 * content block on the demo careers page, with the ATS stand-in's demo
 * candidates signing in for real.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';

import { editorCanvas, expect, patchPluginSettings, test } from './fixtures';
import { axeViolations } from './engines/axe';
import { fetchedUrls } from './engines/page-records';
import type { EngineSite } from './engines/site';
import {
	announcements,
	announcementsOf,
	recordAnnouncements,
	recordAnnouncementsFromNow,
} from './pages/announcements';
import { PERSONA_TITLES } from './pages/careers-page';
import {
	accountableShift,
	installFirstPaintProbe,
	readProbe,
	type ProbeReport,
} from './pages/first-paint-probe';
import { refuseWebFonts } from './helpers/web-fonts';

// Candidates are not WordPress users: no admin bar, no WordPress cookies.
test.use( { storageState: { cookies: [], origins: [] } } );

const PERSONA_COLLECTION = /\/wp-json\/wp\/v2\/(posts|pages)$/;

/**
 * The persona collection requests this page made (its resource timing,
 * the same in every engine).
 *
 * @param site The page.
 */
async function personaRequests( site: EngineSite ): Promise< URL[] > {
	return ( await fetchedUrls( site ) )
		.map( ( url ) => new URL( url ) )
		.filter( ( url ) => PERSONA_COLLECTION.test( url.pathname ) );
}

/**
 * Persona collection requests the page makes, as they go out.
 *
 * @param page Page to watch.
 */
function recordPersonaRequests( page: Page ): URL[] {
	const seen: URL[] = [];
	page.on( 'request', ( request: Request ) => {
		const url = new URL( request.url() );
		if ( PERSONA_COLLECTION.test( url.pathname ) ) {
			seen.push( url );
		}
	} );
	return seen;
}

/**
 * Run axe on the page, or only inside `include`, and expect nothing found.
 *
 * @param page    Page under test.
 * @param include Selector to limit the scan to.
 */
async function expectNoAxeViolations(
	page: Page,
	include?: string
): Promise< void > {
	const builder = new AxeBuilder( { page } );
	const results = await (
		include ? builder.include( include ) : builder
	).analyze();
	expect(
		results.violations.map( ( violation ) => ( {
			id: violation.id,
			nodes: violation.nodes.map( ( node ) => node.target.join( ' ' ) ),
		} ) )
	).toEqual( [] );
}

test.describe( 'Who sees what', () => {
	test(
		'a signed-out visitor sees the signed-out blocks and menu, and the signed-out persona',
		{ tag: '@smoke' },
		async ( { site, careers } ) => {
			await careers.open();
			await expect( careers.signedOutBlock ).toBeVisible();
			await expect(
				careers.signedOutBlock.getByRole( 'link', { name: 'Sign in' } )
			).toBeVisible();
			await expect( careers.signedInBlock ).toBeHidden();
			await expect( careers.signedOutToggle ).toBeVisible();
			await expect( careers.signedInToggle ).toBeHidden();
			expect( ( await careers.personaTitles() ).sort() ).toEqual(
				[ ...PERSONA_TITLES.students ].sort()
			);
			// Rendered by the server, the same for every visitor: the page
			// asks nothing.
			expect( await personaRequests( site ) ).toEqual( [] );
			expect( await axeViolations( site ) ).toEqual( [] );
		}
	);

	test(
		'a signed-in candidate sees the signed-in blocks, their name, the profile menu, and exactly the posts and pages of their area of interest',
		{ tag: '@smoke' },
		async ( { site, careers } ) => {
			await careers.signInAs( 'interest' );
			await expect( careers.signedInBlock ).toBeVisible();
			await expect( careers.greeting ).toHaveText(
				'Welcome back, Jordan!'
			);
			await expect( careers.signedOutBlock ).toBeHidden();
			await expect( careers.signedInToggle ).toBeVisible();
			await expect( careers.signedOutToggle ).toBeHidden();
			expect( ( await careers.personaTitles() ).sort() ).toEqual(
				[ ...PERSONA_TITLES.nursing ].sort()
			);
			// One call per post type, filtered by the area of interest.
			const requests = await personaRequests( site );
			expect(
				requests
					.map( ( url ) => url.pathname.split( '/' ).pop() )
					.sort()
			).toEqual( [ 'pages', 'posts' ] );
			for ( const url of requests ) {
				expect( url.searchParams.get( 'filter[taxonomy]' ) ).toBe(
					'persona'
				);
				expect( url.searchParams.get( 'filter[term]' ) ).toBe(
					'Nursing'
				);
			}
			expect( await axeViolations( site ) ).toEqual( [] );
		}
	);

	test( 'a signed-in candidate without an area of interest gets the signed-out persona', async ( {
		careers,
	} ) => {
		await careers.signInAs( 'normal' );
		await expect( careers.greeting ).toHaveText( 'Welcome back, Alex!' );
		expect( ( await careers.personaTitles() ).sort() ).toEqual(
			[ ...PERSONA_TITLES.students ].sort()
		);
	} );

	test( 'a locked candidate is treated as signed out', async ( {
		careers,
		page,
	} ) => {
		await careers.signInAs( 'locked' );
		await expect( careers.signedOutBlock ).toBeVisible();
		await expect( careers.signedInBlock ).toBeHidden();
		await expect( careers.greeting ).toHaveText( '' );
		await expect( careers.signedOutToggle ).toBeVisible();
		await expect( careers.signedInToggle ).toBeHidden();
		expect( ( await careers.personaTitles() ).sort() ).toEqual(
			[ ...PERSONA_TITLES.students ].sort()
		);
		await expectNoAxeViolations( page );
	} );

	test( 'a signed-out container with a logged-out message shows it instead of the sign-in link', async ( {
		careers,
	} ) => {
		await careers.open( '/apply/' );
		await expect( careers.signedOutBlock ).toContainText(
			'Sign in to apply faster.'
		);
		await expect(
			careers.signedOutBlock.getByRole( 'link', { name: 'Sign in' } )
		).toHaveCount( 0 );
	} );
} );

test.describe( 'Sign-in menu', () => {
	test( 'works by keyboard alone: Enter and Space toggle, Escape closes and returns focus', async ( {
		careers,
		page,
	} ) => {
		await careers.open();
		const toggle = careers.signedOutToggle;
		const panelId = await toggle.getAttribute( 'aria-controls' );
		const panel = page.locator( `#${ panelId }` );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( panel ).toBeHidden();

		await careers.tabTo( toggle );
		await page.keyboard.press( 'Enter' );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect(
			panel.getByRole( 'link', { name: 'Already have a profile?' } )
		).toBeVisible();
		await expect(
			panel.getByRole( 'link', { name: 'Create a profile' } )
		).toBeVisible();
		await page.keyboard.press( 'Space' );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( panel ).toBeHidden();

		await page.keyboard.press( 'Space' );
		await page.keyboard.press( 'Tab' );
		await expect(
			panel.getByRole( 'link', { name: 'Already have a profile?' } )
		).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( panel ).toBeHidden();
		await expect( toggle ).toBeFocused();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	test( 'the sign-in modal is a real dialog: focus moves in and stays in, Escape closes it, focus comes back', async ( {
		careers,
		page,
	} ) => {
		await careers.open();
		await careers.tabTo( careers.signedOutToggle );
		await page.keyboard.press( 'Enter' );
		// The menu opened and Tab went into it, not on to the page's own
		// "Sign in" link, which opens the same dialog from elsewhere.
		await expect( careers.signedOutToggle ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		await page.keyboard.press( 'Tab' );
		await expect(
			page.getByRole( 'link', { name: 'Already have a profile?' } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );

		const dialog = careers.dialog( 'Sign in' );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByRole( 'button', { name: 'Close' } )
		).toBeFocused();
		const frame = page.frameLocator( 'dialog[open] iframe' );
		await expect(
			frame.getByRole( 'heading', { name: 'Sign in to your profile' } )
		).toBeVisible();

		// Around the dialog twice, forwards then backwards: focus never leaves.
		for ( let step = 0; step < 16; step++ ) {
			await page.keyboard.press( 'Tab' );
			expect( await careers.focusIsInDialog() ).toBe( true );
		}
		for ( let step = 0; step < 16; step++ ) {
			await page.keyboard.press( 'Shift+Tab' );
			expect( await careers.focusIsInDialog() ).toBe( true );
		}

		// Escape from inside the login page in the frame.
		await frame.getByTestId( 'demo-candidate-normal' ).focus();
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( careers.signedOutToggle ).toBeFocused();
	} );

	test(
		'signing in inside the modal closes it and the page follows without a reload',
		{ tag: '@smoke' },
		async ( { site, careers } ) => {
			await careers.open();
			await recordAnnouncementsFromNow( site );
			await careers.signedOutToggle.click();
			await site
				.getByRole( 'link', { name: 'Already have a profile?' } )
				.click();
			await careers
				.dialogFrame()
				.getByTestId( 'demo-candidate-interest' )
				.focus();
			await site.press( 'Enter' );
			await expect( careers.dialog( 'Sign in' ) ).toBeHidden();
			await expect( careers.greeting ).toHaveText(
				'Welcome back, Jordan!'
			);
			await expect( careers.signedInToggle ).toBeFocused();
			expect( ( await careers.personaTitles() ).sort() ).toEqual(
				[ ...PERSONA_TITLES.nursing ].sort()
			);
			expect( await announcementsOf( site ) ).toContain(
				'You are signed in.'
			);
		}
	);

	test( 'the sign-in link of a signed-out container opens the same modal', async ( {
		careers,
		page,
	} ) => {
		await careers.open();
		const link = careers.signedOutBlock.getByRole( 'link', {
			name: 'Sign in',
		} );
		await link.focus();
		await page.keyboard.press( 'Enter' );
		await expect( careers.dialog( 'Sign in' ) ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( link ).toBeFocused();
	} );

	test( '“Create a profile” opens the lead-capture modal with the join page', async ( {
		careers,
		page,
	} ) => {
		await careers.open();
		await careers.tabTo( careers.signedOutToggle );
		await page.keyboard.press( 'Enter' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Enter' );
		const dialog = careers.dialog( 'Create a profile' );
		await expect( dialog ).toBeVisible();
		await expect(
			page
				.frameLocator( 'dialog[open] iframe' )
				.getByRole( 'heading', { name: 'Create your profile' } )
		).toBeVisible();
		// The dialog and the page in it (the page behind is inert).
		await expectNoAxeViolations( page, 'dialog[open]' );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( careers.signedOutToggle ).toBeFocused();
	} );

	test( 'on the apply page “Create a profile” goes to /profile/join/', async ( {
		careers,
		page,
	} ) => {
		await careers.open( '/apply/' );
		await careers.signedOutToggle.click();
		await page.getByRole( 'link', { name: 'Create a profile' } ).click();
		await page.waitForURL( '**/profile/join/' );
		await expect(
			page.getByRole( 'heading', { name: 'Create your profile' } )
		).toBeVisible();
	} );

	test( 'with the modals off, the links go to the login and join pages; login by a replace navigation', async ( {
		careers,
		page,
		requestUtils,
	} ) => {
		const restore = await patchPluginSettings( requestUtils, {
			signin_modal: false,
			lead_capture_modal: false,
		} );
		try {
			await careers.open();
			await expect( page.locator( 'dialog' ) ).toHaveCount( 0 );
			const historyBefore = await page.evaluate( () => history.length );
			await careers.signedOutToggle.click();
			await page
				.getByRole( 'link', { name: 'Already have a profile?' } )
				.click();
			await page.waitForURL(
				( url ) =>
					url.pathname === '/profile/login/' &&
					url.searchParams.get( 'returnTo' ) === '/careers/'
			);
			expect( await page.evaluate( () => history.length ) ).toBe(
				historyBefore
			);

			await careers.open();
			await careers.signedOutToggle.click();
			await page
				.getByRole( 'link', { name: 'Create a profile' } )
				.click();
			await page.waitForURL( '**/profile/join/' );
		} finally {
			await restore();
		}
	} );

	test(
		'signed in: the profile link, and Log out signs the candidate out',
		{ tag: '@smoke' },
		async ( { site, careers } ) => {
			await careers.signInAs( 'interest' );
			await careers.tabTo( careers.signedInToggle );
			await site.press( 'Enter' );
			await expect(
				site.getByRole( 'link', { name: 'My profile' } )
			).toHaveAttribute( 'href', '/profile/' );
			await site.press( 'Tab' );
			await site.press( 'Tab' );
			await expect(
				site.getByRole( 'button', { name: 'Log out' } )
			).toBeFocused();
			await site.press( 'Enter' );
			// The demo settings send the candidate home after sign-out.
			await site.waitForURL( ( url ) => url.pathname === '/' );
			await careers.open();
			await expect( careers.signedOutToggle ).toBeVisible();
			await expect( careers.signedOutBlock ).toBeVisible();
			await expect( careers.signedInBlock ).toBeHidden();
		}
	);

	test( 'on a small screen it opens by click only, not by hover', async ( {
		careers,
		page,
	} ) => {
		await page.setViewportSize( { width: 375, height: 740 } );
		await careers.open();
		await careers.signedOutToggle.hover();
		await expect( careers.signedOutToggle ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
		await careers.signedOutToggle.click();
		await expect( careers.signedOutToggle ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
	} );

	test( 'on a wide screen hover opens it and leaving closes it', async ( {
		careers,
		page,
	} ) => {
		await careers.open();
		await careers.signedOutToggle.hover();
		await expect( careers.signedOutToggle ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		await page.mouse.move( 5, 700 );
		await expect( careers.signedOutToggle ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
	} );
} );

test.describe( 'Sign-in menu on an iPad', () => {
	// iPadOS names itself in the user agent in apps and older Safari.
	test.use( {
		viewport: { width: 1024, height: 768 },
		userAgent:
			'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
		hasTouch: true,
	} );

	test( 'a wide iPad screen still opens it by tap only', async ( {
		careers,
	} ) => {
		await careers.open();
		await careers.signedOutToggle.hover();
		await expect( careers.signedOutToggle ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
		await careers.signedOutToggle.tap();
		await expect( careers.signedOutToggle ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
	} );
} );

test.describe( 'Persona content', () => {
	test( 'titles are shown as text, never as HTML', async ( {
		careers,
		page,
		requestUtils,
	} ) => {
		const [ sales ] = await requestUtils.rest< Array< { id: number } > >( {
			path: '/wp/v2/personas',
			params: { slug: 'sales' },
		} );
		const title =
			'Sales <em>tips</em> & <img src=x onerror="window.__pwned=1"> tricks';
		const created = await requestUtils.rest< { id: number } >( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: { title, status: 'publish', personas: [ sales.id ] },
		} );
		const restore = await patchPluginSettings( requestUtils, {
			persona_not_logged_in: 'sales',
		} );
		try {
			await careers.open();
			await expect(
				careers.personaLinks.filter( { hasText: 'Sales' } ).first()
			).toBeVisible();
			const texts = await careers.personaTitles();
			expect( texts ).toContain(
				'Sales <em>tips</em> & <img src=x onerror="window.__pwned=1"> tricks'
			);
			await expect( careers.persona.locator( 'em, img' ) ).toHaveCount(
				0
			);
			expect(
				await page.evaluate(
					() => ( window as { __pwned?: number } ).__pwned
				)
			).toBeUndefined();
		} finally {
			await restore();
			await requestUtils.rest( {
				path: `/wp/v2/posts/${ created.id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
	} );

	test( 'the loading state is visible and announced', async ( {
		careers,
		page,
	} ) => {
		let release = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route(
			/\/wp-json\/wp\/v2\/(posts|pages)\?/,
			async ( route ) => {
				await held;
				await route.continue();
			}
		);
		await recordAnnouncements( page );
		// A signed-in candidate's list comes from the REST API.
		await careers.signInAs( 'interest' );
		await expect(
			careers.persona.getByText( 'Loading content for you…' )
		).toBeVisible();
		await expect
			.poll( () => announcements( page ) )
			.toContain( 'Loading content for you…' );
		release();
		await expect( careers.personaLinks ).toHaveCount( 2 );
		await expect( careers.liveRegion ).toHaveText( '2 items loaded.' );
	} );

	test( 'the empty state is visible and announced', async ( {
		careers,
		page,
		requestUtils,
	} ) => {
		const term = await requestUtils.rest< { id: number } >( {
			path: '/wp/v2/personas',
			method: 'POST',
			data: { name: 'Veterans', slug: 'veterans' },
		} );
		const restore = await patchPluginSettings( requestUtils, {
			persona_not_logged_in: 'veterans',
		} );
		try {
			const requests = recordPersonaRequests( page );
			await careers.open();
			// Rendered by the server for visitors: in view, nothing asked.
			await expect(
				careers.persona.getByText( 'Nothing to show here yet.' )
			).toBeVisible();
			await expect( careers.personaLinks ).toHaveCount( 0 );
			expect( requests ).toEqual( [] );
			// An area with no posts, told to the chat: asked, and announced.
			await page.evaluate( () =>
				window.careersFrontend?.runtime?.storage.set( 'candidate', {
					areaInterest: 'Veterans',
					from_chat: true,
				} )
			);
			await expect( careers.liveRegion ).toHaveText(
				'Nothing to show here yet.'
			);
			await expect(
				careers.persona.getByText( 'Nothing to show here yet.' )
			).toBeVisible();
			expect( requests ).toHaveLength( 2 );
		} finally {
			await restore();
			await requestUtils.rest( {
				path: `/wp/v2/personas/${ term.id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
	} );

	test( 'the REST query refuses another taxonomy, a missing term and a term or persona with no slug with a 400 naming the parameter; a good term lists exactly the tagged posts', async ( {
		request,
	} ) => {
		const refused: Array< [ string, string, string ] > = [
			[
				'filter[taxonomy]=category&filter[term]=nursing',
				'filter',
				'filter[taxonomy] must be persona: no other taxonomy can be filtered here.',
			],
			[
				'filter[taxonomy]=persona',
				'filter',
				'filter[term] is missing: give a persona slug, such as nursing.',
			],
			[
				'filter[taxonomy]=persona&filter[term]=nursing&filter[orderby]=id',
				'filter',
				'filter[orderby] is not supported: give only filter[taxonomy]=persona and filter[term]={slug}.',
			],
			[
				'filter[taxonomy]=persona&filter[term]=!!',
				'filter',
				'filter[term] has no letters or digits, so it names no persona: give a persona slug, such as nursing.',
			],
			[
				'persona=-',
				'persona',
				'persona has no letters or digits, so it names no persona: give a persona slug, such as students.',
			],
		];
		for ( const [ query, param, message ] of refused ) {
			const response = await request.get(
				`/wp-json/wp/v2/posts?${ query }`
			);
			expect( response.status(), query ).toBe( 400 );
			const body = ( await response.json() ) as {
				message: string;
				data: { params: Record< string, string > };
			};
			expect( body.message, query ).toBe(
				`Invalid parameter(s): ${ param }`
			);
			expect( body.data.params[ param ], query ).toBe( message );
		}

		// The demo's area (the candidate's area of interest as stored, a
		// name) against the tagging itself, through core's own term query.
		const [ nursing ] = ( await (
			await request.get( '/wp-json/wp/v2/personas?slug=nursing' )
		).json() ) as Array< { id: number } >;
		const titles: string[] = [];
		for ( const type of [ 'posts', 'pages' ] ) {
			const list = async ( query: string ) => {
				const response = await request.get(
					`/wp-json/wp/v2/${ type }?${ query }&_fields=id,title&per_page=100`
				);
				expect( response.status(), `${ type }?${ query }` ).toBe( 200 );
				return ( await response.json() ) as Array< {
					id: number;
					title: { rendered: string };
				} >;
			};
			const filtered = await list(
				'filter[taxonomy]=persona&filter[term]=Nursing'
			);
			const tagged = await list( `personas=${ nursing.id }` );
			expect( filtered.map( ( item ) => item.id ).sort() ).toEqual(
				tagged.map( ( item ) => item.id ).sort()
			);
			titles.push( ...filtered.map( ( item ) => item.title.rendered ) );
		}
		expect( titles.sort() ).toEqual( [ ...PERSONA_TITLES.nursing ].sort() );
	} );

	test( 'results are kept for the page session: a reload asks nothing', async ( {
		careers,
		page,
	} ) => {
		const requests = recordPersonaRequests( page );
		await careers.signInAs( 'interest' );
		expect( await careers.personaTitles() ).toHaveLength( 2 );
		expect( requests ).toHaveLength( 2 );
		await page.reload();
		expect( ( await careers.personaTitles() ).sort() ).toEqual(
			[ ...PERSONA_TITLES.nursing ].sort()
		);
		expect( requests ).toHaveLength( 2 );
	} );
} );

/**
 * Cumulative layout shift 0, except the theme header's growth while the
 * HTML was still arriving (see accountableShift), which is recorded as an
 * annotation of the test rather than hidden.
 *
 * @param report Probe report of one page load.
 * @param load   Which load, for the message.
 */
function expectNoLayoutShift( report: ProbeReport, load: number ): void {
	const { value, excused } = accountableShift( report );
	expect(
		value,
		`load ${ load }: ${ JSON.stringify( report.shifts ) }`
	).toBe( 0 );
	if ( excused.length > 0 ) {
		test.info().annotations.push( {
			type: 'theme header painted while the page was still arriving',
			description: `load ${ load }: ${ JSON.stringify( excused ) }`,
		} );
	}
}

test.describe( 'No flash of the wrong state, no layout shift', () => {
	test.beforeEach( ( { page } ) => refuseWebFonts( page ) );

	test( 'over 20 reloads a signed-in candidate never sees a signed-out block, from the first frame, and nothing shifts', async ( {
		careers,
		page,
	} ) => {
		test.setTimeout( 120_000 );
		await careers.signInAs( 'interest' );
		await installFirstPaintProbe( page, '.careers-when-signed-out' );
		for ( let load = 1; load <= 20; load++ ) {
			await page.reload();
			await expect( careers.greeting ).toHaveText(
				'Welcome back, Jordan!'
			);
			await careers.personaTitles();
			const report = await readProbe( page );
			expect( report.violations, `load ${ load }` ).toEqual( [] );
			expect(
				report.checksBeforeDomContentLoaded,
				`load ${ load }`
			).toBeGreaterThan( 0 );
			expect( report.frames, `load ${ load }` ).toBeGreaterThan( 0 );
			expectNoLayoutShift( report, load );
		}
	} );

	test( 'a signed-in candidate without an area of interest, with no signed-out persona set, is invited to choose one: seen, announced, linked to the profile, and nothing shifts', async ( {
		careers,
		page,
		requestUtils,
	} ) => {
		// Without a signed-out persona the block is painted for signed-in
		// candidates only, its rows reserved: it must not collapse for one
		// who has no area of interest.
		const restore = await patchPluginSettings( requestUtils, {
			persona_not_logged_in: '',
		} );
		try {
			await careers.signInAs( 'normal' );
			await installFirstPaintProbe( page, '.careers-when-signed-out' );
			await recordAnnouncements( page );
			const note =
				'Choose your area of interest in your profile to see content picked for you.';
			for ( let load = 1; load <= 5; load++ ) {
				await page.reload();
				await expect( careers.greeting ).toHaveText(
					'Welcome back, Alex!'
				);
				await expect( careers.persona ).toBeVisible();
				await expect(
					careers.persona.getByText( /in your profile to see/ )
				).toHaveText( note );
				const report = await readProbe( page );
				expect( report.violations, `load ${ load }` ).toEqual( [] );
				expectNoLayoutShift( report, load );
			}
			await expect(
				careers.persona.getByRole( 'link', {
					name: 'Choose your area of interest',
				} )
			).toHaveAttribute( 'href', '/profile/' );
			await expect.poll( () => announcements( page ) ).toContain( note );
			await expectNoAxeViolations(
				page,
				'.wp-block-careers-frontend-persona-content'
			);
		} finally {
			await restore();
		}
	} );

	test( 'a signed-out visitor never sees a signed-in block, and nothing shifts', async ( {
		careers,
		page,
	} ) => {
		await installFirstPaintProbe( page, '.careers-when-signed-in' );
		for ( let load = 1; load <= 5; load++ ) {
			await careers.open();
			await careers.personaTitles();
			const report = await readProbe( page );
			expect( report.violations, `load ${ load }` ).toEqual( [] );
			expect(
				report.checksBeforeDomContentLoaded,
				`load ${ load }`
			).toBeGreaterThan( 0 );
			expectNoLayoutShift( report, load );
		}
	} );
} );

test.describe( 'Editor', () => {
	// Back to the admin's session for the editor.
	test.use( { storageState: process.env.STORAGE_STATE_PATH } );
	// A block editor session: over 60 s in CI while other workers' stacks
	// start beside it on two cores (2026-11-28, chat-editor.spec.ts).
	test.describe.configure( { timeout: 120_000 } );

	test( 'the container explains itself, previews both audiences and greets by a sample name', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'Container preview' } );
		await editor.insertBlock( { name: 'careers-frontend/auth-container' } );
		const canvas = await editorCanvas( page );
		const block = canvas.locator(
			'[data-type="careers-frontend/auth-container"]'
		);
		await expect(
			block.getByText( 'Only for signed-in candidates' )
		).toBeVisible();
		await expect(
			block.getByText( /Add the blocks only signed-in candidates see/ )
		).toBeVisible();

		await page
			.getByRole( 'textbox', { name: 'Greeting' } )
			.fill( 'Welcome back, {firstName}!' );
		await expect( block.getByText( 'Welcome back, Alex!' ) ).toBeVisible();

		await editor.clickBlockToolbarButton( 'Signed out' );
		await expect(
			block.getByText( 'Signed-out visitors do not see this block.' )
		).toBeVisible();
		await editor.clickBlockToolbarButton( 'Signed in' );
		await expect(
			block.getByText( 'Signed-out visitors do not see this block.' )
		).toHaveCount( 0 );
	} );

	test( 'the menu previews the signed-out and the signed-in submenu', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'Menu preview' } );
		await editor.insertBlock( { name: 'careers-frontend/signin-menu' } );
		const canvas = await editorCanvas( page );
		const block = canvas.locator(
			'[data-type="careers-frontend/signin-menu"]'
		);
		for ( const text of [
			'Sign in',
			'Already have a profile?',
			'Create a profile',
		] ) {
			await expect(
				block.getByText( text, { exact: true } )
			).toBeVisible();
		}
		await editor.clickBlockToolbarButton( 'Signed in' );
		for ( const text of [ 'My account', 'My profile', 'Log out' ] ) {
			await expect(
				block.getByText( text, { exact: true } )
			).toBeVisible();
		}
	} );

	test( 'the persona block previews a candidate’s list and says what signed-out visitors get', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'Persona preview' } );
		await editor.insertBlock( {
			name: 'careers-frontend/persona-content',
		} );
		const canvas = await editorCanvas( page );
		const block = canvas.locator(
			'[data-type="careers-frontend/persona-content"]'
		);
		await page
			.getByRole( 'combobox', {
				name: 'Preview for a candidate interested in',
			} )
			.selectOption( 'nursing' );
		await expect( block.getByRole( 'link' ) ).toHaveText( [
			...PERSONA_TITLES.nursing,
		] );
		await editor.clickBlockToolbarButton( 'Signed out' );
		await expect(
			block.getByText( /when neither is set, they see nothing/ )
		).toBeVisible();
		await page
			.getByRole( 'textbox', { name: 'Persona for signed-out visitors' } )
			.fill( 'students' );
		await expect( block.getByRole( 'link' ) ).toHaveCount( 2 );
	} );
} );
