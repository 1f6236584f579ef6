/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { CandidateSnapshot } from '@careers-frontend/runtime';
import { sessionStore } from '@careers-frontend/runtime';
import { startPersonaBlock } from '../persona-block';
import { createSessionCache, type FetchJson } from '../persona-source';
import type { PersonaBlockConfig } from '../types';
import {
	memoryCandidateStore,
	SIGNED_OUT,
	signedIn,
} from '../../../src/runtime/test/memory-candidate-store';

const STRINGS = {
	loading: 'Loading content for you…',
	empty: 'Nothing to show here yet.',
	error: 'This content could not be loaded. Please try again later.',
	noArea: '<a>Choose your area of interest</a> in your profile to see content picked for you.',
	loaded: [ '1 item loaded.', '2 items loaded.', '3 items loaded.' ],
	fromChat: 'Because you told our assistant you’re interested in %s.',
	fromProfile: 'Because your profile says you’re interested in %s.',
	chosen: 'Because you picked %s here.',
	visitors: 'Suggested for visitors.',
	pick: 'Show stories for another area',
	reset: 'Reset',
};

const CONFIG: PersonaBlockConfig = {
	endpoints: [
		'http://example.test/wp-json/wp/v2/posts',
		'http://example.test/wp-json/wp/v2/pages',
	],
	notLoggedIn: 'students',
	count: 3,
	visitorItems: [
		{
			id: 9,
			title: 'Your first internship',
			link: 'http://example.test/?p=9',
		},
	],
	strings: STRINGS,
	areas: [ 'Nursing', 'Sales' ],
};

const post = ( id: number, title: string ) => ( {
	id,
	title: { rendered: title },
	link: `http://example.test/?p=${ id }`,
} );

const CONTENT = {
	posts: {
		Nursing: [ post( 1, 'Night shift nursing, honestly' ) ],
		Sales: [ post( 3, 'Selling with purpose' ) ],
	},
	pages: { Nursing: [ post( 2, 'Meet our nursing teams' ) ] },
};

/**
 * Answers by post type and term, and records every request.
 * @param content Items by post type, then by term.
 */
function fakeRestApi( content: Record< string, Record< string, unknown[] > > ) {
	const requests: string[] = [];
	const fetchJson: FetchJson = ( request ) => {
		requests.push( request );
		const url = new URL( request );
		const type = url.pathname.split( '/' ).pop() ?? '';
		const term = url.searchParams.get( 'filter[term]' ) ?? '';
		return Promise.resolve( content[ type ]?.[ term ] ?? [] );
	};
	return { fetchJson, requests };
}

/**
 * The server's markup (render.php), as a visitor's page has it.
 * @param config
 */
function serverMarkup( config: PersonaBlockConfig ): HTMLElement {
	document.body.innerHTML = `
		<div id="careers-persona-content-1" class="wp-block-careers-frontend-persona-content${
			config.notLoggedIn ? '' : ' careers-when-signed-in'
		}">
			<div data-careers-persona-body>
				${
					config.notLoggedIn
						? '<ul class="careers-when-signed-out"><li><a href="http://example.test/?p=9">Your first internship</a></li></ul>'
						: ''
				}
				<p class="is-loading careers-when-signed-in">Loading content for you…</p>
			</div>
			<details><summary>Why am I seeing this?</summary><div data-careers-persona-why></div></details>
		</div>`;
	return document.getElementById( 'careers-persona-content-1' )!;
}

function start(
	fetchJson: FetchJson,
	snapshot: CandidateSnapshot = SIGNED_OUT,
	config = CONFIG
) {
	const wrapper = serverMarkup( config );
	const store = memoryCandidateStore( snapshot );
	const announce = jest.fn();
	const logger = { error: jest.fn() };
	const rememberChatArea = jest.fn(
		( current: CandidateSnapshot, area: string ) =>
			store.set( {
				...current,
				chatInterest: { ...current.chatInterest, areaInterest: area },
			} )
	);
	const forgetChatArea = jest.fn( () => store.set( SIGNED_OUT ) );
	startPersonaBlock( wrapper, config, {
		candidateStore: store,
		cache: createSessionCache( sessionStore ),
		fetchJson,
		announce,
		profileUrl: '/es/profile/',
		rememberChatArea,
		forgetChatArea,
		logger,
	} );
	return {
		wrapper,
		store,
		announce,
		logger,
		rememberChatArea,
		forgetChatArea,
	};
}

const linkTexts = () =>
	within( document.querySelector( '[data-careers-persona-body]' )! )
		.queryAllByRole( 'link' )
		.map( ( link ) => link.textContent );

const chatVisitor = ( areaInterest: string ): CandidateSnapshot => ( {
	...SIGNED_OUT,
	chatInterest: { areaInterest },
} );

beforeEach( () => window.sessionStorage.clear() );

describe( 'persona content block without React', () => {
	it( 'keeps the server’s list for a visitor, asking and announcing nothing', async () => {
		const api = fakeRestApi( CONTENT );
		const { announce } = start( api.fetchJson );
		expect( linkTexts() ).toEqual( [ 'Your first internship' ] );
		expect( screen.queryByText( 'Loading content for you…' ) ).toBeNull();
		expect( api.requests ).toEqual( [] );
		await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
		expect( announce ).not.toHaveBeenCalled();
	} );

	it( 'shows and announces loading, then lists both post types for a signed-in candidate', async () => {
		const api = fakeRestApi( CONTENT );
		const { announce } = start(
			api.fetchJson,
			signedIn( { areaInterest: 'Nursing' } )
		);
		expect( screen.getByText( 'Loading content for you…' ) ).toBeVisible();
		await waitFor( () =>
			expect( announce ).toHaveBeenCalledWith(
				'Loading content for you…'
			)
		);
		await waitFor( () =>
			expect( linkTexts() ).toEqual( [
				'Night shift nursing, honestly',
				'Meet our nursing teams',
			] )
		);
		expect(
			screen.getByRole( 'link', { name: /Night shift/ } )
		).toHaveAttribute( 'href', 'http://example.test/?p=1' );
		await waitFor( () =>
			expect( announce ).toHaveBeenLastCalledWith( '2 items loaded.' )
		);
		expect( api.requests ).toHaveLength( 2 );
	} );

	it( 'shows titles as text: entities decoded, markup never parsed', async () => {
		const api = fakeRestApi( {
			posts: {
				Sales: [
					post(
						1,
						'Tips &amp; <em>tricks</em> &#8217;n &#x2014; <img src=x onerror=alert(1)> &bogus;'
					),
				],
			},
		} );
		start( api.fetchJson, signedIn( { areaInterest: 'Sales' } ) );
		await waitFor( () =>
			expect( linkTexts() ).toEqual( [
				'Tips & <em>tricks</em> ’n — <img src=x onerror=alert(1)> &bogus;',
			] )
		);
		expect( document.querySelector( 'em, img' ) ).toBeNull();
	} );

	it( 'shows and announces the empty state and a failure', async () => {
		const empty = start(
			fakeRestApi( {} ).fetchJson,
			signedIn( { areaInterest: 'Veterans' } )
		);
		expect( await screen.findByText( STRINGS.empty ) ).toBeVisible();
		await waitFor( () =>
			expect( empty.announce ).toHaveBeenLastCalledWith( STRINGS.empty )
		);

		const failing = start(
			() => Promise.reject( new Error( 'HTTP 500' ) ),
			signedIn( { areaInterest: 'Sales' } )
		);
		expect( await screen.findByText( STRINGS.error ) ).toBeVisible();
		await waitFor( () =>
			expect( failing.announce ).toHaveBeenLastCalledWith( STRINGS.error )
		);
		expect( failing.logger.error ).toHaveBeenCalled();
	} );

	it( 'hides itself and asks nothing for a visitor when no signed-out persona is set', () => {
		const api = fakeRestApi( CONTENT );
		const { wrapper } = start( api.fetchJson, SIGNED_OUT, {
			...CONFIG,
			notLoggedIn: '',
		} );
		expect( wrapper.hidden ).toBe( true );
		expect( api.requests ).toEqual( [] );
	} );

	it( 'invites a signed-in candidate with no area (and no signed-out persona) to choose one, announced, then follows the store', async () => {
		const api = fakeRestApi( CONTENT );
		const { announce, store, wrapper } = start( api.fetchJson, signedIn(), {
			...CONFIG,
			notLoggedIn: '',
		} );
		const note =
			'Choose your area of interest in your profile to see content picked for you.';
		expect( screen.getByText( /in your profile/ ) ).toHaveTextContent(
			note
		);
		expect(
			screen.getByRole( 'link', { name: 'Choose your area of interest' } )
		).toHaveAttribute( 'href', '/es/profile/' );
		await waitFor( () => expect( announce ).toHaveBeenCalledWith( note ) );
		expect( wrapper.hidden ).toBe( false );

		store.set( signedIn( { areaInterest: 'Sales' } ) );
		await waitFor( () =>
			expect( linkTexts() ).toEqual( [ 'Selling with purpose' ] )
		);
		store.set( SIGNED_OUT );
		expect( wrapper.hidden ).toBe( true );
		expect( linkTexts() ).toEqual( [] );
	} );

	it( 'keeps results for the page session: the next page load asks nothing and announces nothing', async () => {
		const api = fakeRestApi( CONTENT );
		start( api.fetchJson, signedIn( { areaInterest: 'Sales' } ) );
		await waitFor( () => expect( linkTexts() ).toHaveLength( 1 ) );
		const second = start(
			api.fetchJson,
			signedIn( { areaInterest: 'Sales' } )
		);
		expect( linkTexts() ).toEqual( [ 'Selling with purpose' ] );
		expect( api.requests ).toHaveLength( 2 );
		await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
		expect( second.announce ).not.toHaveBeenCalled();
	} );

	it( 'shows a chat visitor that area’s posts, at once when the chat stores it, even in a block for signed-in candidates only', async () => {
		const api = fakeRestApi( CONTENT );
		const { store, wrapper } = start( api.fetchJson, SIGNED_OUT, {
			...CONFIG,
			notLoggedIn: '',
		} );
		expect( wrapper ).toHaveClass( 'careers-when-signed-in' );
		store.set( chatVisitor( 'Nursing' ) );
		await waitFor( () => expect( linkTexts() ).toHaveLength( 2 ) );
		expect( wrapper ).not.toHaveClass( 'careers-when-signed-in' );
		expect( wrapper.hidden ).toBe( false );
		store.set( SIGNED_OUT );
		expect( wrapper ).toHaveClass( 'careers-when-signed-in' );
		expect( wrapper.hidden ).toBe( true );
	} );
} );

describe( '“Why am I seeing this?”', () => {
	it( 'says why, for a visitor, a chat visitor and a signed-in candidate', async () => {
		const api = fakeRestApi( CONTENT );
		const { store } = start( api.fetchJson );
		expect(
			screen.getByText( 'Suggested for visitors.' )
		).toBeInTheDocument();
		store.set( chatVisitor( 'Nursing' ) );
		expect(
			screen.getByText(
				'Because you told our assistant you’re interested in Nursing.'
			)
		).toBeInTheDocument();
		store.set( signedIn( { areaInterest: 'Sales' } ) );
		expect(
			screen.getByText(
				'Because your profile says you’re interested in Sales.'
			)
		).toBeInTheDocument();
	} );

	it( 'changes the area in one click, announced, and resets', async () => {
		const user = userEvent.setup();
		const api = fakeRestApi( CONTENT );
		const { announce } = start( api.fetchJson );
		const areas = screen.getByRole( 'group', {
			name: 'Show stories for another area',
		} );
		const nursing = within( areas ).getByRole( 'button', {
			name: 'Nursing',
		} );
		expect( nursing ).toHaveAttribute( 'aria-pressed', 'false' );
		expect( screen.queryByRole( 'button', { name: 'Reset' } ) ).toBeNull();
		await user.click( nursing );
		await waitFor( () => expect( linkTexts() ).toHaveLength( 2 ) );
		expect( nursing ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( nursing ).toHaveFocus();
		await waitFor( () =>
			expect( announce ).toHaveBeenLastCalledWith( '2 items loaded.' )
		);
		expect(
			screen.getByText( 'Because you picked Nursing here.' )
		).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Reset' } ) );
		expect( linkTexts() ).toEqual( [ 'Your first internship' ] );
		expect(
			screen.getByText( 'Suggested for visitors.' )
		).toBeInTheDocument();
	} );

	it( 'stores a chat visitor’s new area in the chat’s record, and the reset forgets it', async () => {
		const user = userEvent.setup();
		const api = fakeRestApi( CONTENT );
		const { rememberChatArea, forgetChatArea } = start(
			api.fetchJson,
			chatVisitor( 'Nursing' )
		);
		await user.click( screen.getByRole( 'button', { name: 'Sales' } ) );
		expect( rememberChatArea ).toHaveBeenCalledWith(
			chatVisitor( 'Nursing' ),
			'Sales'
		);
		await waitFor( () =>
			expect( linkTexts() ).toEqual( [ 'Selling with purpose' ] )
		);
		expect(
			screen.getByText(
				'Because you told our assistant you’re interested in Sales.'
			)
		).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Reset' } ) );
		expect( forgetChatArea ).toHaveBeenCalled();
		expect( linkTexts() ).toEqual( [ 'Your first internship' ] );
	} );
} );
