/**
 * A strict Content-Security-Policy for a page, built from the page itself:
 * scripts only from the site, the stand-ins that serve scripts (JSONP jobs,
 * the maps script) and the SHA-256 hashes of the inline scripts the page
 * holds or will add (the chat launcher runs WordPress's inline `before`
 * and `after` code for the handles it loads, listed in `data-lazy-assets`).
 * No 'unsafe-eval', no 'unsafe-inline' for scripts.
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

import type { Services } from '../fixtures';

const INLINE_SCRIPT =
	/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

const LAZY_ASSETS = /data-lazy-assets="([^"]*)"/g;

function sha256( text: string ): string {
	return `'sha256-${ createHash( 'sha256' )
		.update( text, 'utf8' )
		.digest( 'base64' ) }'`;
}

function decodeAttribute( value: string ): string {
	return value
		.replace( /&quot;/g, '"' )
		.replace( /&#0?39;/g, "'" )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&amp;/g, '&' );
}

function lazyInlineCode( html: string ): string[] {
	const code: string[] = [];
	for ( const [ , raw ] of html.matchAll( LAZY_ASSETS ) ) {
		const assets: unknown = JSON.parse( decodeAttribute( raw ) );
		const scripts =
			typeof assets === 'object' &&
			assets !== null &&
			Array.isArray( ( assets as { scripts?: unknown } ).scripts )
				? ( assets as { scripts: Array< Record< string, unknown > > } )
						.scripts
				: [];
		for ( const script of scripts ) {
			for ( const part of [ script.before, script.after ] ) {
				if ( typeof part === 'string' && part !== '' ) {
					code.push( part );
				}
			}
		}
	}
	return code;
}

function origin( url: string ): string {
	return new URL( url ).origin;
}

/**
 * @param html     The document (served from the site: 'self').
 * @param services The stand-ins the page talks to.
 */
export function strictPolicy( html: string, services: Services ): string {
	const hashes = new Set( [
		...Array.from( html.matchAll( INLINE_SCRIPT ), ( match ) =>
			sha256( match[ 1 ] )
		),
		...lazyInlineCode( html ).map( sha256 ),
	] );
	const aws = [
		services[ 'cognito-identity' ],
		services[ 'lex-runtime-v2' ],
		services[ 'lex-runtime-v1' ],
	].map( origin );
	return [
		"default-src 'self'",
		`script-src 'self' ${ origin( services.jobs ) } ${ origin(
			services.geocoder
		) } ${ [ ...hashes ].join( ' ' ) }`,
		`connect-src 'self' ${ aws.join( ' ' ) } ${ origin(
			services.geocoder
		) }`,
		`img-src 'self' data: ${ aws.join( ' ' ) }`,
		// WordPress prints inline styles; styles cannot run code.
		"style-src 'self' 'unsafe-inline'",
		"font-src 'self' data:",
		"frame-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
	].join( '; ' );
}

export interface CspViolation {
	directive: string;
	blocked: string;
	sample: string;
}

interface CspWindow {
	__cspViolations?: CspViolation[];
}

/**
 * Serve every document of the site under the strict policy, and record
 * violations from the first moment of each page.
 *
 * @param page     The page.
 * @param site     The site's origin.
 * @param services The stand-ins.
 */
export async function serveUnderStrictCsp(
	page: Page,
	site: string,
	services: Services
): Promise< void > {
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
	await page.route(
		( url ) =>
			url.origin === site &&
			! url.pathname.startsWith( '/wp-' ) &&
			! url.pathname.startsWith( '/profile/' ),
		async ( route ) => {
			if ( route.request().resourceType() !== 'document' ) {
				await route.continue();
				return;
			}
			const response = await route.fetch();
			const body = await response.text();
			await route.fulfill( {
				response,
				body,
				headers: {
					...response.headers(),
					'content-security-policy': strictPolicy( body, services ),
				},
			} );
		}
	);
}

export function cspViolations( page: Page ): Promise< CspViolation[] > {
	return page.evaluate( () => ( window as CspWindow ).__cspViolations ?? [] );
}
