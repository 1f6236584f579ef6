/**
 * A demo candidate signing in through the ATS stand-in's login page, what the
 * browser then holds (local storage, session storage, cookies), and the ATS
 * stand-in's control endpoints (call log, faults).
 */
import type { BrowserContext, Page } from '@playwright/test';

export type DemoCandidate = 'normal' | 'interest' | 'locked' | 'sponsor';

/** Demo candidates' first names (dev/services/ats/demo-candidates.ts). */
export const FIRST_NAMES: Record< DemoCandidate, string > = {
	normal: 'Alex',
	interest: 'Jordan',
	locked: 'Casey',
	sponsor: 'Sam',
};

/** The demo stack's organisation name: the storage key prefix. */
export const ORG = 'careers';

/** Clicks, as both Playwright's locators and the engines' have them. */
interface Clickable {
	click: () => Promise< void >;
}

/**
 * What signing in and the menu need of a page: Playwright's `page` and the
 * driver-neutral `site` (tests/e2e/engines/site.ts) both fit, so the steps
 * are written once for every engine.
 */
export interface BrowsingPage {
	goto: ( path: string ) => Promise< unknown >;
	getByTestId: ( id: string ) => Clickable;
	getByRole: (
		role: 'navigation',
		options: { name: string }
	) => {
		getByRole: ( role: 'button', options: { name: string } ) => Clickable;
	};
	waitForURL: ( test: ( url: URL ) => boolean ) => Promise< unknown >;
}

/**
 * Sign in on `/profile/login/` as a demo candidate; the stand-in returns to
 * `returnTo` with a replace navigation.
 *
 * @param page     Page (or `site`) to sign in with.
 * @param who      Demo candidate.
 * @param returnTo Same-origin path to come back to.
 */
export async function signInAs(
	page: BrowsingPage,
	who: DemoCandidate,
	returnTo = '/careers/'
): Promise< void > {
	await page.goto(
		`/profile/login/?returnTo=${ encodeURIComponent( returnTo ) }`
	);
	await page.getByTestId( `demo-candidate-${ who }` ).click();
	await page.waitForURL(
		( url ) => url.pathname + url.search + url.hash === returnTo
	);
}

/** One storage area's contents, raw. */
export type StorageDump = Record< string, string >;

/**
 * Everything in the page origin's local storage.
 *
 * @param page Page on the origin.
 */
export function readLocalStorage( page: Page ): Promise< StorageDump > {
	return page.evaluate( () => ( { ...window.localStorage } ) );
}

/**
 * Everything in the page origin's session storage (this tab's).
 *
 * @param page Page on the origin.
 */
export function readSessionStorage( page: Page ): Promise< StorageDump > {
	return page.evaluate( () => ( { ...window.sessionStorage } ) );
}

/**
 * Names of the context's cookies for the site.
 *
 * @param context Browser context.
 * @param url     Site URL the cookies apply to.
 */
export async function cookieNames(
	context: BrowserContext,
	url: string
): Promise< string[] > {
	return ( await context.cookies( url ) ).map( ( cookie ) => cookie.name );
}

/**
 * The data of a `{org}.{key}` item, as the tracking app stores it.
 *
 * @param page Page on the origin.
 * @param key  Key without the organisation prefix.
 */
export async function readStoredData(
	page: Page,
	key: string
): Promise< unknown > {
	const raw = await page.evaluate(
		( name ) => window.localStorage.getItem( name ),
		`${ ORG }.${ key }`
	);
	if ( raw === null ) {
		return null;
	}
	const { data } = JSON.parse( raw ) as { data?: unknown };
	return typeof data === 'string' ? JSON.parse( data ) : data;
}

/**
 * Write items the way the tracking app does: local keys as `{ date, data }`
 * under the names given (pass them prefixed), session keys as they are.
 *
 * @param page    Page on the origin.
 * @param local   Full local-storage key → data.
 * @param session Full session-storage key → text.
 */
export async function seedStorage(
	page: Page,
	local: Record< string, unknown >,
	session: Record< string, string >
): Promise< void > {
	await page.evaluate(
		( { localItems, sessionItems } ) => {
			for ( const [ name, data ] of Object.entries( localItems ) ) {
				window.localStorage.setItem(
					name,
					JSON.stringify( { date: String( Date.now() ), data } )
				);
			}
			for ( const [ name, text ] of Object.entries( sessionItems ) ) {
				window.sessionStorage.setItem( name, text );
			}
		},
		{ localItems: local, sessionItems: session }
	);
}

/** One call the ATS stand-in recorded (`GET {ats}__calls`). */
export interface AtsCall {
	operation: string;
	at: string;
	headers?: Record< string, string >;
}

async function control(
	atsUrl: string,
	path: string,
	init: RequestInit = {}
): Promise< Response > {
	const response = await fetch( new URL( path, atsUrl ), init );
	if ( ! response.ok ) {
		throw new Error(
			`ATS stand-in ${ init.method ?? 'GET' } ${ path }: HTTP ${
				response.status
			} ${ await response.text() }`
		);
	}
	return response;
}

export async function atsCalls( atsUrl: string ): Promise< AtsCall[] > {
	return ( await ( await control( atsUrl, '__calls' ) ).json() ) as AtsCall[];
}

export async function clearAtsCalls( atsUrl: string ): Promise< void > {
	await control( atsUrl, '__calls', { method: 'DELETE' } );
}

/**
 * Make the next call of `operation` fail with `fault` (`hang`, `http500`…).
 *
 * @param atsUrl    ATS stand-in URL.
 * @param operation `Logout` or `Session`.
 * @param fault     Fault name.
 */
export async function armAtsFault(
	atsUrl: string,
	operation: 'Logout' | 'Session',
	fault: string
): Promise< void > {
	await control( atsUrl, '__faults', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( { operation, fault } ),
	} );
}

export async function clearAtsFaults( atsUrl: string ): Promise< void > {
	await control( atsUrl, '__faults', { method: 'DELETE' } );
}

/**
 * Log out through the sign-in menu: "My account", then "Log out".
 *
 * @param page Page (or `site`) showing the sign-in menu, signed in.
 */
export async function logOutFromMenu( page: BrowsingPage ): Promise< void > {
	const menu = page.getByRole( 'navigation', { name: 'Candidate profile' } );
	await menu.getByRole( 'button', { name: 'My account' } ).click();
	await menu.getByRole( 'button', { name: 'Log out' } ).click();
}

/**
 * `<html data-careers-candidate>`: what CSS and the blocks follow.
 *
 * @param page Page under test.
 */
export function rootState( page: Page ): Promise< string | null > {
	return page.evaluate( () =>
		document.documentElement.getAttribute( 'data-careers-candidate' )
	);
}
