/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { sessionStore } from '@careers-frontend/runtime';
import { PersonaContent } from '../persona-content';
import { createSessionCache, type FetchJson } from '../persona-source';
import type { PersonaBlockConfig, PersonaStatus } from '../types';
import {
	memoryCandidateStore,
	SIGNED_OUT,
	signedIn,
} from '../../signin-menu/test/memory-candidate-store';

const CONFIG: PersonaBlockConfig = {
	endpoints: [
		'http://example.test/wp-json/wp/v2/posts',
		'http://example.test/wp-json/wp/v2/pages',
	],
	notLoggedIn: 'students',
	count: 5,
};

const post = ( id: number, title: string ) => ( {
	id,
	title: { rendered: title },
	link: `http://example.test/?p=${ id }`,
} );

/**
 * Answers by post type and persona, and records every request.
 * @param content Items by post type, then by persona term.
 */
function fakeRestApi( content: Record< string, Record< string, unknown[] > > ) {
	const requests: string[] = [];
	const fetchJson: FetchJson = ( request ) => {
		requests.push( request );
		const url = new URL( request );
		const type = url.pathname.split( '/' ).pop() ?? '';
		const term =
			url.searchParams.get( 'filter[term]' ) ??
			url.searchParams.get( 'persona' ) ??
			'';
		return Promise.resolve( content[ type ]?.[ term ] ?? [] );
	};
	return { fetchJson, requests };
}

function renderWidget(
	fetchJson: FetchJson,
	store = memoryCandidateStore( SIGNED_OUT ),
	config = CONFIG
) {
	const announce = jest.fn();
	const logger = { error: jest.fn() };
	const statuses: PersonaStatus[] = [];
	const view = render(
		<PersonaContent
			config={ config }
			deps={ {
				candidateStore: store,
				cache: createSessionCache( sessionStore ),
				fetchJson,
				logger,
			} }
			announce={ announce }
			profileUrl="/es/profile/"
			onStatus={ ( status ) => statuses.push( status ) }
		/>
	);
	return { ...view, announce, logger, statuses, store };
}

beforeEach( () => window.sessionStorage.clear() );

describe( 'persona content widget', () => {
	it( 'shows and announces loading, then lists the items of both post types as links', async () => {
		const api = fakeRestApi( {
			posts: { nursing: [ post( 1, 'Night shift nursing, honestly' ) ] },
			pages: { nursing: [ post( 2, 'Meet our nursing teams' ) ] },
		} );
		const { announce } = renderWidget(
			api.fetchJson,
			memoryCandidateStore( signedIn( { areaInterest: 'nursing' } ) )
		);
		expect( screen.getByText( 'Loading content for you…' ) ).toBeVisible();
		expect( announce ).toHaveBeenCalledWith( 'Loading content for you…' );
		const links = await screen.findAllByRole( 'link' );
		expect( links.map( ( link ) => link.textContent ) ).toEqual( [
			'Night shift nursing, honestly',
			'Meet our nursing teams',
		] );
		expect( links[ 0 ] ).toHaveAttribute(
			'href',
			'http://example.test/?p=1'
		);
		expect( announce ).toHaveBeenLastCalledWith( '2 items loaded.' );
		expect( api.requests ).toHaveLength( 2 );
	} );

	it( 'shows titles as text: entities decoded, markup never parsed', async () => {
		const api = fakeRestApi( {
			posts: {
				students: [
					post(
						1,
						'Tips &amp; <em>tricks</em> &#8217;n <img src=x onerror=alert(1)>'
					),
				],
			},
		} );
		renderWidget( api.fetchJson );
		const link = await screen.findByRole( 'link' );
		expect( link.textContent ).toBe(
			'Tips & <em>tricks</em> ’n <img src=x onerror=alert(1)>'
		);
		expect( link.querySelector( 'em, img' ) ).toBeNull();
	} );

	it( 'shows and announces the empty state', async () => {
		const { announce } = renderWidget( fakeRestApi( {} ).fetchJson );
		expect(
			await screen.findByText( 'Nothing to show here yet.' )
		).toBeVisible();
		expect( announce ).toHaveBeenLastCalledWith(
			'Nothing to show here yet.'
		);
	} );

	it( 'shows and announces a failure', async () => {
		const { announce, logger } = renderWidget( () =>
			Promise.reject( new Error( 'HTTP 500' ) )
		);
		const message =
			'This content could not be loaded. Please try again later.';
		expect( await screen.findByText( message ) ).toBeVisible();
		expect( announce ).toHaveBeenLastCalledWith( message );
		expect( logger.error ).toHaveBeenCalled();
	} );

	it( 'renders nothing and asks nothing when signed out with no signed-out persona', () => {
		const api = fakeRestApi( {} );
		const { container, statuses } = renderWidget(
			api.fetchJson,
			memoryCandidateStore( SIGNED_OUT ),
			{
				...CONFIG,
				notLoggedIn: '',
			}
		);
		expect( container ).toBeEmptyDOMElement();
		expect( statuses ).toEqual( [ 'hidden' ] );
		expect( api.requests ).toEqual( [] );
	} );

	it( 'invites a signed-in candidate with no area of interest (and no signed-out persona) to choose one, in view and announced, asking nothing', () => {
		const api = fakeRestApi( {} );
		const { announce, statuses } = renderWidget(
			api.fetchJson,
			memoryCandidateStore( signedIn() ),
			{ ...CONFIG, notLoggedIn: '' }
		);
		const note =
			'Choose your area of interest in your profile to see content picked for you.';
		expect(
			screen.getByText( /in your profile to see content/ )
		).toHaveTextContent( note );
		expect(
			screen.getByText( /in your profile to see content/ )
		).toBeVisible();
		expect(
			screen.getByRole( 'link', { name: 'Choose your area of interest' } )
		).toHaveAttribute( 'href', '/es/profile/' );
		expect( announce ).toHaveBeenCalledWith( note );
		// Never hidden: the wrapper keeps the room painted for it.
		expect( statuses ).toEqual( [ 'no-area' ] );
		expect( api.requests ).toEqual( [] );
	} );

	it( 'swaps the note for the list when the candidate gets an area of interest, and back to nothing on sign-out', async () => {
		const api = fakeRestApi( {
			posts: { nursing: [ post( 1, 'Night shift nursing, honestly' ) ] },
		} );
		const { store, statuses } = renderWidget(
			api.fetchJson,
			memoryCandidateStore( SIGNED_OUT ),
			{ ...CONFIG, notLoggedIn: '' }
		);
		expect( statuses ).toEqual( [ 'hidden' ] );
		act( () => store.set( signedIn() ) );
		expect(
			screen.getByRole( 'link', { name: 'Choose your area of interest' } )
		).toBeVisible();
		act( () => store.set( signedIn( { areaInterest: 'nursing' } ) ) );
		expect(
			await screen.findByRole( 'link', {
				name: 'Night shift nursing, honestly',
			} )
		).toBeVisible();
		expect(
			screen.queryByRole( 'link', {
				name: 'Choose your area of interest',
			} )
		).toBeNull();
		act( () => store.set( SIGNED_OUT ) );
		expect( screen.queryByRole( 'link' ) ).toBeNull();
		expect( statuses[ statuses.length - 1 ] ).toBe( 'hidden' );
	} );

	it( 'keeps results for the page session: the next page load asks nothing and announces nothing', async () => {
		const api = fakeRestApi( {
			posts: { students: [ post( 1, 'Your first internship' ) ] },
		} );
		const first = renderWidget( api.fetchJson );
		await screen.findByRole( 'link' );
		first.unmount();
		expect( api.requests ).toHaveLength( 2 );

		const second = renderWidget( api.fetchJson );
		expect( screen.getByRole( 'link' ) ).toHaveTextContent(
			'Your first internship'
		);
		expect( api.requests ).toHaveLength( 2 );
		expect( second.announce ).not.toHaveBeenCalled();
		expect( second.statuses ).toEqual( [ 'ready' ] );
	} );

	it( 'follows a sign-in on the open page to the candidate’s area of interest', async () => {
		const api = fakeRestApi( {
			posts: {
				students: [ post( 1, 'Your first internship' ) ],
				sales: [ post( 2, 'Selling with purpose' ) ],
			},
		} );
		const { store } = renderWidget( api.fetchJson );
		await screen.findByText( 'Your first internship' );
		act( () => store.set( signedIn( { areaInterest: 'sales' } ) ) );
		expect(
			await screen.findByText( 'Selling with purpose' )
		).toBeVisible();
		expect( screen.queryByText( 'Your first internship' ) ).toBeNull();
		expect(
			api.requests
				.slice( 2 )
				.every( ( request ) =>
					request.includes( 'filter%5Bterm%5D=sales' )
				)
		).toBe( true );
	} );
} );
