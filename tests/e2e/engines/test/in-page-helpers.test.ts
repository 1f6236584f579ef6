/**
 * The in-page half of locator resolution, in jsdom: what each step finds,
 * as Playwright's locators would.
 */

/**
 * Internal dependencies
 */
import { inspect, resolve, single, textMatches } from '../in-page/helpers';
import type { Step } from '../types';

const text = ( value: string, exact = false ): Step => ( {
	kind: 'text',
	text: { text: value },
	exact,
} );

afterEach( () => {
	jest.restoreAllMocks();
} );

beforeEach( () => {
	document.body.innerHTML = `
		<nav aria-label="Candidate profile">
			<button type="button" aria-expanded="false">Sign in</button>
			<button type="button" disabled>Sign out</button>
		</nav>
		<main>
			<label for="message">Your message</label>
			<input id="message" value="Austin, TX" />
			<ul class="jobs">
				<li><a href="/a">Night nurse</a></li>
				<li><a href="/b">Day nurse</a></li>
				<li><a href="/c">Sales lead</a></li>
			</ul>
			<p data-testid="greeting">Welcome <strong>back</strong>, Ada</p>
			<div hidden><button type="button">Hidden button</button></div>
		</main>`;
} );

describe( 'textMatches', () => {
	it( 'matches a string anywhere, ignoring case and runs of spaces, or whole with exact', () => {
		expect(
			textMatches( '  Sign\n in ', { text: 'sign in' }, false )
		).toBe( true );
		expect( textMatches( 'Sign in', { text: 'sign in' }, true ) ).toBe(
			false
		);
		expect( textMatches( 'Sign in', { text: 'Sign in' }, true ) ).toBe(
			true
		);
		expect( textMatches( 'Sign in', { text: 'Sign' }, true ) ).toBe(
			false
		);
	} );

	it( 'tests a pattern as it is', () => {
		expect(
			textMatches( 'Sign in', { source: '^sign', flags: 'i' }, true )
		).toBe( true );
		expect(
			textMatches( 'Sign in', { source: '^sign', flags: '' }, false )
		).toBe( false );
	} );
} );

describe( 'resolve', () => {
	it( 'finds by role and accessible name inside what the step before found', () => {
		const found = resolve(
			[
				{
					kind: 'role',
					role: 'navigation',
					name: { text: 'candidate' },
					exact: false,
				},
				{
					kind: 'role',
					role: 'button',
					name: { text: 'Sign in' },
					exact: true,
				},
			],
			document
		);
		expect( found.map( ( element ) => element.textContent ) ).toEqual( [
			'Sign in',
		] );
	} );

	it( 'leaves out what is hidden from assistive technology, as Playwright’s getByRole does', () => {
		const buttons = resolve(
			[ { kind: 'role', role: 'button', exact: false } ],
			document
		);
		expect( buttons.map( ( element ) => element.textContent ) ).toEqual( [
			'Sign in',
			'Sign out',
		] );
	} );

	it( 'finds a field by its label, and by CSS and test id', () => {
		expect(
			resolve(
				[ { kind: 'label', text: { text: 'message' }, exact: false } ],
				document
			)
		).toEqual( [ document.getElementById( 'message' ) ] );
		expect(
			resolve( [ { kind: 'css', selector: '.jobs a' } ], document )
		).toHaveLength( 3 );
		expect(
			resolve( [ { kind: 'testId', id: 'greeting' } ], document )[ 0 ]
				.tagName
		).toBe( 'P' );
	} );

	it( 'finds by text the elements whose own text matches, not their ancestors', () => {
		const found = resolve( [ text( 'nurse' ) ], document );
		expect( found.map( ( element ) => element.tagName ) ).toEqual( [
			'A',
			'A',
		] );
		// Text across children belongs to the element that holds it all.
		expect(
			resolve( [ text( 'Welcome back, Ada', true ) ], document ).map(
				( element ) => element.tagName
			)
		).toEqual( [ 'P' ] );
	} );

	it( 'picks by index, from the end when negative, in document order', () => {
		const links: Step = { kind: 'css', selector: '.jobs a' };
		const names = ( steps: Step[] ) =>
			resolve( steps, document ).map(
				( element ) => element.textContent
			);
		expect( names( [ links, { kind: 'nth', index: 0 } ] ) ).toEqual( [
			'Night nurse',
		] );
		expect( names( [ links, { kind: 'nth', index: -1 } ] ) ).toEqual( [
			'Sales lead',
		] );
		expect( names( [ links, { kind: 'nth', index: 5 } ] ) ).toEqual( [] );
	} );

	it( 'filters by text it has, or has not', () => {
		const links: Step = { kind: 'css', selector: '.jobs li' };
		const names = ( steps: Step[] ) =>
			resolve( steps, document ).map( ( element ) =>
				element.textContent?.trim()
			);
		expect(
			names( [ links, { kind: 'filter', hasText: { text: 'NURSE' } } ] )
		).toEqual( [ 'Night nurse', 'Day nurse' ] );
		expect(
			names( [
				links,
				{ kind: 'filter', hasNotText: { text: 'night' } },
			] )
		).toEqual( [ 'Day nurse', 'Sales lead' ] );
	} );

	it( 'finds each element once, however many scopes contain it', () => {
		expect(
			resolve(
				[
					{ kind: 'css', selector: 'main, ul' },
					{ kind: 'css', selector: 'a' },
				],
				document
			)
		).toHaveLength( 3 );
	} );
} );

describe( 'inspect and single', () => {
	it( 'reports one element’s state, and only counts several', async () => {
		jest.spyOn(
			HTMLElement.prototype,
			'getBoundingClientRect'
		).mockReturnValue( {
			x: 1,
			y: 2,
			width: 30,
			height: 10,
		} as DOMRect );
		const button = await inspect(
			[ { kind: 'css', selector: 'nav button[disabled]' } ],
			document
		);
		expect( button ).toMatchObject( {
			count: 1,
			anyVisible: true,
			element: {
				visible: true,
				enabled: false,
				text: 'Sign out',
				attributes: { type: 'button', disabled: '' },
				box: { x: 1, y: 2, width: 30, height: 10 },
			},
		} );
		const field = await inspect(
			[ { kind: 'css', selector: '#message' } ],
			document
		);
		expect( field.element?.value ).toBe( 'Austin, TX' );
		const several = await inspect(
			[ { kind: 'css', selector: '.jobs a' } ],
			document
		);
		expect( several.count ).toBe( 3 );
		expect( several.element ).toBeUndefined();
		expect( several.texts ).toEqual( [
			'Night nurse',
			'Day nurse',
			'Sales lead',
		] );
	} );

	it( 'counts an element without a box as not visible', async () => {
		jest.spyOn(
			HTMLElement.prototype,
			'getBoundingClientRect'
		).mockReturnValue( { x: 0, y: 0, width: 0, height: 0 } as DOMRect );
		const found = await inspect(
			[ { kind: 'css', selector: 'nav button' } ],
			document
		);
		expect( found.anyVisible ).toBe( false );
	} );

	it( 'single refuses none or several, as Playwright’s strict mode does', () => {
		expect( () =>
			single( [ { kind: 'css', selector: '.jobs a' } ], document )
		).toThrow( 'expected one element, found 3' );
		expect( () =>
			single( [ { kind: 'css', selector: 'table' } ], document )
		).toThrow( 'expected one element, found 0' );
		expect(
			single( [ { kind: 'css', selector: '#message' } ], document ).id
		).toBe( 'message' );
	} );
} );
