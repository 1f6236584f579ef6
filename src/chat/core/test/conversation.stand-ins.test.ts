/** @jest-environment node */

/**
 * The whole dialog against the dev/services stand-ins, for Lex V2 and V1:
 * real SDK clients, real Cognito credentials, real geocoders and job API.
 */

/**
 * Internal dependencies
 */
import { JOB_CATEGORIES } from '../../../../dev/services/jobs/job-fixture';
import type { ConversationState } from '../conversation';
import type { TranscriptEntry } from '../conversation/transcript';
import { ANA } from './places';
import {
	callCounts,
	lexUrl,
	memoryStorage,
	ORGANIZATION,
	standInChat,
	stateWhere,
} from './stand-in-chat';
import { setUpStandIns } from './stand-in-services';

const standIns = setUpStandIns();

const texts = ( entries: readonly TranscriptEntry[] ) =>
	entries.map( ( entry ) => {
		switch ( entry.kind ) {
			case 'bot':
				if ( entry.message.contentType === 'ImageResponseCard' ) {
					return `card: ${ entry.message.card.title }`;
				}
				return entry.message.contentType === 'CustomPayload'
					? `payload: ${ entry.message.text }`
					: `bot: ${ entry.message.text }`;
			case 'jobs':
				return `jobs: ${ entry.results.totalHits }`;
			default:
				return `${ entry.kind }: ${ entry.text }`;
		}
	} );

const lastJobs = ( state: ConversationState ) => {
	const entry = [ ...state.entries ]
		.reverse()
		.find( ( item ) => item.kind === 'jobs' );
	if ( entry?.kind !== 'jobs' ) {
		throw new Error( 'No job results in the transcript.' );
	}
	return entry.results;
};

const lastEntryId = ( conversation: { getState: () => ConversationState } ) =>
	conversation.getState().entries.at( -1 )?.id ?? '';

/**
 * The bot's closing line, just before the job results.
 *
 * @param state Conversation state.
 */
const closingLine = ( state: ConversationState ) =>
	texts( state.entries ).at( -2 );

/** The job API's areas, sorted, as the "Please select one" panel lists them. */
const AREAS = [ ...JOB_CATEGORIES ].sort();

const lexOperation = ( version: 'v2' | 'v1' ) =>
	version === 'v2' ? 'RecognizeText' : 'PostText';

describe.each( [
	[ 'v2', 'google' ],
	[ 'v1', 'here' ],
] as const )( 'Lex %s with the %s geocoder', ( version, provider ) => {
	it( 'goes from greeting to job list with detail and search links', async () => {
		const chat = standInChat( standIns.urls, { version, provider } );
		const { conversation } = chat;

		expect( await conversation.send( 'Hi' ) ).toBe( true );
		let state = conversation.getState();
		expect( texts( state.entries ) ).toEqual( [
			'user: Hi',
			"bot: Hi! I'm the careers assistant. I can help you find a job that suits you.",
			'bot: Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.',
		] );
		expect( state.slotToElicit ).toBe( 'location' );
		expect( state.busy ).toBe( false );

		await conversation.send( 'Austin, TX' );
		state = conversation.getState();
		expect( texts( state.entries )[ 4 ] ).toBe(
			'bot: Which area are you interested in?'
		);
		// No bot cards: the panel lists the job API's areas.
		expect(
			state.entries.some(
				( entry ) =>
					entry.kind === 'bot' &&
					entry.message.contentType === 'ImageResponseCard'
			)
		).toBe( false );
		expect( state.slotToElicit ).toBe( 'areaInterest' );
		// Not the closing turn: no search yet.
		expect( state.entries.some( ( entry ) => entry.kind === 'jobs' ) ).toBe(
			false
		);
		expect( state.sessionAttributes.showJobResults ).toBe( 'false' );
		state = await stateWhere( conversation, ( current ) =>
			Boolean( current.suggestions )
		);
		expect( state.suggestions ).toEqual( {
			kind: 'category',
			options: AREAS,
		} );

		await conversation.send( 'Nursing' );
		state = conversation.getState();
		expect( closingLine( state ) ).toBe(
			'bot: Let me look for Nursing jobs near Austin, TX.'
		);
		expect( state.sessionAttributes ).toMatchObject( {
			xcloudOrg: ORGANIZATION,
			job_category: 'Nursing',
			job_location: 'Austin, TX',
			city: 'Austin',
			state: 'TX',
			showJobResults: 'false',
		} );
		expect( Number( state.sessionAttributes.latitude ) ).toBeCloseTo(
			30.27,
			1
		);

		const results = lastJobs( state );
		expect( results.totalHits ).toBeGreaterThan( 0 );
		expect( results.jobs.length ).toBeGreaterThan( 0 );
		expect( results.jobs.length ).toBeLessThanOrEqual( 5 );
		for ( const job of results.jobs ) {
			expect( job.url ).toMatch(
				/^\/job\/\d+\/[a-z0-9]+(-[a-z0-9]+)*\/$/
			);
			expect( job.location ).not.toBe( '' );
		}
		const search = new URL( results.searchUrl, 'https://site.test' );
		expect( search.pathname ).toBe( '/jobs/' );
		expect( Object.fromEntries( search.searchParams ) ).toEqual( {
			location: 'Austin, TX',
			latitude: state.sessionAttributes.latitude,
			longitude: state.sessionAttributes.longitude,
			radius: '50',
			keyword: 'Nursing',
		} );
		// The job results waited 1200 ms; each reply waited by its length.
		expect( chat.sleeps ).toContain( 1200 );

		// One Lex call per message; Cognito only for the first turn.
		expect( await callCounts( lexUrl( standIns.urls, version ) ) ).toEqual(
			{
				[ lexOperation( version ) ]: 3,
			}
		);
		expect(
			await callCounts( standIns.urls[ 'cognito-identity' ] )
		).toEqual( {
			GetId: 1,
			GetCredentialsForIdentity: 1,
		} );
		expect( chat.errors ).toEqual( [] );
	} );

	it( 'says when a place is unknown, and the next answer works', async () => {
		const { conversation } = standInChat( standIns.urls, {
			version,
			provider,
		} );
		await conversation.send( 'find jobs' );
		await conversation.send( 'Atlantis' );
		let state = conversation.getState();
		expect( texts( state.entries ).slice( -2 ) ).toEqual( [
			'user: Atlantis',
			"location-not-found: Sorry, I couldn't find that location, please try again.",
		] );
		expect( state.busy ).toBe( false );
		expect( state.slotToElicit ).toBe( 'location' );

		await conversation.send( '98101' );
		expect( conversation.getState().slotToElicit ).toBe( 'areaInterest' );
		await conversation.send( 'Sales' );
		state = conversation.getState();
		expect( closingLine( state ) ).toBe(
			'bot: Let me look for Sales jobs near 98101.'
		);
		expect( lastJobs( state ).totalHits ).toBeGreaterThan( 0 );
		// The unknown place never reached the bot.
		expect( await callCounts( lexUrl( standIns.urls, version ) ) ).toEqual(
			{
				[ lexOperation( version ) ]: 3,
			}
		);
	} );

	it( 'pre-fills the signed-in candidate: id, candidate, area of interest and zip', async () => {
		const candidate = {
			...ANA,
			areaInterest: 'Information Technology',
			zip: '78701',
		};
		const { conversation } = standInChat( standIns.urls, {
			version,
			provider,
			candidate,
		} );
		await conversation.send( 'Hello' );
		let state = await stateWhere( conversation, ( current ) =>
			Boolean( current.suggestions )
		);
		expect( state.sessionAttributes ).toMatchObject( {
			candidateId: '4242',
			candidateObj: JSON.stringify( candidate ),
			job_category: 'Information Technology',
			zip: '78701',
		} );
		expect( state.suggestions ).toEqual( {
			kind: 'location',
			options: [ '78701' ],
			prefill: '78701',
			nearMe: true,
		} );

		await conversation.send( state.suggestions?.prefill ?? '' );
		state = await stateWhere( conversation, ( current ) =>
			Boolean( current.suggestions )
		);
		// The job API's areas, the candidate's own first and pre-filled.
		expect( state.suggestions ).toEqual( {
			kind: 'category',
			options: [
				'Information Technology',
				...AREAS.filter(
					( area ) => area !== 'Information Technology'
				),
			],
			prefill: 'Information Technology',
		} );
		await conversation.send( state.suggestions?.prefill ?? '' );
		state = conversation.getState();
		expect( closingLine( state ) ).toBe(
			'bot: Let me look for Information Technology jobs near 78701.'
		);
		expect( lastJobs( state ).jobs.length ).toBeGreaterThan( 0 );
	} );

	it( 'takes the session attributes Lex returns: "start over" asks for the place again', async () => {
		const candidate = { candidateId: '4242', areaInterest: 'Nursing' };
		const { conversation } = standInChat( standIns.urls, {
			version,
			provider,
			candidate,
		} );
		expect( conversation.getState().sessionAttributes.job_category ).toBe(
			'Nursing'
		);
		await conversation.send( 'start over' );
		const state = conversation.getState();
		expect( texts( state.entries ).slice( -2 ) ).toEqual( [
			"bot: No problem, let's start over.",
			'bot: Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.',
		] );
		expect( state.slotToElicit ).toBe( 'location' );
		// The bot removes nothing (forgetting the search is the chat's).
		expect( state.sessionAttributes ).toMatchObject( {
			xcloudOrg: ORGANIZATION,
			candidateId: '4242',
		} );
	} );

	it( '"Find jobs near me": the geocoder names the device’s place, and the search is near it', async () => {
		const { conversation } = standInChat( standIns.urls, {
			version,
			provider,
			device: { latitude: 30.2849, longitude: -97.7341 },
		} );
		await conversation.send( 'Hi' );
		expect( conversation.getState().slotToElicit ).toBe( 'location' );
		expect( await conversation.findNearMe() ).toBe( true );
		let state = conversation.getState();
		expect(
			state.entries.find(
				( entry ) => entry.kind === 'user' && entry.nearMe
			)
		).toMatchObject( { text: 'Austin, TX 78701' } );
		// The place's coordinates, not the device's, go on.
		expect( state.sessionAttributes ).toMatchObject( {
			job_location: 'Austin, TX 78701',
			zip: '78701',
			city: 'Austin',
		} );
		expect( JSON.stringify( state ) ).not.toContain( '30.2849' );
		await conversation.send( 'Nursing' );
		state = conversation.getState();
		expect( lastJobs( state ).search ).toMatchObject( {
			keyword: 'Nursing',
			location: 'Austin, TX 78701',
		} );
		expect( lastJobs( state ).totalHits ).toBeGreaterThan( 0 );
	} );

	it( 'shows the no_jobs text with its link where nothing matches', async () => {
		const { conversation } = standInChat( standIns.urls, {
			version,
			provider,
		} );
		await conversation.send( 'jobs' );
		await conversation.send( 'Honolulu, HI' );
		await conversation.send( 'Nursing' );
		// 100 miles, 250 miles, remote Nursing jobs, other areas near.
		for ( let step = 0; step < 4; step++ ) {
			expect( lastJobs( conversation.getState() ).noJobs ).toBeNull();
			expect(
				await conversation.widen( lastEntryId( conversation ) )
			).toBe( true );
		}
		const results = lastJobs( conversation.getState() );
		expect( results ).toMatchObject( {
			jobs: [],
			totalHits: 0,
			noJobs: {
				before: 'No matching jobs right now. ',
				hasLink: true,
				after: '',
			},
		} );
	} );

	it.each( [
		[ 'San Antonio, TX', 'Retail', 1, 'radius' ],
		[ 'Dallas, TX', 'Nursing', 2, 'radius' ],
		[ 'Anchorage, AK', 'Sales', 3, 'remote' ],
		[ 'Denver, CO', 'Accounting & Finance', 4, 'areas' ],
	] )(
		'widens a search near %s for %s until it lands on jobs (%s clicks)',
		async ( place, area, clicks, lastStep ) => {
			const { conversation } = standInChat( standIns.urls, {
				version,
				provider,
			} );
			await conversation.send( 'jobs' );
			await conversation.send( place );
			await conversation.send( area );
			const offered: Array< string | undefined > = [];
			for ( let step = 0; step < clicks; step++ ) {
				const results = lastJobs( conversation.getState() );
				expect( results.totalHits ).toBe( 0 );
				offered.push( results.widen?.kind );
				await conversation.widen( lastEntryId( conversation ) );
			}
			expect( offered.at( -1 ) ).toBe( lastStep );
			const areas = lastJobs( conversation.getState() ).areas ?? [];
			// The areas step lists other areas; choosing one lists jobs.
			expect( areas.length > 0 ).toBe( lastStep === 'areas' );
			await conversation.widen(
				lastEntryId( conversation ),
				areas[ 0 ]?.name
			);
			const results = lastJobs( conversation.getState() );
			expect( results.totalHits ).toBeGreaterThan( 0 );
			expect( results.jobs.length ).toBeGreaterThan( 0 );
		}
	);

	it( 'shows only the summary link when max_jobs is 0', async () => {
		const { conversation } = standInChat( standIns.urls, {
			version,
			provider,
			maxJobs: 0,
		} );
		await conversation.send( 'jobs' );
		await conversation.send( 'Chicago, IL' );
		await conversation.send( 'Nursing' );
		const results = lastJobs( conversation.getState() );
		expect( results.jobs ).toEqual( [] );
		expect( results.totalHits ).toBeGreaterThan( 0 );
		expect( results.noJobs ).toBeNull();
		expect( results.searchUrl ).toContain( 'keyword=Nursing' );
	} );

	it( 'keeps the transcript across navigation, and a new conversation gets a new session', async () => {
		const storage = memoryStorage();
		const chat = standInChat( standIns.urls, {
			version,
			provider,
			storage,
		} );
		chat.conversation.setOpen( true );
		await chat.conversation.send( 'Hi' );
		await chat.conversation.send( 'Seattle, WA' );
		const before = chat.conversation.getState();

		// The next page builds the chat again from session storage.
		const next = chat.reload();
		const after = next.getState();
		expect( after.open ).toBe( true );
		expect( after.sessionId ).toBe( before.sessionId );
		expect( after.entries ).toEqual( before.entries );
		expect( after.slotToElicit ).toBe( 'areaInterest' );
		// The Lex session carries on where it was.
		await next.send( 'Nursing' );
		expect( closingLine( next.getState() ) ).toBe(
			'bot: Let me look for Nursing jobs near Seattle, WA.'
		);

		next.startNew();
		const fresh = next.getState();
		expect( fresh.entries ).toEqual( [] );
		expect( fresh.sessionId ).not.toBe( before.sessionId );
		await next.send( 'Hi' );
		expect( next.getState().slotToElicit ).toBe( 'location' );
	} );
} );

// Lex V2 names the intent the input was understood as (its top
// interpretation) even when the bot moved on to the place question; a V1
// reply names only the intent it moved on to, so there the chat cannot
// tell a "start over" (a V1 bot whose StartOver intent answers itself
// would name it).
describe( 'Lex v2: "start over"', () => {
	it( 'forgets the search after "start over": the area, the place and its coordinates are gone, the candidate’s own area back', async () => {
		const candidate = { candidateId: '4242', areaInterest: 'Sales' };
		const { conversation } = standInChat( standIns.urls, {
			version: 'v2',
			provider: 'google',
			candidate,
		} );
		await conversation.send( 'Hi' );
		await conversation.send( 'Austin, TX' );
		await conversation.send( 'Nursing' );
		expect( conversation.getState().sessionAttributes ).toMatchObject( {
			job_category: 'Nursing',
			city: 'Austin',
		} );
		await conversation.send( 'start over' );
		const { sessionAttributes, slotToElicit } = conversation.getState();
		expect( slotToElicit ).toBe( 'location' );
		for ( const name of [ 'job_location', 'latitude', 'longitude' ] ) {
			expect( sessionAttributes ).not.toHaveProperty( name );
		}
		expect( sessionAttributes ).toMatchObject( {
			job_category: 'Sales',
			showJobResults: 'false',
			xcloudOrg: ORGANIZATION,
			candidateId: '4242',
		} );
	} );
} );

describe( 'a command at the area question', () => {
	const askArea = async ( version: 'v2' | 'v1' ) => {
		const chat = standInChat( standIns.urls, { version } );
		await chat.conversation.send( 'Hi' );
		await chat.conversation.send( 'Austin, TX' );
		expect( chat.conversation.getState().slotToElicit ).toBe(
			'areaInterest'
		);
		return chat.conversation;
	};

	it( 'Lex V2: "start over" goes with ElicitIntent, and the bot’s StartOver answers', async () => {
		const conversation = await askArea( 'v2' );
		expect( await conversation.send( 'start over' ) ).toBe( true );
		const state = conversation.getState();
		expect( texts( state.entries ).slice( -3 ) ).toEqual( [
			'user: start over',
			"bot: No problem, let's start over.",
			'bot: Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.',
		] );
		expect( state.slotToElicit ).toBe( 'location' );
		expect( state.sessionAttributes.job_location ).toBeUndefined();
	} );

	it( 'Lex V1 (no dialog state in PostText, so any text would be the area): the chat’s line, and nothing sent', async () => {
		const conversation = await askArea( 'v1' );
		const calls = await callCounts( lexUrl( standIns.urls, 'v1' ) );
		expect( await conversation.send( 'start over' ) ).toBe( false );
		const state = conversation.getState();
		expect( texts( state.entries ).at( -1 ) ).toBe( 'notice: start over' );
		expect( state.slotToElicit ).toBe( 'areaInterest' );
		expect( await callCounts( lexUrl( standIns.urls, 'v1' ) ) ).toEqual(
			calls
		);
	} );
} );
