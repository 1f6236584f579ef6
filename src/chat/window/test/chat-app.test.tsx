/**
 * The chat window rendered with a real conversation (src/chat/core) whose
 * bot, geocoder and job search are scripted.
 */

/**
 * External dependencies
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { BotReply } from '../../core/bot/reply-model';
import { ChatApp } from '../components/chat-app';
import type { ChatAppProps } from '../components/chat-app-props';
import {
	askLocation,
	chatFixture,
	closing,
	greeting,
	memoryStorage,
	type ChatFixtureOptions,
	loadLaterCode,
} from './chat-fixtures';
import { loadTestLexer } from './test-lexer';

/** The window's props but the conversation, as the block passes them. */
const APP_PROPS: Omit< ChatAppProps, 'conversation' > = {
	title: 'Careers assistant',
	idPrefix: 'chat',
	initials: '',
	linkTarget: '_blank',
	baseUrl: 'https://careers.example.test/careers/',
	markdown: true,
	loadLexer: loadTestLexer,
	formatTime: () => '2:05 PM',
};

function renderChat(
	options: ChatFixtureOptions = {},
	props: Partial< ChatAppProps > = {}
) {
	const fixture = chatFixture( options );
	const onOpenChange = jest.fn();
	const utils = render(
		<ChatApp
			conversation={ fixture.conversation }
			{ ...APP_PROPS }
			onOpenChange={ onOpenChange }
			{ ...props }
		/>
	);
	act( () => fixture.conversation.setOpen( true ) );
	return { ...fixture, ...utils, onOpenChange, user: userEvent.setup() };
}

const input = () => screen.getByRole( 'textbox', { name: 'Your message' } );
const transcript = () => screen.getByRole( 'region', { name: 'Conversation' } );
const liveRegion = () => screen.getByRole( 'status' );

function deferred< T >() {
	let resolve: ( value: T ) => void = () => undefined;
	const promise = new Promise< T >( ( done ) => ( resolve = done ) );
	return { promise, resolve };
}

beforeAll( loadLaterCode );

describe( 'the chat window', () => {
	it( 'moves focus in on open; Escape closes it and hands focus back', async () => {
		const { onOpenChange, user, conversation } = renderChat();
		expect(
			screen.getByRole( 'dialog', { name: 'Careers assistant' } )
		).toBeVisible();
		expect( input() ).toHaveFocus();
		expect( onOpenChange ).toHaveBeenLastCalledWith( true, false );

		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( onOpenChange ).toHaveBeenLastCalledWith( false, true );
		expect( conversation.getState().open ).toBe( false );
	} );

	it( 'closes from its close button', async () => {
		const { onOpenChange, user } = renderChat();
		await user.click(
			screen.getByRole( 'button', { name: 'Close chat' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( onOpenChange ).toHaveBeenLastCalledWith( false, true );
	} );

	it( 'goes from greeting to a job list with detail and search links', async () => {
		const { user, requests, container } = renderChat();
		await user.type( input(), 'hi{Enter}' );

		const card = await screen.findByRole( 'group', {
			name: 'Areas of interest',
		} );
		expect( within( transcript() ).getByText( 'hi' ) ).toBeVisible();
		expect(
			within( card ).getByText( 'Choose one, or type it' )
		).toBeVisible();
		// The card's image is decorative: left out.
		expect( card.querySelector( 'img' ) ).toBeNull();
		// One set of choices: the bot's card, no "Please select one".
		expect(
			screen.queryByRole( 'region', { name: 'Please select one' } )
		).toBeNull();
		await waitFor( () =>
			expect(
				container.querySelector( '.careers-chat__markdown strong' )
			).toHaveTextContent( 'our site' )
		);
		expect(
			screen.getByRole( 'link', {
				name: /https:\/\/example.test\/about/,
			} )
		).toHaveAttribute( 'target', '_blank' );

		await user.click(
			within( card ).getByRole( 'button', { name: 'Nursing' } )
		);
		expect(
			await within( transcript() ).findByText(
				'Where would you like to work?'
			)
		).toBeVisible();
		expect( input() ).toHaveFocus();
		// Used, not removed: the card stays, its buttons disabled.
		expect(
			within( card ).getByRole( 'button', { name: 'Nursing' } )
		).toBeDisabled();
		expect(
			within( card ).getByRole( 'button', { name: 'Sales' } )
		).toBeDisabled();

		await user.type( input(), 'Austin, TX{Enter}' );
		const nurse = await screen.findByRole( 'link', {
			name: /Registered Nurse \(RN\) – Nights/,
		} );
		expect( nurse ).toHaveAttribute(
			'href',
			'/job/101/registered-nurse-rn-nights/'
		);
		expect(
			screen.getByText( 'Austin, TX', {
				selector: '.careers-chat__job-location',
			} )
		).toBeVisible();
		expect(
			screen.getByRole( 'link', { name: /Travel Nurse/ } )
		).toHaveAttribute( 'href', '/job/102/travel-nurse/' );
		expect( screen.getByText( 'Nationwide' ) ).toBeVisible();
		expect(
			screen.getByRole( 'link', { name: /See all 7 matching jobs/ } )
		).toHaveAttribute(
			'href',
			'/jobs/?location=Austin%2C+TX&latitude=30.2672&longitude=-97.7431&radius=50&keyword=Nursing'
		);
		// The bot's JSON payload is data for the page, not text.
		expect( transcript() ).not.toHaveTextContent( 'jobSearch' );
		expect( requests.map( ( request ) => request.text ) ).toEqual( [
			'hi',
			'Nursing',
			'Austin, TX',
		] );
		expect( requests[ 2 ].sessionAttributes ).toMatchObject( {
			latitude: '30.2672',
			city: 'Austin',
			job_category: 'Nursing',
		} );
	} );

	it( 'offers the sorted areas under "Please select one" and sends a choice', async () => {
		const { user, requests } = renderChat( {
			categories: [ 'Nursing', 'Sales', 'Skilled Trades' ],
			// A bot that asks without cards: the panel offers the areas.
			replies: [
				{
					...greeting,
					messages: greeting.messages.slice( 0, 1 ),
				},
				askLocation,
			],
		} );
		await user.type( input(), 'hi{Enter}' );
		const panel = await screen.findByRole( 'region', {
			name: 'Please select one',
		} );
		expect(
			within( panel )
				.getAllByRole( 'button' )
				.map( ( button ) => button.textContent )
		).toEqual( [ 'Nursing', 'Sales', 'Skilled Trades' ] );

		await user.click(
			within( panel ).getByRole( 'button', { name: 'Sales' } )
		);
		await within( transcript() ).findByText(
			'Where would you like to work?'
		);
		expect( requests[ 1 ].text ).toBe( 'Sales' );
		expect(
			screen.queryByRole( 'region', { name: 'Please select one' } )
		).toBeNull();
	} );

	it( 'ignores blank input, trims what it sends, and keeps Shift+Enter for new lines', async () => {
		const { user, requests } = renderChat();
		await user.type( input(), '   {Enter}' );
		expect( requests ).toHaveLength( 0 );
		await user.clear( input() );
		await user.type( input(), '  hi{Shift>}{Enter}{/Shift}there  ' );
		expect( input() ).toHaveValue( '  hi\nthere  ' );
		await user.keyboard( '{Enter}' );
		await screen.findByRole( 'group', { name: 'Areas of interest' } );
		expect( requests[ 0 ].text ).toBe( 'hi\nthere' );
		expect( input() ).toHaveValue( '' );
	} );

	it( 'locks the input and shows the typing indicator while a turn is in flight', async () => {
		const reply = deferred< BotReply >();
		const { user, requests } = renderChat( {
			replies: [ () => reply.promise, askLocation ],
		} );
		await user.type( input(), 'hi{Enter}' );
		expect( input() ).toHaveAttribute( 'readonly' );
		expect(
			screen.getByText( 'The assistant is typing…' )
		).toBeInTheDocument();
		await user.type( input(), 'more{Enter}' );
		expect( requests ).toHaveLength( 1 );

		await act( async () => reply.resolve( greeting ) );
		await waitFor( () =>
			expect( input() ).not.toHaveAttribute( 'readonly' )
		);
		expect( screen.queryByText( 'The assistant is typing…' ) ).toBeNull();
	} );

	it( 'caps messages at 1024 characters and shows a count near the limit', async () => {
		const { user } = renderChat();
		expect( input() ).toHaveAttribute( 'maxlength', '1024' );
		await user.click( input() );
		await user.paste( 'a'.repeat( 899 ) );
		expect( screen.queryByText( /characters left/ ) ).toBeNull();
		await user.paste( 'a'.repeat( 51 ) );
		const count = screen.getByText( '74 characters left' );
		expect( input() ).toHaveAttribute( 'aria-describedby', count.id );
	} );

	it( 'shows a bot failure in the transcript and sends the message again on retry', async () => {
		const { user, requests } = renderChat( {
			replies: [
				async () => {
					throw new Error( 'Rate exceeded\nsee the SDK docs' );
				},
				greeting,
			],
		} );
		await user.type( input(), 'hi{Enter}' );
		const error = await within( transcript() ).findByText(
			/see console for details/
		);
		expect( error.textContent ).toBe(
			'Error:  Rate exceeded (see console for details)'
		);
		expect( input() ).toHaveValue( '' );
		expect( input() ).not.toHaveAttribute( 'readonly' );

		await user.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		await screen.findByRole( 'group', { name: 'Areas of interest' } );
		expect(
			within( transcript() ).queryByText( /see console for details/ )
		).toBeNull();
		expect( requests.map( ( request ) => request.text ) ).toEqual( [
			'hi',
			'hi',
		] );
	} );

	it( 'says when a place cannot be found, and the next answer works', async () => {
		const { user, requests } = renderChat( {
			replies: [ askLocation, closing ],
		} );
		await user.type( input(), 'Nursing{Enter}' );
		await within( transcript() ).findByText(
			'Where would you like to work?'
		);
		await user.type( input(), 'Atlantis{Enter}' );
		expect(
			await within( transcript() ).findByText(
				"Sorry, I couldn't find that location, please try again."
			)
		).toBeVisible();
		expect( requests ).toHaveLength( 1 );

		await user.type( input(), 'Austin, TX{Enter}' );
		expect(
			await screen.findByRole( 'link', { name: /Travel Nurse/ } )
		).toBeVisible();
		expect( requests ).toHaveLength( 2 );
	} );

	it( 'fills the no_jobs text’s {link} with a real link to the search', async () => {
		const { user } = renderChat( {
			replies: [ askLocation, closing ],
			jobs: { totalHits: 0, jobs: [] },
		} );
		await user.type( input(), 'Nursing{Enter}' );
		await within( transcript() ).findByText(
			'Where would you like to work?'
		);
		await user.type( input(), 'Austin, TX{Enter}' );
		// Nothing found: one step a click, each used button disabled.
		const steps = [
			[
				'No Nursing jobs within 50 miles of Austin, TX.',
				'Search within 100 miles',
			],
			[
				'No Nursing jobs within 100 miles of Austin, TX.',
				'Search within 250 miles',
			],
			[
				'No Nursing jobs within 250 miles of Austin, TX.',
				'Show remote Nursing jobs',
			],
			[
				'No remote Nursing jobs right now.',
				'Show other areas near Austin, TX',
			],
		];
		for ( const [ text, name ] of steps ) {
			await within( transcript() ).findByText( text );
			const step = screen.getByRole( 'button', { name } );
			await user.click( step );
			expect( step ).toBeDisabled();
		}
		const link = await screen.findByRole( 'link', { name: /Search jobs/ } );
		expect( link.getAttribute( 'href' ) ).toMatch(
			/^\/jobs\/\?location=Austin/
		);
		expect( link.parentElement ).toHaveTextContent(
			'No matching jobs right now. Search jobs(opens in a new tab) Or try another place.'
		);
	} );

	it( 'shows only the summary link when max_jobs is 0', async () => {
		const { user } = renderChat( {
			replies: [ askLocation, closing ],
			settings: { max_jobs: 0 },
			jobs: { totalHits: 3, jobs: [] },
		} );
		await user.type( input(), 'Nursing{Enter}' );
		await within( transcript() ).findByText(
			'Where would you like to work?'
		);
		await user.type( input(), 'Austin, TX{Enter}' );
		await screen.findByRole( 'link', { name: /See all 3 matching jobs/ } );
		expect(
			document.querySelector( '.careers-chat__job-list' )
		).toBeNull();
	} );

	it( 'pre-fills a signed-in candidate’s area of interest and shows their initials', async () => {
		const { user, requests, container } = renderChat(
			{
				candidate: {
					candidateId: '"4021"',
					firstName: 'Ada',
					lastName: 'Lovelace',
					areaInterest: 'Skilled Trades',
					zip: '78701',
				},
			},
			{ initials: 'AL' }
		);
		await user.type( input(), 'hi{Enter}' );
		await waitFor( () =>
			expect( input() ).toHaveValue( 'Skilled Trades' )
		);
		// The bot's card offers the areas; no second set of choices.
		expect(
			screen.queryByRole( 'region', { name: 'Please select one' } )
		).toBeNull();
		expect(
			container.querySelector( '.careers-chat__avatar--user' )
		).toHaveTextContent( 'AL' );
		expect( requests[ 0 ].sessionAttributes ).toMatchObject( {
			candidateId: '4021',
			job_category: 'Skilled Trades',
			zip: '78701',
		} );
	} );

	it( 'escapes card text', async () => {
		const hostile: BotReply = {
			...greeting,
			messages: [
				{
					contentType: 'ImageResponseCard',
					card: {
						title: '<img src=x onerror="alert(1)">',
						subtitle: '<script>alert(2)</script>',
						buttons: [
							{ text: '<b>Nursing</b>', value: 'Nursing' },
						],
					},
				},
			],
		};
		const { user, container } = renderChat( { replies: [ hostile ] } );
		await user.type( input(), 'hi{Enter}' );
		await screen.findByRole( 'button', { name: '<b>Nursing</b>' } );
		expect( container.querySelector( 'img, script, b' ) ).toBeNull();
		expect( transcript() ).toHaveTextContent(
			'<img src=x onerror="alert(1)">'
		);
	} );

	it( 'announces each new bot message once, not the candidate’s own or older ones', async () => {
		const { user } = renderChat();
		await user.type( input(), 'hi{Enter}' );
		await screen.findByRole( 'group', { name: 'Areas of interest' } );
		await waitFor( () =>
			expect( liveRegion() ).toHaveTextContent(
				"Hi! I'm the careers assistant. See our site https://example.test/about. Areas of interest. Choose one, or type it"
			)
		);
		await user.type( input(), 'Nursing{Enter}' );
		await within( transcript() ).findByText(
			'Where would you like to work?'
		);
		await waitFor( () =>
			expect( liveRegion() ).toHaveTextContent(
				/^Where would you like to work\?$/
			)
		);
	} );

	it( 'shows a conversation restored from another page without reading it out again', async () => {
		const storage = memoryStorage();
		const first = chatFixture( { storage } );
		await first.conversation.send( 'hi' );

		const { container } = renderChat( { storage } );
		expect(
			screen.getByRole( 'group', { name: 'Areas of interest' } )
		).toBeVisible();
		expect( within( transcript() ).getByText( 'hi' ) ).toBeVisible();
		// Reopened mid-question, the card's choices still work, once.
		expect(
			screen.getByRole( 'button', { name: 'Nursing' } )
		).toBeEnabled();
		expect(
			screen.queryByRole( 'region', { name: 'Please select one' } )
		).toBeNull();
		await waitFor( () =>
			expect(
				container.querySelector( '.careers-chat__markdown' )
			).not.toBeNull()
		);
		expect( liveRegion() ).toHaveTextContent( '' );
	} );

	it( 'stamps each message with its time', async () => {
		const { user } = renderChat();
		await user.type( input(), 'hi{Enter}' );
		await screen.findByRole( 'group', { name: 'Areas of interest' } );
		const times = transcript().querySelectorAll( 'time' );
		expect( times.length ).toBeGreaterThanOrEqual( 2 );
		expect( times[ 0 ] ).toHaveTextContent( '2:05 PM' );
		expect( times[ 0 ] ).toHaveAttribute(
			'datetime',
			'2026-01-05T14:05:00.000Z'
		);
	} );

	it( 'starts a new conversation on request', async () => {
		const { user, conversation } = renderChat();
		await user.type( input(), 'hi{Enter}' );
		await screen.findByRole( 'group', { name: 'Areas of interest' } );
		const sessionId = conversation.getState().sessionId;

		await user.click(
			screen.getByRole( 'button', { name: 'New conversation' } )
		);
		expect(
			screen.queryByRole( 'group', { name: 'Areas of interest' } )
		).toBeNull();
		expect( conversation.getState().entries ).toEqual( [] );
		expect( conversation.getState().sessionId ).not.toBe( sessionId );
		expect( input() ).toHaveFocus();
	} );

	it( 'leads on open: the start utterance goes unseen, the welcome asks with its choices, and again after New conversation', async () => {
		const { user, requests } = renderChat(
			{ replies: [ greeting, greeting ] },
			{ startUtterance: 'get started' }
		);
		const card = await screen.findByRole( 'group', {
			name: 'Areas of interest',
		} );
		expect( requests.map( ( request ) => request.text ) ).toEqual( [
			'get started',
		] );
		expect(
			within( transcript() ).queryByText( 'get started' )
		).toBeNull();
		expect(
			within( card ).getByRole( 'button', { name: 'Nursing' } )
		).toBeEnabled();
		await user.click(
			screen.getByRole( 'button', { name: 'New conversation' } )
		);
		await screen.findByRole( 'group', { name: 'Areas of interest' } );
		expect( requests ).toHaveLength( 2 );
	} );

	it.each( [ true, false ] )(
		'starts fetching the bot client as the window opens, and marked (markdown %p) only for a reply with markdown',
		async ( markdown ) => {
			const loadLexer = jest.fn( loadTestLexer );
			const preloadBotClient = jest.fn();
			const fixture = chatFixture();
			render(
				<ChatApp
					conversation={ fixture.conversation }
					{ ...APP_PROPS }
					markdown={ markdown }
					loadLexer={ loadLexer }
					preloadBotClient={ preloadBotClient }
				/>
			);
			// Mounted closed: nothing fetched yet.
			expect( preloadBotClient ).not.toHaveBeenCalled();

			act( () => fixture.conversation.setOpen( true ) );
			// Before any message is sent: the bot client, never marked.
			expect( fixture.requests ).toEqual( [] );
			expect( preloadBotClient ).toHaveBeenCalledTimes( 1 );
			expect( loadLexer ).not.toHaveBeenCalled();

			// The greeting has **bold**: marked is fetched for it.
			await userEvent.setup().type( input(), 'hi{Enter}' );
			const strong = await within( transcript() ).findByText(
				markdown ? 'our site' : /\*\*our site\*\*/
			);
			expect( strong.tagName ).toBe( markdown ? 'STRONG' : 'P' );
			expect( loadLexer ).toHaveBeenCalledTimes( markdown ? 1 : 0 );
		}
	);

	it( 'does not take focus when it was already open on the last page', () => {
		const storage = memoryStorage();
		chatFixture( { storage } ).conversation.setOpen( true );
		const fixture = chatFixture( { storage } );
		const onOpenChange = jest.fn();
		render(
			<ChatApp
				conversation={ fixture.conversation }
				{ ...APP_PROPS }
				markdown={ false }
				onOpenChange={ onOpenChange }
			/>
		);
		expect( screen.getByRole( 'dialog' ) ).toBeVisible();
		expect( input() ).not.toHaveFocus();
		expect( onOpenChange ).toHaveBeenCalledWith( true, false );
	} );
} );
