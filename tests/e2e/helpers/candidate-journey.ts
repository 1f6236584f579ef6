/**
 * A candidate's whole visit to a post that holds the plugin's blocks beside
 * what an Author wrote (quality-security-named-elements, -breakouts): the
 * containers, the sign-in menu, the persona list, the chat through to job
 * results and Log out, signed out, then signed in, then signed out again,
 * with or without the site's strict nonce-based policy, in any engine.
 */
import type { PlaywrightTestOptions } from '@playwright/test';

import { CHUNK_LIST_GLOBAL } from '../../../src/shared/page-global';
import { STRICT_CSP, STRICT_CSP_COOKIE } from '../corpus/strict-csp';
import type { EngineSite } from '../engines/site';
import type { ConsoleEntry } from '../engines/types';
import { expect } from '../fixtures';
import { PERSONA_TITLES, type CareersPage } from '../pages/careers-page';
import type { ChatPage } from '../pages/chat-page';
import { pluginConsoleProblems } from './console';

/**
 * A browser state holding these cookies for the site, for `test.use`.
 *
 * @param cookies Names and values, such as the strict policy's.
 */
export function siteCookies(
	...cookies: Array< { name: string; value: string } >
): PlaywrightTestOptions[ 'storageState' ] {
	return {
		cookies: cookies.map( ( cookie ) => ( {
			...cookie,
			domain: new URL( process.env.WP_BASE_URL ?? 'http://127.0.0.1' )
				.hostname,
			path: '/',
			expires: -1,
			httpOnly: false,
			secure: false,
			sameSite: 'Lax' as const,
		} ) ),
		origins: [],
	};
}

/** The strict policy's cookie, for `siteCookies`. */
export { STRICT_CSP_COOKIE };

interface ViolationsWindow {
	__violations?: string[];
}

/**
 * From now on, keep the page's policy violations.
 *
 * @param site The page.
 */
function recordViolations( site: EngineSite ): Promise< void > {
	return site.evaluate( () => {
		const seen: string[] = [];
		( window as ViolationsWindow ).__violations = seen;
		document.addEventListener( 'securitypolicyviolation', ( event ) =>
			seen.push( `${ event.effectiveDirective } ${ event.blockedURI }` )
		);
	} );
}

function violations( site: EngineSite ): Promise< string[] | undefined > {
	return site.evaluate( () => ( window as ViolationsWindow ).__violations );
}

export interface JourneyPages {
	site: EngineSite;
	careers: CareersPage;
	chat: ChatPage;
}

export interface JourneyOptions {
	/** Whether the site sends its strict policy (the cookie asks for it). */
	strictCsp: boolean;
	/** On the page as it loaded, before the candidate does anything. */
	onLoad?: () => Promise< void >;
	/** Opens the chat (by default, a click on its launcher). */
	openChat?: () => Promise< void >;
	/** Once the chat has listed jobs, its window still open. */
	afterChat?: () => Promise< void >;
}

/**
 * The candidate's journey on the post, signed out, then signed in, then
 * signed out again by the menu's Log out. Returns the console's
 * deprecations, warnings and errors that name the plugin.
 *
 * @param pages    The page and its page objects.
 * @param postPath The post's path.
 * @param options  The policy, and checks on the way.
 */
export async function candidateJourney(
	pages: JourneyPages,
	postPath: string,
	options: JourneyOptions
): Promise< ConsoleEntry[] > {
	const { site, careers, chat } = pages;
	const { strictCsp } = options;
	await careers.open( postPath );
	if ( strictCsp ) {
		// The site sent the policy (the cookie asks for it).
		expect(
			await site.evaluate( async () =>
				( await fetch( location.href ) ).headers.get(
					'content-security-policy'
				)
			)
		).toMatch( STRICT_CSP );
		await recordViolations( site );
	}
	await options.onLoad?.();

	// Signed out: the containers, the menu, the persona list.
	await expect( site.locator( 'html' ) ).toHaveAttribute(
		'data-careers-candidate',
		'signed-out'
	);
	await expect( careers.signedOutBlock ).toBeVisible();
	await expect( careers.signedInBlock ).toBeHidden();
	await expect( careers.signedOutToggle ).toBeVisible();
	expect( ( await careers.personaTitles() ).sort() ).toEqual(
		[ ...PERSONA_TITLES.students ].sort()
	);

	// The chat, through to job results; its chunks come on the runtime's
	// own list, not on an element named like it.
	await ( options.openChat ?? ( () => chat.open() ) )();
	await chat.say( 'Austin, TX' );
	await chat.choose( 'Nursing' );
	await expect( chat.jobLinks().first() ).toBeVisible();
	expect(
		await site.evaluate(
			( list ) =>
				Array.isArray(
					( window as unknown as Record< string, unknown > )[ list ]
				),
			CHUNK_LIST_GLOBAL
		)
	).toBe( true );
	await options.afterChat?.();
	await site.press( 'Escape' );
	await expect( chat.dialog ).toBeHidden();
	if ( strictCsp ) {
		// The menu's part and the chat's scripts came with the nonce.
		expect( await violations( site ) ).toEqual( [] );
	}

	// Signed in: the containers, the greeting, the menu, the persona list.
	await careers.signInAs( 'interest', postPath );
	await expect( careers.signedInBlock ).toBeVisible();
	await expect( careers.greeting ).toHaveText( 'Welcome back, Jordan!' );
	await expect( careers.signedOutBlock ).toBeHidden();
	await expect( careers.signedInToggle ).toBeVisible();
	expect( ( await careers.personaTitles() ).sort() ).toEqual(
		[ ...PERSONA_TITLES.nursing ].sort()
	);

	// Log out, from the menu: the demo settings send the candidate home.
	await careers.signedInToggle.click();
	await site.getByRole( 'button', { name: 'Log out' } ).click();
	await site.waitForURL( ( url ) => url.pathname === '/' );
	await careers.open( postPath );
	await expect( careers.signedOutToggle ).toBeVisible();
	await expect( careers.signedOutBlock ).toBeVisible();
	await expect( careers.signedInBlock ).toBeHidden();

	return pluginConsoleProblems( await site.console() );
}
