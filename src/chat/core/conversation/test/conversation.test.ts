/**
 * The conversation controller with stand-in collaborators (no network).
 */

/**
 * Internal dependencies
 */
import type { BotReply } from '../../bot/reply-model';
import { memoryStorage } from '../../test/memory-storage';
import {
	ASK_AREA,
	ASK_LOCATION,
	CLOSE,
	say,
	setup,
} from '../../test/scripted-chat';
import { CONVERSATION_KEY, OPEN_KEY } from '../conversation-storage';
import type { ChatCandidate } from '../session-attributes';
import {
	botErrorText,
	createConversation,
	LOCATION_NOT_FOUND_MESSAGE,
} from '..';

describe( 'conversation', () => {
	it( 'runs a turn: user entry, locked input, bot entries after the reply delay', async () => {
		const { conversation, sleeps, bot } = setup( [ ASK_AREA ] );
		const seen: boolean[] = [];
		conversation.subscribe( ( state ) => seen.push( state.busy ) );

		await conversation.send( '  Hi  ' );
		const state = conversation.getState();
		expect( state.entries ).toEqual( [
			{ kind: 'user', text: 'Hi', id: 'id-2', at: 1_700_000_000_000 },
			{
				kind: 'bot',
				message: {
					contentType: 'PlainText',
					text: 'Which area are you interested in?',
				},
				id: 'id-3',
				at: 1_700_000_000_000,
			},
		] );
		expect( seen ).toContain( true );
		expect( state.busy ).toBe( false );
		expect( state.slotToElicit ).toBe( 'areaInterest' );
		expect( sleeps[ 0 ] ).toBeCloseTo( Math.log( 33 / 15 ) * 400 );
		expect( bot.requests[ 0 ] ).toEqual( {
			text: 'Hi',
			sessionId: 'id-1',
			sessionAttributes: {
				xcloudOrg: 'acme',
				wpOrigin: 'https://careers.acme.test',
				showJobResults: 'false',
			},
			// No question open: for Lex to recognise an intent in.
			dialog: { dialogAction: { type: 'ElicitIntent' } },
		} );
	} );

	it( 'ignores blank input and input sent while a turn is in flight', async () => {
		const { conversation, bot } = setup( [ ASK_AREA ] );
		expect( await conversation.send( '   ' ) ).toBe( false );
		const first = conversation.send( 'Hi' );
		expect( conversation.getState().busy ).toBe( true );
		expect( await conversation.send( 'again' ) ).toBe( false );
		await first;
		expect( bot.requests.map( ( request ) => request.text ) ).toEqual( [
			'Hi',
		] );
	} );

	it( 'geocodes a location answer first and sends the place in the attributes', async () => {
		const { conversation, bot, geocoded } = setup( [
			ASK_AREA,
			ASK_LOCATION,
			CLOSE,
		] );
		await conversation.send( 'Hi' );
		await conversation.send( 'Nursing' );
		await conversation.send( 'Austin, TX' );
		expect( geocoded ).toEqual( [ 'Austin, TX' ] );
		expect( bot.requests[ 2 ].sessionAttributes ).toMatchObject( {
			latitude: '30.2672',
			longitude: '-97.7431',
			job_location: 'Austin, TX',
			city: 'Austin',
			state: 'TX',
			country: 'US',
			zip: '78701',
		} );
	} );

	it( 'says it could not find a place without calling the bot, and the next answer works', async () => {
		const { conversation, bot } = setup( [ ASK_LOCATION, CLOSE ] );
		await conversation.send( 'Nursing' );
		await conversation.send( 'Atlantis' );
		const { entries, busy } = conversation.getState();
		expect( entries[ entries.length - 1 ] ).toMatchObject( {
			kind: 'location-not-found',
			text: "Sorry, I couldn't find that location, please try again.",
		} );
		expect( LOCATION_NOT_FOUND_MESSAGE ).toBe(
			"Sorry, I couldn't find that location, please try again."
		);
		expect( busy ).toBe( false );
		expect( bot.requests ).toHaveLength( 1 );
		await conversation.send( '78701' );
		expect( bot.requests ).toHaveLength( 2 );
	} );

	it( 'treats a failing geocoder as an unknown place and logs the error', async () => {
		const failure = new Error( 'maps down' );
		const { conversation, errors } = setup( [ ASK_LOCATION ], {
			geocode: async () => {
				throw failure;
			},
		} );
		await conversation.send( 'Nursing' );
		await conversation.send( 'Austin' );
		const { entries } = conversation.getState();
		expect( entries[ entries.length - 1 ].kind ).toBe(
			'location-not-found'
		);
		expect( errors ).toEqual( [ failure ] );
	} );

	it( 'sets showJobResults on a category answer, lists jobs after the reply, then sets it back', async () => {
		const { conversation, bot, searches, sleeps } = setup( [
			ASK_AREA,
			say( 'Here you go' ),
		] );
		await conversation.send( 'Hi' );
		await conversation.send( 'Nursing' );
		expect( bot.requests[ 1 ].sessionAttributes ).toMatchObject( {
			job_category: 'Nursing',
			showJobResults: 'true',
		} );
		expect( searches ).toEqual( [
			{
				keyword: 'Nursing',
				location: '',
				latitude: '',
				longitude: '',
				radius: 50,
				limit: 2,
			},
		] );
		expect( sleeps ).toContain( 1200 );
		const state = conversation.getState();
		expect( state.entries[ state.entries.length - 1 ] ).toMatchObject( {
			kind: 'jobs',
			results: {
				totalHits: 3,
				jobs: [
					{
						id: '101',
						title: 'Registered Nurse (RN)',
						url: '/job/101/registered-nurse-rn/',
						location: 'Austin, TX',
					},
					{
						id: '102',
						title: 'Travel Nurse',
						url: '/job/102/travel-nurse/',
						location: 'Nationwide',
					},
				],
				searchUrl:
					'/jobs/?location=&latitude=&longitude=&radius=50&keyword=Nursing',
				noJobs: null,
			},
		} );
		expect( state.sessionAttributes.showJobResults ).toBe( 'false' );
	} );

	it( 'does not search when the bot turns showJobResults back off', async () => {
		const { conversation, searches } = setup( [
			ASK_AREA,
			{ ...ASK_LOCATION, sessionAttributes: { showJobResults: 'false' } },
		] );
		await conversation.send( 'Hi' );
		await conversation.send( 'Nursing' );
		expect( searches ).toEqual( [] );
	} );

	it( 'does not send an area answer that is none of the categories: a line says so, and the bot is not called', async () => {
		const { conversation, bot, searches } = setup( [ ASK_AREA ] );
		await conversation.send( 'Hi' );
		await new Promise( process.nextTick );
		// At the area question any text is the bot's answer (free-form
		// slot): "start over" would be searched for as an area.
		expect( await conversation.send( 'start over' ) ).toBe( false );
		expect( bot.requests ).toHaveLength( 1 );
		expect( searches ).toEqual( [] );
		const { entries, busy, slotToElicit } = conversation.getState();
		expect( entries.at( -1 ) ).toMatchObject( {
			kind: 'notice',
			notice: 'unknown-area',
			text: 'start over',
		} );
		expect( entries.map( ( entry ) => entry.kind ) ).toEqual( [
			'user',
			'bot',
			'notice',
		] );
		expect( busy ).toBe( false );
		expect( slotToElicit ).toBe( 'areaInterest' );
	} );

	it( 'sends an area answer as the category’s exact name, the candidate’s words shown', async () => {
		const { conversation, bot } = setup( [ ASK_AREA, CLOSE ] );
		await conversation.send( 'Hi' );
		await new Promise( process.nextTick );
		expect( await conversation.send( '  NURSES ' ) ).toBe( true );
		expect( bot.requests[ 1 ] ).toMatchObject( {
			text: 'Nursing',
			sessionAttributes: {
				job_category: 'Nursing',
				showJobResults: 'true',
			},
		} );
		expect(
			conversation
				.getState()
				.entries.filter( ( entry ) => entry.kind === 'user' )
				.map( ( entry ) => entry.kind === 'user' && entry.text )
		).toEqual( [ 'Hi', 'NURSES' ] );
	} );

	it( 'when the category list cannot be loaded, says so once and sends the area as typed', async () => {
		let calls = 0;
		const working = setup( [] );
		const failing = setup( [ ASK_AREA, CLOSE ], {
			jobSearch: {
				...working.deps.jobSearch,
				categories: async () => {
					calls++;
					throw new Error( 'JSONP request failed' );
				},
			},
		} );
		await failing.conversation.send( 'Hi' );
		await new Promise( process.nextTick );
		failing.conversation.setOpen( true );
		await new Promise( process.nextTick );
		const { entries, suggestions } = failing.conversation.getState();
		expect(
			entries.filter(
				( entry ) =>
					entry.kind === 'notice' &&
					entry.notice === 'areas-unavailable'
			)
		).toHaveLength( 1 );
		expect( suggestions ).toBeNull();
		// Asked again as the window reopened at the same question.
		expect( calls ).toBe( 2 );
		expect( failing.errors ).toHaveLength( 2 );
		expect( await failing.conversation.send( 'Nursing jobs' ) ).toBe(
			true
		);
		expect( failing.bot.requests[ 1 ].text ).toBe( 'Nursing jobs' );
		// Not asked again while the candidate answers.
		expect( calls ).toBe( 2 );
	} );

	it( 'takes the reply’s session attributes as they are: what the bot removed stays removed', async () => {
		const startOver = say( 'Sure, let’s start over.', {
			// The bot's code hook deletes the category and place it owns.
			sessionAttributes: ( sent ) => {
				const kept = { ...sent };
				delete kept.job_category;
				delete kept.job_location;
				return kept;
			},
		} );
		const { conversation, bot } = setup( [ startOver, ASK_AREA ], {
			candidate: { candidateId: 77, areaInterest: 'Sales' },
		} );
		await conversation.send( 'start over' );
		expect( bot.requests[ 0 ].sessionAttributes.job_category ).toBe(
			'Sales'
		);
		expect( conversation.getState().sessionAttributes ).not.toHaveProperty(
			'job_category'
		);
		await conversation.send( 'Find me a job' );
		expect( bot.requests[ 1 ].sessionAttributes ).not.toHaveProperty(
			'job_category'
		);
		expect( bot.requests[ 1 ].sessionAttributes ).toMatchObject( {
			xcloudOrg: 'acme',
			candidateId: '77',
		} );
	} );

	it( 'still sends its own attributes (organisation, origin, candidate) when the bot drops them', async () => {
		const candidate = { candidateId: '"77"', firstName: 'Ana' };
		const { conversation, bot } = setup(
			[ say( 'Hello', { sessionAttributes: {} } ), ASK_AREA ],
			{ candidate }
		);
		await conversation.send( 'Hi' );
		expect( conversation.getState().sessionAttributes ).toEqual( {} );
		await conversation.send( 'Jobs' );
		expect( bot.requests[ 1 ].sessionAttributes ).toEqual( {
			xcloudOrg: 'acme',
			wpOrigin: 'https://careers.acme.test',
			candidateId: '77',
			candidateObj: JSON.stringify( candidate ),
		} );
	} );

	it( 'starts on a plain-HTTP page, where crypto has no randomUUID', async () => {
		const pageCrypto = globalThis.crypto;
		const insecure = {
			getRandomValues: pageCrypto.getRandomValues.bind( pageCrypto ),
		};
		Object.defineProperty( globalThis, 'crypto', {
			value: insecure,
			configurable: true,
		} );
		try {
			const { conversation, bot } = setup( [ ASK_AREA ], {
				createId: undefined,
			} );
			const { sessionId } = conversation.getState();
			expect( sessionId ).toMatch(
				/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
			);
			await conversation.send( 'Hi' );
			expect( bot.sessions ).toEqual( [ sessionId ] );
			expect( conversation.getState().entries ).toHaveLength( 2 );
		} finally {
			Object.defineProperty( globalThis, 'crypto', {
				value: pageCrypto,
				configurable: true,
			} );
		}
	} );

	it( 'offers 100 miles, 250 miles, remote jobs and other areas in turn, one search a click, and no_jobs last', async () => {
		const { conversation, searches } = setup( [ ASK_LOCATION, CLOSE ], {
			jobSearch: {
				search: async ( query ) => {
					searches.push( query );
					return { totalHits: 0, jobs: [], areas: [] };
				},
				categories: async () => [],
			},
		} );
		await conversation.send( 'Nursing' );
		await conversation.send( 'Austin, TX' );
		const place = {
			keyword: 'Nursing',
			location: 'Austin, TX',
			latitude: '30.2672',
			longitude: '-97.7431',
		};
		expect( searches ).toEqual( [ { ...place, radius: 50, limit: 2 } ] );
		const last = () => {
			const { entries } = conversation.getState();
			const entry = entries[ entries.length - 1 ];
			if ( entry.kind !== 'jobs' ) {
				throw new Error( `Not a job entry: ${ entry.kind }` );
			}
			return entry;
		};
		const offered: unknown[] = [];
		for ( let step = 0; step < 4; step++ ) {
			const entry = last();
			expect( entry.results.noJobs ).toBeNull();
			offered.push( entry.results.widen );
			expect( searches ).toHaveLength( step + 1 );
			await conversation.widen( entry.id );
			// Used, not removed; the same click twice searches once.
			expect( await conversation.widen( entry.id ) ).toBe( false );
			expect(
				conversation
					.getState()
					.entries.find( ( item ) => item.id === entry.id )
			).toMatchObject( { results: { used: true } } );
		}
		expect( offered ).toEqual( [
			{ kind: 'radius', radius: 100 },
			{ kind: 'radius', radius: 250 },
			{ kind: 'remote' },
			{ kind: 'areas' },
		] );
		expect( searches.slice( 1 ) ).toEqual( [
			{ ...place, radius: 100, limit: 2 },
			{ ...place, radius: 250, limit: 2 },
			{ ...place, radius: 250, remote: true, limit: 2 },
			{
				...place,
				keyword: '',
				radius: 250,
				limit: 0,
				countAreas: true,
			},
		] );
		expect( last().results ).toMatchObject( {
			jobs: [],
			totalHits: 0,
			noJobs: {
				before: 'Nothing right now. ',
				hasLink: true,
				after: ' Try later.',
			},
		} );
		expect( last().results.widen ).toBeUndefined();
	} );

	it( 'offers the other areas near the place with their counts, and lists the one chosen', async () => {
		const { conversation, searches } = setup( [ ASK_LOCATION, CLOSE ], {
			jobSearch: {
				search: async ( query ) => {
					searches.push( query );
					if ( query.countAreas ) {
						return {
							totalHits: 0,
							jobs: [],
							areas: [
								{ name: 'Sales', count: 4 },
								{ name: 'Nursing', count: 1 },
							],
						};
					}
					return query.keyword === 'Sales'
						? { totalHits: 1, jobs: [ { id: '9', title: 'Rep' } ] }
						: { totalHits: 0, jobs: [] };
				},
				categories: async () => [],
			},
		} );
		await conversation.send( 'Nursing' );
		await conversation.send( 'Austin, TX' );
		for ( let step = 0; step < 4; step++ ) {
			const { entries } = conversation.getState();
			await conversation.widen( entries[ entries.length - 1 ].id );
		}
		const { entries } = conversation.getState();
		const areas = entries[ entries.length - 1 ];
		// The area already searched is not offered again.
		expect( areas ).toMatchObject( {
			kind: 'jobs',
			results: { areas: [ { name: 'Sales', count: 4 } ], noJobs: null },
		} );
		expect( await conversation.widen( areas.id, 'Retail' ) ).toBe( false );
		expect( await conversation.widen( areas.id, 'Sales' ) ).toBe( true );
		expect( searches[ searches.length - 1 ] ).toMatchObject( {
			keyword: 'Sales',
			location: 'Austin, TX',
			radius: 250,
		} );
		const listed = conversation.getState().entries.at( -1 );
		expect( listed ).toMatchObject( {
			kind: 'jobs',
			results: { totalHits: 1, jobs: [ { title: 'Rep' } ] },
		} );
	} );

	it( 'shows a failed job search as an honest error whose "Try again" runs the same search, not sent to the bot again (issue 42)', async () => {
		let down = true;
		const searched: unknown[] = [];
		const { conversation, bot } = setup( [ ASK_LOCATION, CLOSE ], {
			jobSearch: {
				search: async ( query ) => {
					searched.push( query );
					if ( down ) {
						throw new Error(
							'No answer from https://api.test/job'
						);
					}
					return { totalHits: 0, jobs: [] };
				},
				categories: async () => [],
			},
		} );
		await conversation.send( 'Nursing' );
		await conversation.send( 'Austin, TX' );
		const { entries, sessionAttributes } = conversation.getState();
		const failed = entries[ entries.length - 1 ];
		// The job API's address is for the console, not the candidate.
		expect( failed ).toMatchObject( {
			kind: 'error',
			text: 'Error:  The job search is not available right now. (see console for details)',
			failedText: 'Nursing',
			search: { keyword: 'Nursing', location: 'Austin, TX' },
		} );
		expect( sessionAttributes.showJobResults ).toBe( 'false' );

		down = false;
		const sent = bot.requests.length;
		expect( await conversation.retry( failed.id ) ).toBe( true );
		const after = conversation.getState();
		expect( after.entries.at( -1 ) ).toMatchObject( {
			kind: 'jobs',
			results: { totalHits: 0, search: { keyword: 'Nursing' } },
		} );
		expect(
			after.entries.some( ( entry ) => entry.kind === 'error' )
		).toBe( false );
		expect( after.busy ).toBe( false );
		expect( bot.requests ).toHaveLength( sent );
		expect( searched ).toHaveLength( 2 );
		expect( searched[ 1 ] ).toEqual( searched[ 0 ] );
	} );

	it( 'appends the bot-failure item, unlocks the input, and retries the failed message', async () => {
		const failure = Object.assign(
			new Error( 'Rate exceeded\n  more detail' ),
			{
				name: 'ThrottlingException',
			}
		);
		const { conversation, bot, errors } = setup( [ failure, ASK_AREA ] );
		await conversation.send( 'Hi' );
		let state = conversation.getState();
		const failed = state.entries[ state.entries.length - 1 ];
		expect( failed ).toMatchObject( {
			kind: 'error',
			text: 'Error:  Rate exceeded (see console for details)',
			failedText: 'Hi',
		} );
		expect( state.busy ).toBe( false );
		expect( errors ).toEqual( [ failure ] );

		expect( await conversation.retry( failed.id ) ).toBe( true );
		state = conversation.getState();
		expect( state.entries.map( ( entry ) => entry.kind ) ).toEqual( [
			'user',
			'bot',
		] );
		expect( bot.requests.map( ( request ) => request.text ) ).toEqual( [
			'Hi',
			'Hi',
		] );
	} );

	it( 'words an error without message as "Unknown error"', () => {
		expect( botErrorText( {} ) ).toBe(
			'Error:  Unknown error (see console for details)'
		);
		expect( botErrorText( new Error( '' ) ) ).toBe(
			'Error:  Unknown error (see console for details)'
		);
		expect( botErrorText( 'plain' ) ).toBe(
			'Error:  plain (see console for details)'
		);
	} );

	it( 'starts fetching the geocoder when the bot asks for a place, not before', async () => {
		let preloads = 0;
		const { conversation } = setup( [ ASK_AREA, ASK_LOCATION ], {
			preloadGeocoder: () => void preloads++,
		} );
		conversation.setOpen( true );
		await conversation.send( 'Hi' );
		await new Promise( process.nextTick );
		expect( preloads ).toBe( 0 );
		await conversation.send( 'Nursing' );
		await new Promise( process.nextTick );
		expect( conversation.getState().slotToElicit ).toBe( 'location' );
		expect( preloads ).toBe( 1 );
	} );

	it( 'offers the categories, and the zip and city/state, as suggestions', async () => {
		const { conversation } = setup( [
			ASK_AREA,
			ASK_LOCATION,
			CLOSE,
			ASK_LOCATION,
		] );
		await conversation.send( 'Hi' );
		await new Promise( process.nextTick );
		expect( conversation.getState().suggestions ).toEqual( {
			kind: 'category',
			options: [ 'Nursing', 'Sales' ],
		} );
		await conversation.send( 'Nursing' );
		// Nothing known yet about where.
		expect( conversation.getState().suggestions ).toBeNull();
		await conversation.send( 'Austin, TX' );
		await conversation.send( 'start over' );
		await new Promise( process.nextTick );
		expect( conversation.getState().suggestions ).toEqual( {
			kind: 'location',
			options: [ '78701', 'Austin, TX' ],
		} );
	} );

	it( 'pre-fills a signed-in candidate’s area of interest and zip', async () => {
		const candidate = {
			candidateId: 77,
			firstName: 'Ana',
			areaInterest: 'Sales',
			zip: '78701',
		};
		const { conversation, bot } = setup( [ ASK_AREA ], { candidate } );
		await conversation.send( 'Hi' );
		await new Promise( process.nextTick );
		expect( bot.requests[ 0 ].sessionAttributes ).toMatchObject( {
			candidateId: '77',
			job_category: 'Sales',
			zip: '78701',
		} );
		expect( conversation.getState().suggestions ).toEqual( {
			kind: 'category',
			options: [ 'Sales', 'Nursing' ],
			prefill: 'Sales',
		} );
	} );

	it( 'keeps transcript, session and open state in session storage under careersChat keys', async () => {
		const { conversation, storage, deps } = setup( [ ASK_AREA ] );
		conversation.setOpen( true );
		await conversation.send( 'Hi' );
		expect( [ ...storage.items.keys() ].sort() ).toEqual( [
			CONVERSATION_KEY,
			OPEN_KEY,
		] );
		expect( CONVERSATION_KEY.startsWith( 'careersChat' ) ).toBe( true );
		expect( OPEN_KEY.startsWith( 'careersChat' ) ).toBe( true );

		const restored = createConversation( deps ).getState();
		expect( restored ).toMatchObject( {
			open: true,
			sessionId: conversation.getState().sessionId,
			entries: conversation.getState().entries,
			slotToElicit: 'areaInterest',
			busy: false,
		} );
	} );

	it( 'starts fresh when storage was cleared (sign-out) or holds something unreadable', () => {
		const { storage, deps } = setup( [] );
		storage.set( CONVERSATION_KEY, {
			version: 1,
			sessionId: 's',
			entries: [
				{
					kind: 'bot',
					id: 'x',
					at: 1,
					message: { contentType: 'PlainText', text: 3 },
				},
			],
		} );
		expect( createConversation( deps ).getState().entries ).toEqual( [] );
		storage.set( CONVERSATION_KEY, 'garbage' );
		const fresh = createConversation( deps ).getState();
		expect( fresh.entries ).toEqual( [] );
		expect( fresh.sessionId ).not.toBe( 's' );
	} );

	it( 'starts a new conversation with a new session and drops a reply that arrives late', async () => {
		let release: ( reply: BotReply ) => void = () => undefined;
		const sessions: string[] = [];
		const { conversation } = setup( [], {
			createBotClient: async ( sessionId ) => {
				sessions.push( sessionId );
				return {
					send: () =>
						new Promise< BotReply >(
							( resolve ) => ( release = resolve )
						),
				};
			},
		} );
		const pending = conversation.send( 'Hi' );
		await new Promise( process.nextTick );
		const oldSession = conversation.getState().sessionId;
		conversation.startNew();
		release( { ...say( 'Too late' ), sessionAttributes: {} } );
		await pending;
		const state = conversation.getState();
		expect( state.sessionId ).not.toBe( oldSession );
		expect( state.entries ).toEqual( [] );
		expect( state.busy ).toBe( false );
		expect( sessions ).toEqual( [ oldSession ] );
	} );

	describe( 'the candidate in the session is the one signed in now', () => {
		const ANA = {
			candidateId: 77,
			firstName: 'Ana',
			areaInterest: 'Sales',
		};
		const BEN = { candidateId: 88, firstName: 'Ben' };

		it( 'stops sending the candidate once the record expires, in a new conversation', async () => {
			let candidate: ChatCandidate | null = ANA;
			const { conversation, bot } = setup(
				[ say( 'Hello Ana' ), say( 'Hello' ) ],
				{ readCandidate: () => candidate }
			);
			await conversation.send( 'Hi' );
			expect( bot.requests[ 0 ].sessionAttributes ).toMatchObject( {
				candidateId: '77',
			} );
			const first = conversation.getState().sessionId;

			candidate = null;
			await conversation.send( 'Hi again' );
			const sent = bot.requests[ 1 ];
			expect( sent.sessionAttributes ).not.toHaveProperty(
				'candidateId'
			);
			expect( sent.sessionAttributes ).not.toHaveProperty(
				'candidateObj'
			);
			expect( sent.sessionAttributes ).not.toHaveProperty(
				'job_category'
			);
			expect( sent.sessionId ).not.toBe( first );
			expect(
				conversation
					.getState()
					.entries.map( ( entry ) =>
						entry.kind === 'user' ? entry.text : entry.kind
					)
			).toEqual( [ 'Hi again', 'bot' ] );
		} );

		it( 'starts a new conversation for another candidate who signed in without signing out', async () => {
			let candidate: ChatCandidate | null = ANA;
			const { conversation, bot } = setup(
				[ say( 'Hello Ana' ), say( 'Hello Ben' ) ],
				{ readCandidate: () => candidate }
			);
			await conversation.send( 'Hi' );
			candidate = BEN;
			await conversation.send( 'Hi' );
			expect( bot.requests[ 1 ].sessionAttributes ).toMatchObject( {
				candidateId: '88',
			} );
			expect(
				JSON.parse( bot.requests[ 1 ].sessionAttributes.candidateObj )
			).toEqual( BEN );
			expect( bot.requests[ 1 ].sessionAttributes.job_category ).toBe(
				undefined
			);
			expect( bot.requests[ 1 ].sessionId ).not.toBe(
				bot.requests[ 0 ].sessionId
			);
		} );

		it( 'passes a message sent after another candidate signed in to the window’s conversation for them, sending nothing itself', async () => {
			let candidate: ChatCandidate | null = ANA;
			const passOn = jest.fn();
			const { conversation, bot } = setup( [ say( 'Hello Ana' ) ], {
				readCandidate: () => candidate,
				passOn,
			} );
			await conversation.send( 'Hi' );
			const before = conversation.getState();
			candidate = BEN;
			await expect(
				conversation.send( '  Hi, Ben here ' )
			).resolves.toBe( true );
			expect( passOn ).toHaveBeenCalledTimes( 1 );
			expect( passOn ).toHaveBeenCalledWith( 'Hi, Ben here' );
			// Ana's conversation neither sent it nor changed.
			expect( bot.requests ).toHaveLength( 1 );
			expect( conversation.getState().entries ).toBe( before.entries );
			// The same candidate: sent here, as always.
			candidate = ANA;
			passOn.mockClear();
			await conversation.send( 'Thanks' );
			expect( passOn ).not.toHaveBeenCalled();
		} );

		it( 'sends a message said during the first words after the candidate changed, in its new session, when no window takes it', async () => {
			let candidate: ChatCandidate | null = ANA;
			const { conversation, bot } = setup(
				[ say( 'Hello' ), say( 'Hi Ben' ) ],
				{
					readCandidate: () => candidate,
					firstTurn: {
						messages: [ 'Hello' ],
						intentName: 'FindJobs',
						slotToElicit: 'location',
					},
				}
			);
			// The first words show; Lex has not answered yet.
			const started = conversation.start( 'get started' );
			candidate = BEN;
			await conversation.send( 'Hi' );
			await started;
			const last = bot.requests.at( -1 );
			expect( last?.text ).toBe( 'Hi' );
			expect( last?.sessionAttributes.candidateId ).toBe( '88' );
			expect(
				conversation
					.getState()
					.entries.map( ( entry ) =>
						entry.kind === 'user' ? entry.text : entry.kind
					)
			).toEqual( [ 'Hi', 'bot' ] );
		} );

		it( 'restores a saved conversation only for the candidate it belongs to', async () => {
			const first = setup( [ say( 'Hello Ana' ) ], { candidate: ANA } );
			await first.conversation.send( 'Hi' );

			const visitor = setup( [ say( 'Hello' ) ], {
				storage: first.storage,
				candidate: null,
			} );
			expect( visitor.conversation.getState().entries ).toEqual( [] );
			await visitor.conversation.send( 'Hi' );
			expect(
				visitor.bot.requests[ 0 ].sessionAttributes
			).not.toHaveProperty( 'candidateObj' );

			const again = setup( [], {
				storage: first.storage,
				candidate: null,
			} );
			expect( again.conversation.getState().entries ).toHaveLength( 2 );
		} );

		it( 'never sends the candidate a conversation saved before owners were kept', async () => {
			const storage = memoryStorage();
			storage.set( CONVERSATION_KEY, {
				version: 1,
				sessionId: 'old',
				entries: [],
				sessionAttributes: {
					xcloudOrg: 'acme',
					candidateId: '77',
					candidateObj: JSON.stringify( ANA ),
				},
			} );
			const { conversation, bot } = setup( [ say( 'Hello' ) ], {
				storage,
			} );
			await conversation.send( 'Hi' );
			expect( bot.requests[ 0 ].sessionAttributes ).not.toHaveProperty(
				'candidateId'
			);
			expect( bot.requests[ 0 ].sessionAttributes ).not.toHaveProperty(
				'candidateObj'
			);
		} );

		it( 'follows a candidate change the page is told of', async () => {
			let candidate: ChatCandidate | null = ANA;
			const { conversation } = setup( [ say( 'Hello Ana' ) ], {
				readCandidate: () => candidate,
			} );
			await conversation.send( 'Hi' );
			const first = conversation.getState().sessionId;
			conversation.followCandidate();
			expect( conversation.getState().sessionId ).toBe( first );
			candidate = null;
			conversation.followCandidate();
			expect( conversation.getState().sessionId ).not.toBe( first );
			expect( conversation.getState().entries ).toEqual( [] );
		} );
	} );
} );
