/**
 * The strict, nonce-based Content-Security-Policy a careful site sends:
 * `script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri
 * 'none'`. The development site sends it itself (mu-plugin
 * careers-dev-csp.php) when a request carries the cookie below, and gives
 * the nonce to scripts through WordPress's script attribute filters, as a
 * site's security plugin does. So only what goes through WordPress's
 * printers, or what a nonced script creates with the nonce, runs.
 */
import type { Page } from '@playwright/test';

export const STRICT_CSP_COOKIE = { name: 'careers_csp', value: 'strict' };

export const STRICT_CSP =
	/^script-src 'nonce-[A-Za-z0-9_-]{20,}' 'strict-dynamic'; object-src 'none'; base-uri 'none'$/;

export interface CspViolation {
	directive: string;
	blocked: string;
	sample: string;
}

interface CspWindow {
	__cspViolations?: CspViolation[];
}

/**
 * Ask the site for the strict policy on every page, and record violations
 * from the first moment of each page.
 *
 * @param page The page.
 * @param site The site's origin.
 */
export async function askForStrictCsp(
	page: Page,
	site: string
): Promise< void > {
	await page.context().addCookies( [ { ...STRICT_CSP_COOKIE, url: site } ] );
	await page.addInitScript( () => {
		const target = window as CspWindow;
		target.__cspViolations = [];
		document.addEventListener( 'securitypolicyviolation', ( event ) => {
			target.__cspViolations?.push( {
				directive: event.effectiveDirective,
				blocked: event.blockedURI,
				sample: event.sample,
			} );
		} );
	} );
}

export function cspViolations( page: Page ): Promise< CspViolation[] > {
	return page.evaluate( () => ( window as CspWindow ).__cspViolations ?? [] );
}
