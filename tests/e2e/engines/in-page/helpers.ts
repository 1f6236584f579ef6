/**
 * Runs inside the page, in every engine alike (bundled by bundle.ts and
 * installed as `window.__careersEngine`): finds a locator's elements the
 * way Playwright's locators do (by role and accessible name through
 * Testing Library, by label, text, test id or CSS) and reads what the
 * matchers compare, so an assertion means the same in each engine.
 */
import { queryAllByLabelText, queryAllByRole } from '@testing-library/dom';
import { computeAccessibleDescription } from 'dom-accessibility-api';

import type { SerialMatch, Step } from '../types';

export interface Box {
	x: number;
	y: number;
	width: number;
	height: number;
}

export interface ElementDetails {
	visible: boolean;
	enabled: boolean;
	focused: boolean;
	/** textContent, whitespace collapsed. */
	text: string;
	value: string | null;
	description: string;
	attributes: Record< string, string >;
	box: Box;
	/** How much of it the viewport shows (0-1), when asked. */
	viewportRatio?: number;
}

export interface Inspection {
	count: number;
	anyVisible: boolean;
	/** Each element's textContent, whitespace collapsed. */
	texts: string[];
	/** Only when exactly one element matched. */
	element?: ElementDetails;
}

const normalize = ( text: string ) => text.replace( /\s+/g, ' ' ).trim();

/**
 * Playwright's text rule: a string matches case-insensitively anywhere,
 * or exactly with `exact`; a pattern is tested as it is.
 *
 * @param value The text found.
 * @param match What to look for.
 * @param exact Whole and case-sensitive.
 */
export function textMatches(
	value: string,
	match: SerialMatch,
	exact: boolean
): boolean {
	const found = normalize( value );
	if ( 'source' in match ) {
		return new RegExp( match.source, match.flags ).test( found );
	}
	const wanted = normalize( match.text );
	return exact
		? found === wanted
		: found.toLowerCase().includes( wanted.toLowerCase() );
}

export function isVisible( element: Element ): boolean {
	const style =
		element.ownerDocument.defaultView?.getComputedStyle( element );
	if ( ! style || style.visibility !== 'visible' ) {
		return false;
	}
	const rect = element.getBoundingClientRect();
	return rect.width > 0 && rect.height > 0;
}

function isEnabled( element: Element ): boolean {
	return (
		! element.matches( ':disabled' ) &&
		! element.closest( '[aria-disabled="true"]' )
	);
}

/**
 * Elements whose own text matches, not their ancestors as well.
 * @param scope
 * @param match
 * @param exact
 */
function byText( scope: ParentNode, match: SerialMatch, exact: boolean ) {
	const found = Array.from( scope.querySelectorAll( '*' ) ).filter(
		( element ) =>
			! element.matches( 'script, style, template, head, head *' ) &&
			textMatches( element.textContent ?? '', match, exact )
	);
	return found.filter(
		( element ) =>
			! found.some(
				( other ) => other !== element && element.contains( other )
			)
	);
}

function applyStep( scope: ParentNode, step: Step ): Element[] {
	const container = scope as HTMLElement;
	switch ( step.kind ) {
		case 'css':
			return Array.from( scope.querySelectorAll( step.selector ) );
		case 'testId':
			return Array.from(
				scope.querySelectorAll(
					`[data-testid="${ CSS.escape( step.id ) }"]`
				)
			);
		case 'role': {
			const { name } = step;
			const matchName = name
				? ( accessibleName: string ) =>
						textMatches( accessibleName, name, step.exact )
				: undefined;
			return queryAllByRole( container, step.role, {
				name: matchName,
			} );
		}
		case 'label':
			return queryAllByLabelText( container, ( content: string ) =>
				textMatches( content, step.text, step.exact )
			);
		case 'text':
			return byText( scope, step.text, step.exact );
		case 'nth':
		case 'filter':
			return [];
	}
}

/**
 * Playwright's `filter( { hasText, hasNotText } )`: text anywhere inside,
 * case-insensitive for a string.
 *
 * @param elements What the steps found so far.
 * @param step     The filter.
 */
function filtered(
	elements: ParentNode[],
	step: Extract< Step, { kind: 'filter' } >
): ParentNode[] {
	const text = ( element: ParentNode ) => element.textContent ?? '';
	return elements.filter(
		( element ) =>
			( ! step.hasText ||
				textMatches( text( element ), step.hasText, false ) ) &&
			( ! step.hasNotText ||
				! textMatches( text( element ), step.hasNotText, false ) )
	);
}

/**
 * The elements a chain of steps finds, in document order.
 *
 * @param steps The locator's steps.
 * @param doc   The document to search.
 */
export function resolve( steps: readonly Step[], doc: Document ): Element[] {
	let found: ParentNode[] = [ doc ];
	for ( const step of steps ) {
		if ( step.kind === 'nth' ) {
			const index =
				step.index < 0 ? found.length + step.index : step.index;
			found = found[ index ] ? [ found[ index ] ] : [];
			continue;
		}
		if ( step.kind === 'filter' ) {
			found = filtered( found, step );
			continue;
		}
		const next = new Set< Element >();
		for ( const scope of found ) {
			applyStep( scope, step ).forEach( ( element ) =>
				next.add( element )
			);
		}
		found = Array.from( next ).sort( ( a, b ) =>
			// The DOM reports the order as bit flags.
			// eslint-disable-next-line no-bitwise
			a.compareDocumentPosition( b ) & Node.DOCUMENT_POSITION_FOLLOWING
				? -1
				: 1
		);
	}
	return found.filter( ( node ): node is Element => node !== doc );
}

function details( element: Element ): ElementDetails {
	const rect = element.getBoundingClientRect();
	const attributes: Record< string, string > = {};
	for ( const attribute of Array.from( element.attributes ) ) {
		attributes[ attribute.name ] = attribute.value;
	}
	const value =
		element instanceof HTMLInputElement ||
		element instanceof HTMLTextAreaElement ||
		element instanceof HTMLSelectElement
			? element.value
			: null;
	return {
		visible: isVisible( element ),
		enabled: isEnabled( element ),
		focused: element === element.ownerDocument.activeElement,
		text: normalize( element.textContent ?? '' ),
		value,
		description: normalize( computeAccessibleDescription( element ) ),
		attributes,
		box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
	};
}

/**
 * How much of the element the viewport shows, as Playwright's
 * toBeInViewport measures it: an IntersectionObserver's ratio, which counts
 * what scrolling containers clip.
 *
 * @param element The element.
 */
export function viewportRatio( element: Element ): Promise< number > {
	return new Promise( ( resolveRatio ) => {
		const view = element.ownerDocument.defaultView as Window &
			typeof globalThis;
		const observer = new view.IntersectionObserver( ( entries ) => {
			observer.disconnect();
			resolveRatio( entries[ entries.length - 1 ].intersectionRatio );
		} );
		observer.observe( element );
	} );
}

export interface InspectOptions {
	/** Also measure the one element's viewportRatio. */
	viewport?: boolean;
}

export async function inspect(
	steps: readonly Step[],
	doc: Document,
	options: InspectOptions = {}
): Promise< Inspection > {
	const found = resolve( steps, doc );
	const element = found.length === 1 ? details( found[ 0 ] ) : undefined;
	if ( element && options.viewport ) {
		element.viewportRatio = await viewportRatio( found[ 0 ] );
	}
	return {
		count: found.length,
		anyVisible: found.some( isVisible ),
		texts: found.map( ( item ) => normalize( item.textContent ?? '' ) ),
		element,
	};
}

/**
 * The one element of a locator, for an action or an evaluation: none or
 * several is an error, as in Playwright's strict mode.
 *
 * @param steps The locator's steps.
 * @param doc   The document to search.
 */
export function single( steps: readonly Step[], doc: Document ): Element {
	const found = resolve( steps, doc );
	if ( found.length !== 1 ) {
		throw new Error(
			`expected one element, found ${ found.length }: ${ JSON.stringify(
				steps
			) }`
		);
	}
	return found[ 0 ];
}
