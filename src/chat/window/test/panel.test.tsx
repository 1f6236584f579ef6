/**
 * The "Please select one" panel with the template's bot, which sends no
 * cards: the job API's categories at the area question, "Find jobs near
 * me" and the known places at the place question, and the lines the chat
 * says when an answer cannot be used.
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
import type { NearbyPlace } from '../../core/places';
import { TEMPLATE_WORDS } from '../../core/test/template-words';
import { ChatApp } from '../components/chat-app';
import {
	chatFixture,
	closing,
	loadLaterCode,
	type ChatFixtureOptions,
} from './chat-fixtures';
import { loadTestLexer } from './test-lexer';

const askPlace: BotReply = {
	messages: [
		{ contentType: 'PlainText', text: 'Where would you like to work?' },
	],
	slots: {},
	slotToElicit: 'location',
	sessionAttributes: {},
	dialogState: 'ElicitSlot',
};

const askArea: BotReply = {
	messages: [
		{
			contentType: 'PlainText',
			text: 'Which area are you interested in?',
		},
	],
	slots: {},
	slotToElicit: 'areaInterest',
	sessionAttributes: {},
	dialogState: 'ElicitSlot',
};

function renderChat( options: ChatFixtureOptions ) {
	const fixture = chatFixture( {
		categories: [ 'Nursing', 'Accounting & Finance', 'Sales' ],
		...options,
	} );
	render(
		<ChatApp
			conversation={ fixture.conversation }
			title="Careers assistant"
			idPrefix="chat"
			initials=""
			linkTarget="_blank"
			baseUrl="https://careers.example.test/careers/"
			markdown={ false }
			loadLexer={ loadTestLexer }
			formatTime={ () => '2:05 PM' }
			startUtterance="get started"
		/>
	);
	act( () => fixture.conversation.setOpen( true ) );
	return { ...fixture, user: userEvent.setup() };
}

const input = () => screen.getByRole( 'textbox', { name: 'Your message' } );
const panel = () =>
	screen.findByRole( 'region', { name: 'Please select one' } );
const transcript = () => screen.getByRole( 'region', { name: 'Conversation' } );
const liveRegion = () => screen.getByRole( 'status' );

beforeAll( loadLaterCode );

describe( 'the "Please select one" panel', () => {
	it( 'lists the job API’s categories, sorted as given, at the area question; a choice sends its name', async () => {
		const { user, requests } = renderChat( {
			replies: [ askArea, closing ],
		} );
		const choices = within( await panel() ).getAllByRole( 'button' );
		expect( choices.map( ( button ) => button.textContent ) ).toEqual( [
			'Nursing',
			'Accounting & Finance',
			'Sales',
		] );
		await user.click( choices[ 1 ] );
		await waitFor( () => expect( requests ).toHaveLength( 2 ) );
		expect( requests[ 1 ].text ).toBe( 'Accounting & Finance' );
		expect( input() ).toHaveFocus();
	} );

	it( 'keeps an area that is none of ours in the input, says so, and sends nothing', async () => {
		const { user, requests } = renderChat( { replies: [ askArea ] } );
		await panel();
		await user.type( input(), 'Basket weaving{Enter}' );
		const line =
			'“Basket weaving” is not one of our job areas. Please choose one from the list.';
		expect( await within( transcript() ).findByText( line ) ).toBeVisible();
		await waitFor( () => expect( liveRegion() ).toHaveTextContent( line ) );
		expect( input() ).toHaveValue( 'Basket weaving' );
		expect( requests ).toHaveLength( 1 );
		expect(
			within( transcript() ).queryByText( 'Basket weaving' )
		).toBeNull();
	} );

	it( 'says when the list could not be loaded, and sends the area as typed', async () => {
		const { user, requests } = renderChat( {
			replies: [ askArea, closing ],
			categories: new Error( 'JSONP request failed' ),
		} );
		const line =
			'The list of job areas could not be loaded. Please type the area you are interested in.';
		expect( await within( transcript() ).findByText( line ) ).toBeVisible();
		expect(
			screen.queryByRole( 'region', { name: 'Please select one' } )
		).toBeNull();
		await user.type( input(), 'Nursing jobs{Enter}' );
		await waitFor( () => expect( requests ).toHaveLength( 2 ) );
		expect( requests[ 1 ].text ).toBe( 'Nursing jobs' );
	} );

	it( 'offers "Find jobs near me" first at the place question and answers with the place found', async () => {
		const nearby = jest.fn( async (): Promise< NearbyPlace > => ( {
			name: 'Austin, TX',
		} ) );
		const { user, requests } = renderChat( {
			replies: [ askPlace, askArea ],
			locateNearby: nearby,
		} );
		const nearMe = within( await panel() ).getAllByRole( 'button' )[ 0 ];
		expect( nearMe ).toHaveTextContent( 'Find jobs near me' );
		expect( nearby ).not.toHaveBeenCalled();
		await user.click( nearMe );
		expect(
			await within( transcript() ).findByText( 'Near me: Austin, TX' )
		).toBeVisible();
		await waitFor( () => expect( requests ).toHaveLength( 2 ) );
		expect( requests[ 1 ].text ).toBe( 'Austin, TX' );
		expect( requests[ 1 ].sessionAttributes ).toMatchObject( {
			job_location: 'Austin, TX',
			zip: '78701',
		} );
	} );

	it( 'says why the location could not be used, and offers the choice again', async () => {
		const { user, requests } = renderChat( {
			replies: [ askPlace ],
			locateNearby: async () => ( { problem: 'location-denied' } ),
		} );
		await user.click(
			within( await panel() ).getByRole( 'button', {
				name: 'Find jobs near me',
			} )
		);
		const line =
			'Your browser did not allow the use of your location. Please type a zip code or a city and state.';
		expect( await within( transcript() ).findByText( line ) ).toBeVisible();
		await waitFor( () => expect( liveRegion() ).toHaveTextContent( line ) );
		expect(
			within( await panel() ).getByRole( 'button', {
				name: 'Find jobs near me',
			} )
		).toBeEnabled();
		expect( requests ).toHaveLength( 1 );
	} );

	it( 'states what the search found, shown and announced', async () => {
		const { user } = renderChat( {
			replies: [ askPlace, askArea, closing ],
		} );
		await screen.findByText( 'Where would you like to work?' );
		await user.type( input(), 'Austin, TX{Enter}' );
		await within( await panel() ).findByRole( 'button', {
			name: 'Nursing',
		} );
		await user.type( input(), 'nursing{Enter}' );
		const line = '7 Nursing jobs within 50 miles of Austin, TX.';
		expect( await within( transcript() ).findByText( line ) ).toBeVisible();
		await waitFor( () => expect( liveRegion() ).toHaveTextContent( line ) );
	} );

	it( 'offers the places a name could be, each a choice that sends it, and the line says why', async () => {
		const portland = ( state: string ) => ( {
			latitude: 45,
			longitude: -100,
			city: 'Portland',
			state,
			country: 'US',
			zip: '',
			formatted: `Portland, ${ state }, USA`,
			kind: 'city' as const,
		} );
		const { user, requests } = renderChat( {
			replies: [ { ...askPlace, intentName: 'FindJobs' }, askArea ],
			words: TEMPLATE_WORDS.en_US,
			lookUpPlaces: async ( text ) =>
				text === 'Portland'
					? [ portland( 'ME' ), portland( 'OR' ) ]
					: [ portland( 'OR' ) ],
		} );
		await within( transcript() ).findByText(
			'Where would you like to work?'
		);
		await user.type( input(), 'Portland{Enter}' );
		const line =
			'“Portland” could be more than one place. Please choose one, or type the city and state.';
		expect( await within( transcript() ).findByText( line ) ).toBeVisible();
		await waitFor( () => expect( liveRegion() ).toHaveTextContent( line ) );
		const choices = within( await panel() ).getAllByRole( 'button' );
		expect( choices.map( ( button ) => button.textContent ) ).toEqual( [
			'Portland, ME',
			'Portland, OR',
		] );
		expect( requests ).toHaveLength( 1 );
		await user.click( choices[ 1 ] );
		await waitFor( () => expect( requests ).toHaveLength( 2 ) );
		expect( requests[ 1 ].text ).toBe( 'Portland, OR' );
	} );

	it( 'after the bot’s idle timeout, puts the message back in the input, says so once, and asks again', async () => {
		let now = Date.UTC( 2026, 0, 5, 14, 5 );
		const { user, requests } = renderChat( {
			replies: [ { ...askPlace, intentName: 'FindJobs' } ],
			words: TEMPLATE_WORDS.en_US,
			now: () => now,
		} );
		await within( transcript() ).findByText(
			'Where would you like to work?'
		);
		now += 301_000;
		await user.type( input(), 'Austin, TX{Enter}' );
		const line =
			'This conversation timed out, so your message was not sent. It is back in the message box: send it again to carry on.';
		expect( await within( transcript() ).findByText( line ) ).toBeVisible();
		await waitFor( () => expect( input() ).toHaveValue( 'Austin, TX' ) );
		await waitFor( () =>
			expect( liveRegion() ).toHaveTextContent(
				`${ line } ${ TEMPLATE_WORDS.en_US.prompts.FindJobs.location }`
			)
		);
		expect( requests ).toHaveLength( 1 );
		expect( within( transcript() ).queryByText( 'Austin, TX' ) ).toBeNull();
	} );
} );
