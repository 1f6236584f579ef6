/**
 * Putting a candidate into the browser the ways the site reads one: through
 * the ATS stand-in's login page (as a candidate would), or straight into
 * storage (`{org}.candidate` holding `{ date, data }`, src/runtime/storage.ts)
 * or the `xcc` cookie (src/runtime/candidate.ts), to feed odd values in.
 */
import type { BrowserContext, Page } from '@playwright/test';

import type { DemoKey } from '../services/ats/demo-candidates';

/**
 * Sign in on the stand-in's login page and come back to `returnTo`.
 *
 * @param page     Page on the WordPress origin.
 * @param who      Demo candidate (dev/services/ats/demo-candidates.ts).
 * @param returnTo Path to come back to.
 */
export async function signInThroughAts(
	page: Page,
	who: DemoKey,
	returnTo = '/careers/'
): Promise< void > {
	await page.goto(
		`/profile/login/?returnTo=${ encodeURIComponent( returnTo ) }`
	);
	await page.getByTestId( `demo-candidate-${ who }` ).click();
	await page.waitForURL( ( url ) => url.pathname === returnTo );
}

/**
 * A candidate record as the tracking app keeps it (storage or the `xcc`
 * cookie), under the id of the demo candidate "interest" (Jordan Lee), with
 * the names and area a test needs.
 *
 * @param firstName    First name.
 * @param lastName     Last name.
 * @param areaInterest Area of interest.
 */
export function trackedCandidate(
	firstName = 'Jordan',
	lastName = 'Lee',
	areaInterest = 'Nursing'
) {
	return {
		candidateId: '100567',
		firstName,
		lastName,
		areaInterest,
		isLocked: false,
	};
}

/**
 * The stored item as the tracking app writes it.
 *
 * @param data Stored data (the app stores objects as they are).
 * @param now  Time of writing, ms.
 */
export function storageItem( data: unknown, now = Date.now() ): string {
	return JSON.stringify( { date: String( now ), data } );
}

/**
 * Write `{org}.candidate` into local storage before any page script runs,
 * on every page the context opens.
 *
 * @param context      Browser context.
 * @param organization Storage prefix (setting organization_name).
 * @param candidate    Candidate data, any shape.
 */
export async function seedStoredCandidate(
	context: BrowserContext,
	organization: string,
	candidate: unknown
): Promise< void > {
	await context.addInitScript(
		( [ key, item ] ) => {
			try {
				window.localStorage.setItem( key, item );
			} catch {
				// Storage blocked: the cookie is the candidate's only trace.
			}
		},
		[ `${ organization }.candidate`, storageItem( candidate ) ] as const
	);
}

/**
 * Set the `xcc` cookie as the tracking app does (URI-encoded JSON).
 *
 * @param context   Browser context.
 * @param baseUrl   Site URL.
 * @param candidate Candidate data, any shape.
 */
export async function setCandidateCookie(
	context: BrowserContext,
	baseUrl: string,
	candidate: unknown
): Promise< void > {
	await context.addCookies( [
		{
			name: 'xcc',
			value: encodeURIComponent( JSON.stringify( candidate ) ),
			url: baseUrl,
		},
	] );
}
