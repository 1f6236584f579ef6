/**
 * mountChat with the runtime's real prefixed storage: the window follows
 * the candidate, and a sign-out (which clears the chat's session keys)
 * leaves an empty, closed chat.
 */

/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import type { CandidateSnapshot, RuntimeApi } from '@careers-frontend/runtime';
import { DEFAULT_SETTINGS } from '@careers-frontend/settings';

/**
 * Internal dependencies
 */
import { readCandidate } from '../../../runtime/candidate';
import { createCandidateStore } from '../../../runtime/candidate-store';
import { createCookieJar } from '../../../runtime/cookie';
import {
	createPrefixedStorage,
	createSafeArea,
} from '../../../runtime/storage';
import { mountChat, type MountDeps } from '../mount';
import { chatFixture } from './chat-fixtures';

const signedIn: CandidateSnapshot = {
	state: 'signed-in',
	candidate: {
		candidateId: '100234',
		firstName: 'Alex',
		lastName: 'Morgan',
		isLocked: false,
	},
};

const CONFIGURED_BOT = {
	bot_id: 'BOT',
	bot_alias_id: 'ALIAS',
	identity_pool_development: 'us-east-1:00000000-0000-4000-8000-000000000000',
};

function setUp( bot?: {
	createBotClient: NonNullable< MountDeps[ 'createBotClient' ] >;
} ) {
	const logger = { error: jest.fn() };
	const sessionStore = createPrefixedStorage(
		createSafeArea( () => window.sessionStorage, logger ),
		'careers',
		Infinity
	);
	const storage = createPrefixedStorage(
		createSafeArea( () => window.localStorage, logger ),
		'careers'
	);
	// Where the tracking app keeps the candidate; the store reads it there.
	storage.set( 'candidate', signedIn.candidate );
	const cookies = createCookieJar( () => false );
	const store = createCandidateStore(
		() => readCandidate( storage, cookies.get ),
		storage.fullKey( 'candidate' ),
		window,
		logger
	);
	expect( store.get() ).toEqual( signedIn );
	const runtime: Pick<
		RuntimeApi,
		'candidateStore' | 'sessionStore' | 'storage'
	> = { candidateStore: store, sessionStore, storage };
	document.body.innerHTML = '<div id="root"></div>';
	const root = document.getElementById( 'root' ) as HTMLElement;
	const onOpenChange = jest.fn();
	// As the chat-assistant block mounts it.
	const mount = () =>
		mountChat(
			root,
			{ title: 'Careers assistant', idPrefix: 'chat', onOpenChange },
			{
				settings: {
					...DEFAULT_SETTINGS,
					markdown: false,
					...( bot ? CONFIGURED_BOT : {} ),
				},
				locale: 'en_US',
				runtime,
				win: window,
				createBotClient: bot?.createBotClient,
			}
		);
	return { sessionStore, storage, store, root, onOpenChange, mount };
}

beforeEach( () => {
	window.sessionStorage.clear();
	window.localStorage.clear();
} );

describe( 'mountChat', () => {
	it( 'shows the stored conversation, and an empty closed one after sign-out', async () => {
		const { sessionStore, store, root, onOpenChange, mount } = setUp();
		// An earlier page of this session: a conversation, left open.
		const earlier = chatFixture( {
			storage: sessionStore,
			candidate: signedIn.candidate,
		} );
		await earlier.conversation.send( 'hi' );
		earlier.conversation.setOpen( true );

		let handle: ReturnType< typeof mountChat > | undefined;
		// Awaited: the bot's card (a lazy chunk) renders within it.
		await act( async () => {
			handle = mount();
		} );
		const dialog = screen.getByRole( 'dialog', {
			name: 'Careers assistant',
		} );
		expect( within( dialog ).getByText( 'hi' ) ).toBeVisible();
		// The bot's card comes with the code fetched after the first answer.
		expect(
			await within( dialog ).findByRole( 'group', {
				name: 'Areas of interest',
			} )
		).toBeVisible();
		expect( handle?.isOpen() ).toBe( true );
		expect( within( dialog ).getByRole( 'textbox' ) ).not.toHaveFocus();
		expect( onOpenChange ).toHaveBeenCalledWith( true, false );

		// Sign-out clears the chat's session keys, then the store tells us.
		act( () => {
			window.sessionStorage.clear();
			window.localStorage.clear();
			store.refresh();
		} );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( handle?.isOpen() ).toBe( false );

		act( () => handle?.setOpen( true ) );
		expect( screen.getByRole( 'dialog' ) ).toBeVisible();
		expect( screen.queryByText( 'hi' ) ).toBeNull();
		expect( screen.getByRole( 'textbox' ) ).toHaveFocus();

		act( () => handle?.unmount() );
		expect( root ).toBeEmptyDOMElement();
	} );

	it( 'moves focus into a window opened right after mounting (the launcher’s first click), outside any act()', async () => {
		const { onOpenChange, mount } = setUp();
		// As in a browser: React schedules renders itself, no act().
		const reactGlobal = globalThis as {
			IS_REACT_ACT_ENVIRONMENT?: boolean;
		};
		const actEnvironment = reactGlobal.IS_REACT_ACT_ENVIRONMENT;
		reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
		// As the launcher does: mount, then open at once.
		const handle = mount();
		handle.setOpen( true );
		await screen.findByRole( 'dialog', { name: 'Careers assistant' } );
		await waitFor( () =>
			expect( screen.getByRole( 'textbox' ) ).toHaveFocus()
		);
		expect( onOpenChange ).toHaveBeenLastCalledWith( true, false );
		handle.unmount();
		reactGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
	} );

	it( 'sends what is typed after another candidate signed in in a conversation of theirs, shown there, the input keeping focus', async () => {
		const sent: Array< {
			text: string;
			sessionId: string;
			candidateId?: string;
		} > = [];
		const { storage, mount } = setUp( {
			createBotClient: async ( sessionId ) => ( {
				send: async ( request ) => {
					sent.push( {
						text: request.text,
						sessionId,
						candidateId: request.sessionAttributes.candidateId,
					} );
					return {
						messages: [
							{
								contentType: 'PlainText',
								text: `You said: ${ request.text }`,
							},
						],
						slots: {},
						sessionAttributes: request.sessionAttributes,
					};
				},
			} ),
		} );
		let handle: ReturnType< typeof mountChat > | undefined;
		await act( async () => {
			handle = mount();
			handle.setOpen( true );
		} );
		await screen.findByText( 'You said: get started' );
		// Another candidate signs in; the page has not been told yet.
		storage.set( 'candidate', {
			candidateId: '200890',
			firstName: 'Ben',
			lastName: 'Okafor',
			isLocked: false,
		} );
		const input = screen.getByRole( 'textbox' );
		await act( async () => {
			fireEvent.change( input, { target: { value: 'Hi, Ben here' } } );
			fireEvent.submit( input.closest( 'form' ) as HTMLFormElement );
		} );

		const dialog = await screen.findByRole( 'dialog' );
		expect(
			await within( dialog ).findByText( 'You said: Hi, Ben here' )
		).toBeVisible();
		// Alex's rows went with Alex's conversation; Ben's message is his.
		expect( within( dialog ).getByText( 'Hi, Ben here' ) ).toBeVisible();
		expect(
			within( dialog ).queryByText( 'You said: get started' )
		).toBeNull();
		expect( within( dialog ).getByText( 'BO' ) ).toBeVisible();
		expect( sent.map( ( item ) => item.text ) ).toEqual( [
			'get started',
			'Hi, Ben here',
		] );
		expect( sent[ 1 ].candidateId ).toBe( '200890' );
		expect( sent[ 1 ].sessionId ).not.toBe( sent[ 0 ].sessionId );
		await waitFor( () =>
			expect( within( dialog ).getByRole( 'textbox' ) ).toHaveFocus()
		);
		act( () => handle?.unmount() );
	} );
} );
