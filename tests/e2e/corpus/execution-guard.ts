/**
 * Did anything hostile run? Three independent checks:
 * - a `window.__xss( id )` sentinel the corpus's payloads call;
 * - Playwright's `dialog` event (a fifth of the payloads call `alert`);
 * - a DOM scan for what should never be there: event-handler attributes,
 *   `javascript:`/`vbscript:`/`data:text/html` URLs, `srcdoc`, and script,
 *   `base`, `object`, `embed` or refresh `meta` elements carrying a payload.
 */
import type { Page } from '@playwright/test';

export interface Finding {
	kind:
		| 'sentinel'
		| 'dialog'
		| 'handler-attribute'
		| 'script-url'
		| 'srcdoc'
		| 'dangerous-element'
		| 'page-error';
	detail: string;
}

interface GuardWindow {
	__xss?: ( id: unknown ) => void;
	__xssHits?: string[];
}

/** Attributes that take a URL a browser may follow or load. */
const URL_ATTRIBUTES = [
	'href',
	'src',
	'action',
	'formaction',
	'xlink:href',
	'data',
	'poster',
	'background',
	'to',
	'values',
	'from',
	'by',
	'codebase',
	'cite',
];

/**
 * Run before every page of `page`: the sentinel. Call once per page.
 * Returns the findings collected outside the page (dialogs, page errors).
 *
 * @param page Page to guard.
 */
export async function installExecutionGuard(
	page: Page
): Promise< Finding[] > {
	const outside: Finding[] = [];
	await page.addInitScript( () => {
		const target = window as GuardWindow;
		target.__xssHits = [];
		target.__xss = ( id: unknown ) => {
			target.__xssHits?.push( String( id ) );
		};
	} );
	page.on( 'dialog', ( dialog ) => {
		outside.push( {
			kind: 'dialog',
			detail: `${ dialog.type() }: ${ dialog.message() }`,
		} );
		dialog.dismiss().catch( () => undefined );
	} );
	page.on( 'pageerror', ( error ) => {
		// A payload that half-ran can throw: worth a look, whatever it is.
		if ( /__xss|alert/.test( error.message ) ) {
			outside.push( { kind: 'page-error', detail: error.message } );
		}
	} );
	return outside;
}

/**
 * Everything found in the page now, plus the findings from outside it.
 *
 * @param page    Guarded page.
 * @param outside What installExecutionGuard returned.
 */
export async function findExecution(
	page: Page,
	outside: Finding[]
): Promise< Finding[] > {
	const inside = await page.evaluate( ( urlAttributes ) => {
		const found: Array< { kind: string; detail: string } > = [];
		const hits = ( window as GuardWindow ).__xssHits ?? [];
		for ( const id of hits ) {
			found.push( { kind: 'sentinel', detail: `__xss(${ id }) ran` } );
		}
		const label = ( element: Element ) =>
			`${ element.tagName.toLowerCase() }${
				element.id ? `#${ element.id }` : ''
			} in ${
				element.closest( '[class*="careers"]' )?.className ?? 'page'
			}`;
		const scriptScheme = ( value: string ) => {
			// Browsers drop control characters and spaces before a scheme.
			const compact = value
				.replace( /[\u0000-\u0020\u007f-\u00a0]/g, '' )
				.toLowerCase();
			return (
				compact.startsWith( 'javascript:' ) ||
				compact.startsWith( 'vbscript:' ) ||
				compact.startsWith( 'data:text/html' ) ||
				compact.startsWith( 'data:image/svg' ) ||
				compact.startsWith( 'data:application' )
			);
		};
		for ( const element of Array.from(
			document.querySelectorAll( '*' )
		) ) {
			for ( const attribute of Array.from( element.attributes ) ) {
				const name = attribute.name.toLowerCase();
				if ( name.startsWith( 'on' ) ) {
					found.push( {
						kind: 'handler-attribute',
						detail: `${ label( element ) } has ${ name }="${ attribute.value.slice(
							0,
							60
						) }"`,
					} );
				}
				if ( name === 'srcdoc' ) {
					found.push( {
						kind: 'srcdoc',
						detail: `${ label( element ) } has srcdoc`,
					} );
				}
				if (
					urlAttributes.includes( name ) &&
					scriptScheme( attribute.value )
				) {
					found.push( {
						kind: 'script-url',
						detail: `${ label(
							element
						) } ${ name }="${ attribute.value.slice( 0, 60 ) }"`,
					} );
				}
			}
			if (
				element instanceof HTMLAnchorElement &&
				[ 'javascript:', 'vbscript:' ].includes( element.protocol )
			) {
				found.push( {
					kind: 'script-url',
					detail: `${ label( element ) } resolves to ${ element.protocol }`,
				} );
			}
			const tag = element.tagName.toLowerCase();
			// WordPress prints data for scripts (`{handle}-js-before`,
			// `-after`, `-translations`) as JSON, where a payload is a
			// harmless string; so is a JSON data block that parses (the
			// plugin's server config: never run); the sentinel catches any
			// break-out.
			const isJsonData = () => {
				try {
					return (
						element.getAttribute( 'type' ) === 'application/json' &&
						( JSON.parse( element.textContent ?? '' ), true )
					);
				} catch {
					return false;
				}
			};
			if (
				[
					'script',
					'base',
					'object',
					'embed',
					'iframe',
					'meta',
				].includes( tag ) &&
				! /-js-(before|after|translations)$/.test( element.id ) &&
				! ( tag === 'script' && isJsonData() ) &&
				/__xss|alert\(/.test( element.outerHTML.slice( 0, 2000 ) )
			) {
				found.push( {
					kind: 'dangerous-element',
					detail: `${ label( element ) }: ${ element.outerHTML.slice(
						0,
						80
					) }`,
				} );
			}
		}
		return found;
	}, URL_ATTRIBUTES );
	return [ ...outside, ...( inside as Finding[] ) ];
}
