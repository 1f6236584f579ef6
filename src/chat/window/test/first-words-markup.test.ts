/**
 * Issue 34: the first words the server prints in the window's root
 * (includes/chat-first-words.php, run by PHP here), shown by the launcher
 * and then taken over by the window (mountChat), are the very markup the
 * window renders: the same elements, attributes and texts before and after,
 * replaced in one commit, with focus, the caret, the draft and what the
 * candidate sent carried over.
 */

/**
 * External dependencies
 */
import { waitFor } from '@testing-library/react';
import type { RuntimeApi } from '@careers-frontend/runtime';
import { DEFAULT_SETTINGS } from '@careers-frontend/settings';

/**
 * Internal dependencies
 */
import { PHP_READY_TIMEOUT_MS, phpReady } from '../../../../tests/run-php';
import { serverMarkup } from '../../../../tests/server-first-words';
import type { Candidate, CandidateSnapshot } from '../../../runtime/candidate';
import { createCandidateStore } from '../../../runtime/candidate-store';
import {
	createPrefixedStorage,
	createSafeArea,
} from '../../../runtime/storage';
import type { FirstTurn } from '../../core/bot/bot-words';
import { DEFAULT_SLOT_ROLES } from '../../core/conversation/conversation-types';
import { showFirstWords } from '../first-words-window';
import { mountChat } from '../mount';
import type { ChatHandle } from '../types';

const ID = 'careers-chat-assistant-0a1b2c';
const AT = Date.UTC( 2026, 0, 5, 14, 5 );

const TURN: FirstTurn = {
	messages: [
		"Hi! I'm the careers assistant. I can help you find a job that suits you.",
		'Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX. <b>&amp;</b>',
	],
	intentName: 'FindJobs',
	slotToElicit: 'location',
};

/** A signed-in candidate whose zip the first panel offers. */
const ALEX_WITH_ZIP: Candidate = {
	candidateId: '100234',
	firstName: 'Alex',
	lastName: 'Morgan',
	zip: '78701',
	isLocked: false,
};

/**
 * The panel's second choice: the candidate's zip.
 *
 * @param root The window's root.
 */
function zipChoice( root: HTMLElement ): HTMLElement {
	return root.querySelectorAll< HTMLElement >( 'section button' )[ 1 ];
}

/**
 * An element as a string, its attributes sorted: the same tree gives the
 * same string whatever order the attributes were set in.
 *
 * @param node The element.
 */
function serialize( node: Node ): string {
	if ( node.nodeType === Node.TEXT_NODE ) {
		return JSON.stringify( node.textContent );
	}
	if ( ! ( node instanceof Element ) ) {
		return '';
	}
	const attributes = Array.from( node.attributes )
		.map( ( { name, value } ) => `${ name }=${ JSON.stringify( value ) }` )
		.sort()
		.join( ' ' );
	// A text area shows its value; React also writes the first value as its
	// text (its default value), which shows nothing of its own.
	const textArea = node instanceof HTMLTextAreaElement;
	const value = textArea ? ` value=${ JSON.stringify( node.value ) }` : '';
	const children = textArea
		? ''
		: Array.from( node.childNodes, serialize ).join( '' );
	return `<${ node.localName } ${ attributes }${ value }>${ children }</${ node.localName }>`;
}

function setUp( candidate: Candidate | null = null, turn = TURN ) {
	document.body.innerHTML = `<div id="${ ID }"><div id="${ ID }-window" class="careers-chat__window">${ serverMarkup(
		ID,
		'Careers & jobs',
		turn
	) }</div></div>`;
	const root = document.getElementById( `${ ID }-window` ) as HTMLElement;
	const logger = { error: jest.fn() };
	const snapshot: CandidateSnapshot = candidate
		? { state: 'signed-in', candidate }
		: { state: 'signed-out', candidate: null };
	const runtime: Pick<
		RuntimeApi,
		'candidateStore' | 'sessionStore' | 'storage'
	> = {
		candidateStore: createCandidateStore(
			() => snapshot,
			'careers.candidate',
			window,
			logger
		),
		sessionStore: createPrefixedStorage(
			createSafeArea( () => window.sessionStorage, logger ),
			'careers',
			Infinity
		),
		storage: createPrefixedStorage(
			createSafeArea( () => window.localStorage, logger ),
			'careers'
		),
	};
	const onOpenChange = jest.fn();
	const shown = showFirstWords(
		root,
		{ turn, locale: 'en_US' },
		candidate,
		onOpenChange
	);
	if ( ! shown ) {
		throw new Error( 'The server printed no first words.' );
	}
	const requests: string[] = [];
	const takeOver = (): ChatHandle =>
		mountChat(
			root,
			{
				title: 'Careers & jobs',
				idPrefix: ID,
				onOpenChange,
				firstTurn: turn,
				shown: shown.handover(),
			},
			{
				settings: {
					...DEFAULT_SETTINGS,
					bot_id: 'BOT',
					bot_alias_id: 'ALIAS',
					identity_pool_development:
						'us-east-1:00000000-0000-4000-8000-000000000000',
				},
				locale: 'en_US',
				runtime,
				win: window,
				// Lex has not answered yet: the words shown are the template's.
				createBotClient: async () => ( {
					send: ( request ) => {
						requests.push( request.text );
						return new Promise( () => undefined );
					},
				} ),
			}
		);
	return { root, shown, takeOver, onOpenChange, requests };
}

const dialogOf = ( root: HTMLElement ) =>
	root.querySelector( '[role="dialog"]' ) as HTMLElement;

let handle: ChatHandle | undefined;
// As in a browser: React commits and schedules by itself, no act().
const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = reactGlobal.IS_REACT_ACT_ENVIRONMENT;

beforeEach( () => {
	reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
	jest.spyOn( Date, 'now' ).mockReturnValue( AT );
	window.sessionStorage.clear();
	window.localStorage.clear();
} );

afterEach( () => {
	handle?.unmount();
	handle = undefined;
	jest.restoreAllMocks();
	reactGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
} );

beforeAll( phpReady, PHP_READY_TIMEOUT_MS );

describe( 'the first words, shown by the launcher then taken over by the window', () => {
	it( 'are hidden until the click, then open with their times, the place panel and the input focused', () => {
		const { root, onOpenChange } = setUp();
		const dialog = dialogOf( root );
		expect( dialog ).toBeVisible();
		expect( onOpenChange ).toHaveBeenCalledWith( true, false );
		expect(
			Array.from( dialog.querySelectorAll( 'time' ), ( time ) => [
				time.dateTime,
				time.textContent,
			] )
		).toEqual( [
			[ '2026-01-05T14:05:00.000Z', '2:05 PM' ],
			[ '2026-01-05T14:05:00.000Z', '2:05 PM' ],
		] );
		// Text, not markup.
		expect( dialog.querySelectorAll( 'b' ) ).toHaveLength( 0 );
		expect( dialog ).toHaveTextContent( 'like Austin, TX. <b>&amp;</b>' );
		expect(
			dialog.querySelector( '.careers-chat__choice--near-me' )
		).toHaveTextContent( 'Find jobs near me' );
		expect( dialog.querySelector( 'textarea' ) ).toHaveFocus();
	} );

	it( 'are what the window renders: the same markup after it takes over, in new nodes, once', async () => {
		const { root, takeOver, requests } = setUp();
		const before = serialize( dialogOf( root ) );
		const launcherDialog = dialogOf( root );

		handle = takeOver();

		expect( root.querySelectorAll( '[role="dialog"]' ) ).toHaveLength( 1 );
		expect( dialogOf( root ) ).not.toBe( launcherDialog );
		expect( serialize( dialogOf( root ) ) ).toBe( before );
		expect( root.querySelector( 'template' ) ).toBeNull();
		// The start utterance goes to Lex behind the words.
		await waitFor( () => expect( requests ).toEqual( [ 'get started' ] ) );
		expect( handle.isOpen() ).toBe( true );
	} );

	it( 'carries over what the candidate sent, the draft, the caret and focus', () => {
		const { root, takeOver } = setUp( {
			candidateId: '100234',
			firstName: 'Alex',
			lastName: 'Morgan',
			isLocked: false,
		} );
		const input = root.querySelector( 'textarea' ) as HTMLTextAreaElement;
		input.value = '  Austin, TX ';
		input.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Enter', bubbles: true } )
		);
		input.value = 'Nurs';
		input.setSelectionRange( 2, 3 );
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		const before = serialize( dialogOf( root ) );
		expect( before ).toContain( '"Austin, TX"' );
		// The answer is given: the panel went.
		expect( root.querySelector( 'section' ) ).toBeNull();

		handle = takeOver();

		expect( serialize( dialogOf( root ) ) ).toBe( before );
		const taken = root.querySelector( 'textarea' ) as HTMLTextAreaElement;
		expect( taken ).not.toBe( input );
		expect( taken ).toHaveFocus();
		expect( [
			taken.value,
			taken.selectionStart,
			taken.selectionEnd,
		] ).toEqual( [ 'Nurs', 2, 3 ] );
		expect( dialogOf( root ) ).toHaveTextContent( 'AM' );
	} );

	it( 'offers a signed-in candidate’s zip as the window does, in the panel and the input', () => {
		const { root, takeOver } = setUp( ALEX_WITH_ZIP );
		const before = serialize( dialogOf( root ) );
		expect(
			Array.from(
				root.querySelectorAll( 'section button' ),
				( button ) => button.textContent
			)
		).toEqual( [ 'Find jobs near me', '78701' ] );

		handle = takeOver();

		expect( serialize( dialogOf( root ) ) ).toBe( before );
	} );

	it( 'keeps focus on the very choice that had it: a focused zip stays the zip, not the first choice', () => {
		const { root, takeOver } = setUp( ALEX_WITH_ZIP );
		const zip = zipChoice( root );
		zip.focus();

		handle = takeOver();

		expect( zip.isConnected ).toBe( false );
		expect( root.ownerDocument.activeElement ).toHaveTextContent( '78701' );
		expect( root.ownerDocument.activeElement ).toHaveClass(
			'careers-chat__choice'
		);
	} );

	it( 'keeps a choice clicked and a message sent before it came, once each, in order, waiting for Lex’s first answer', async () => {
		const { root, takeOver, requests } = setUp( ALEX_WITH_ZIP );
		const zip = zipChoice( root );
		zip.click();
		const input = root.querySelector( 'textarea' ) as HTMLTextAreaElement;
		input.value = 'Nursing';
		( root.querySelector( 'form' ) as HTMLFormElement ).requestSubmit();

		handle = takeOver();

		expect(
			Array.from(
				root.querySelectorAll( '.careers-chat__entry--user p' ),
				( row ) => row.textContent
			)
		).toEqual( [ '78701', 'Nursing' ] );
		expect( root.querySelector( 'textarea' ) ).toHaveFocus();
		// Lex has not answered the start utterance: both wait (the core's
		// first-turn tests send them in order once it has).
		await waitFor( () => expect( requests ).toEqual( [ 'get started' ] ) );
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( requests ).toEqual( [ 'get started' ] );
	} );

	it( 'stays closed when the candidate closed it before the window came, and focus went back', () => {
		const { root, takeOver, onOpenChange } = setUp();
		( root.querySelector( '.careers-chat__close' ) as HTMLElement ).click();
		expect( dialogOf( root ) ).not.toBeVisible();
		expect( onOpenChange ).toHaveBeenLastCalledWith( false, true );

		handle = takeOver();

		expect( handle.isOpen() ).toBe( false );
		expect( dialogOf( root ) ).not.toBeVisible();
	} );

	it( 'offer "Find jobs near me" where the first question asks for a place, as the window does, and no panel elsewhere', () => {
		for ( const slot of DEFAULT_SLOT_ROLES.location.flatMap( ( name ) => [
			name,
			name.toUpperCase(),
		] ) ) {
			expect(
				serverMarkup( ID, 'Careers', { ...TURN, slotToElicit: slot } )
			).toContain( 'careers-chat__choice--near-me' );
		}
		// A question for neither a place nor an area (those the job API lists).
		const { root, takeOver } = setUp( null, {
			...TURN,
			slotToElicit: 'jobTitle',
		} );
		const before = serialize( dialogOf( root ) );
		expect( root.querySelector( 'section' ) ).toBeNull();

		handle = takeOver();

		expect( serialize( dialogOf( root ) ) ).toBe( before );
	} );
} );
