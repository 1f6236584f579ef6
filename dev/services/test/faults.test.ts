/* @jest-environment node */
/**
 * Every fault the chat must meet, for every call it makes: an HTTP 4xx,
 * throttling (429), a 5xx (500, 503), no answer, a malformed body and the
 * network down, each armed once or persistently, on Cognito's GetId and
 * GetCredentialsForIdentity, Lex V2 and V1, the geocoder (its JSON, HERE's
 * and the maps script) and the job API's categories call and searches.
 * Each call is made as a browser makes it (fetch; Lex signed with the
 * Cognito stand-in's credentials), so the answer is read as it arrives.
 */
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * Internal dependencies
 */
import { GENERIC_FAULTS } from '../lib/faults';
import { MALFORMED_JSON } from '../lib/http';
import { Sha256 } from '../lib/sha256';
import { startServices, type RunningServices } from '../start-services';
import {
	armFault,
	BOT,
	clearFaults,
	cognitoCredentials,
	loggedCalls,
	POOL_ID,
	REGION,
	V1_BOT,
} from './support';

let services: RunningServices;

beforeAll( async () => {
	services = await startServices( { basePort: 0 } );
} );
afterAll( () => services.close() );

type Service = keyof RunningServices[ 'urls' ];

interface Call {
	/** What the test names it by. */
	name: string;
	service: Service;
	/** The operation a fault is armed on. */
	operation: string;
	/** The operation the call log names. */
	logged?: string;
	/** One call, as the chat's browser makes it. */
	send: ( signal: AbortSignal ) => Promise< Response >;
}

let callCount = 0;

function cognito( target: string, body: object, signal: AbortSignal ) {
	return fetch( services.urls[ 'cognito-identity' ], {
		method: 'POST',
		headers: {
			'content-type': 'application/x-amz-json-1.1',
			'x-amz-target': `AWSCognitoIdentityService.${ target }`,
		},
		body: JSON.stringify( body ),
		signal,
	} );
}

/**
 * A new identity id, from a GetId that no fault is armed on.
 */
async function identityId(): Promise< string > {
	const response = await cognito(
		'GetId',
		{ IdentityPoolId: POOL_ID },
		AbortSignal.timeout( 10_000 )
	);
	return ( ( await response.json() ) as { IdentityId: string } ).IdentityId;
}

/**
 * A Lex call signed as the browser signs it.
 * @param url    The operation's URL.
 * @param body   The request body.
 * @param signal Aborts the call.
 */
async function signedLex( url: URL, body: object, signal: AbortSignal ) {
	const text = JSON.stringify( body );
	const signed = await new SignatureV4( {
		service: 'lex',
		region: REGION,
		credentials: await cognitoCredentials( services.urls )(),
		sha256: Sha256,
	} ).sign( {
		method: 'POST',
		protocol: 'http:',
		hostname: url.hostname,
		port: Number( url.port ),
		path: url.pathname,
		headers: { host: url.host, 'content-type': 'application/json' },
		body: text,
	} );
	const headers: Record< string, string > = {};
	for ( const [ name, value ] of Object.entries( signed.headers ) ) {
		if ( name !== 'host' ) {
			headers[ name ] = String( value );
		}
	}
	return fetch( url, { method: 'POST', headers, body: text, signal } );
}

const CALLS: Call[] = [
	{
		name: 'Cognito GetId',
		service: 'cognito-identity',
		operation: 'GetId',
		send: ( signal ) =>
			cognito( 'GetId', { IdentityPoolId: POOL_ID }, signal ),
	},
	{
		name: 'Cognito GetCredentialsForIdentity',
		service: 'cognito-identity',
		operation: 'GetCredentialsForIdentity',
		send: async ( signal ) =>
			cognito(
				'GetCredentialsForIdentity',
				{ IdentityId: await identityId() },
				signal
			),
	},
	{
		name: 'Lex V2 RecognizeText',
		service: 'lex-runtime-v2',
		operation: 'RecognizeText',
		send: ( signal ) => {
			callCount += 1;
			return signedLex(
				new URL(
					`bots/${ BOT.botId }/botAliases/${ BOT.botAliasId }/botLocales/${ BOT.localeId }/sessions/faults-${ callCount }/text`,
					services.urls[ 'lex-runtime-v2' ]
				),
				{ text: 'get started' },
				signal
			);
		},
	},
	{
		name: 'Lex V1 PostText',
		service: 'lex-runtime-v1',
		operation: 'PostText',
		send: ( signal ) => {
			callCount += 1;
			return signedLex(
				new URL(
					`bot/${ V1_BOT.botName }/alias/${ V1_BOT.botAlias }/user/faults-${ callCount }/text`,
					services.urls[ 'lex-runtime-v1' ]
				),
				{ inputText: 'get started' },
				signal
			);
		},
	},
	{
		name: 'geocoder Geocode (Google JSON)',
		service: 'geocoder',
		operation: 'Geocode',
		send: ( signal ) =>
			fetch(
				`${ services.urls.geocoder }maps/api/geocode/json?address=Austin%2C%20TX&key=k`,
				{ signal }
			),
	},
	{
		name: 'geocoder Geocode (HERE reverse lookup, Find jobs near me)',
		service: 'geocoder',
		operation: 'Geocode',
		// "Find jobs near me": the reverse lookup, through HERE.
		send: ( signal ) =>
			fetch(
				`${ services.urls.geocoder }v1/revgeocode?at=30.2713,-97.7426&apiKey=k`,
				{ signal }
			),
	},
	{
		name: 'geocoder MapsScript',
		service: 'geocoder',
		operation: 'MapsScript',
		send: ( signal ) =>
			fetch( `${ services.urls.geocoder }maps/api/js?key=k`, {
				signal,
			} ),
	},
	{
		name: 'job API JobCategories',
		service: 'jobs',
		operation: 'JobCategories',
		logged: 'JobSearch',
		send: ( signal ) =>
			fetch(
				`${ services.urls.jobs }job?Organization=o&facetlist=primary_category&limit=0`,
				{ signal }
			),
	},
	{
		name: 'job API JobResults',
		service: 'jobs',
		operation: 'JobResults',
		logged: 'JobSearch',
		send: ( signal ) =>
			fetch(
				`${ services.urls.jobs }job?Organization=o&facet=primary_category%3ANursing&location=78701`,
				{ signal }
			),
	},
];

/** What a call came to: an answer, the connection dropped, or nothing yet. */
type Outcome =
	| {
			kind: 'answer';
			status: number;
			retryAfter: string | null;
			body: string;
	  }
	| { kind: 'network' }
	| { kind: 'no answer' };

/** How long a call may take with no fault: the machine may be busy. */
const ANSWER_MS = 10_000;
/** How long a hanging call is watched, once it reached the stand-in. */
const HANG_WATCH_MS = 500;

/**
 * How many calls of the call's operation the stand-in has logged.
 * @param call The call.
 */
async function loggedCount( call: Call ): Promise< number > {
	const operation = call.logged ?? call.operation;
	return ( await loggedCalls( services.urls[ call.service ] ) ).filter(
		( entry ) => entry.operation === operation
	).length;
}

/**
 * What one call comes to. A call that should hang is watched for
 * HANG_WATCH_MS after the stand-in logged it, then given up.
 * @param call     The call.
 * @param watching Whether the call is expected to hang.
 */
async function outcomeOf( call: Call, watching = false ): Promise< Outcome > {
	const before = await loggedCount( call );
	const abort = new AbortController();
	const timer = setTimeout( () => abort.abort(), ANSWER_MS );
	const outcome = call
		.send( abort.signal )
		.finally( () => clearTimeout( timer ) )
		.then(
			async ( response ): Promise< Outcome > => ( {
				kind: 'answer',
				status: response.status,
				retryAfter: response.headers.get( 'retry-after' ),
				body: await response.text(),
			} ),
			(): Outcome =>
				abort.signal.aborted
					? { kind: 'no answer' }
					: { kind: 'network' }
		);
	if ( watching ) {
		while ( ( await loggedCount( call ) ) <= before ) {
			await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
		}
		await new Promise( ( resolve ) =>
			setTimeout( resolve, HANG_WATCH_MS )
		);
		abort.abort();
	}
	return outcome;
}

/** What each fault looks like to the caller. */
const EXPECTED: Record< ( typeof GENERIC_FAULTS )[ number ], Outcome > = {
	http400: {
		kind: 'answer',
		status: 400,
		retryAfter: null,
		body: JSON.stringify( { message: 'Bad Request' } ),
	},
	http429: {
		kind: 'answer',
		status: 429,
		retryAfter: '2',
		body: JSON.stringify( { message: 'Too Many Requests' } ),
	},
	http500: {
		kind: 'answer',
		status: 500,
		retryAfter: null,
		body: JSON.stringify( { message: 'Internal Server Error' } ),
	},
	http503: {
		kind: 'answer',
		status: 503,
		retryAfter: '2',
		body: JSON.stringify( { message: 'Service Unavailable' } ),
	},
	malformedJson: {
		kind: 'answer',
		status: 200,
		retryAfter: null,
		body: MALFORMED_JSON,
	},
	networkDown: { kind: 'network' },
	hang: { kind: 'no answer' },
};

/**
 * The call answers as it does with no fault.
 * @param call The call.
 */
async function expectWorking( call: Call ) {
	expect( await outcomeOf( call ) ).toMatchObject( {
		kind: 'answer',
		status: 200,
	} );
}

afterEach( async () => {
	for ( const service of new Set( CALLS.map( ( call ) => call.service ) ) ) {
		await clearFaults( services.urls[ service ] );
	}
} );

describe( 'every fault, once, for every call the chat makes', () => {
	const cases = CALLS.flatMap( ( call ) =>
		GENERIC_FAULTS.map( ( fault ): [ string, string, Call ] => [
			call.name,
			fault,
			call,
		] )
	);

	it.each( cases )(
		'%s: %s, then the next call works',
		async ( _name, fault, call ) => {
			const url = services.urls[ call.service ];
			const armed = await armFault( url, {
				operation: call.operation,
				fault,
			} );
			expect( armed.status ).toBe( 201 );
			const before = await loggedCount( call );
			expect( await outcomeOf( call, fault === 'hang' ) ).toEqual(
				EXPECTED[ fault as keyof typeof EXPECTED ]
			);
			// The stand-in answered it (the call is in its log).
			expect( await loggedCount( call ) ).toBe( before + 1 );
			await expectWorking( call );
		}
	);
} );

describe( 'every fault, persistently, until DELETE /__faults', () => {
	const cases = CALLS.flatMap( ( call ) =>
		GENERIC_FAULTS.filter( ( fault ) => fault !== 'hang' ).map(
			( fault ): [ string, string, Call ] => [ call.name, fault, call ]
		)
	);

	it.each( cases )( '%s: %s on every call', async ( _name, fault, call ) => {
		const url = services.urls[ call.service ];
		const armed = await armFault( url, {
			operation: call.operation,
			fault,
			persistent: true,
		} );
		expect( await armed.json() ).toMatchObject( { persistent: true } );
		const expected = EXPECTED[ fault as keyof typeof EXPECTED ];
		expect( await outcomeOf( call ) ).toEqual( expected );
		expect( await outcomeOf( call ) ).toEqual( expected );
		expect( await outcomeOf( call ) ).toEqual( expected );
		await clearFaults( url );
		await expectWorking( call );
	} );

	it( 'keeps a persistent hang: every call waits', async () => {
		const [ call ] = CALLS;
		const url = services.urls[ call.service ];
		await armFault( url, {
			operation: call.operation,
			fault: 'hang',
			persistent: true,
		} );
		expect( await outcomeOf( call, true ) ).toEqual( {
			kind: 'no answer',
		} );
		expect( await outcomeOf( call, true ) ).toEqual( {
			kind: 'no answer',
		} );
		await clearFaults( url );
		await expectWorking( call );
	} );

	it( 'refuses count and persistent together, and a persistent that is not a boolean', async () => {
		const url = services.urls.jobs;
		const both = await armFault( url, {
			operation: 'JobResults',
			fault: 'http500',
			count: 2,
			persistent: true,
		} );
		expect( both.status ).toBe( 400 );
		expect( ( await both.json() ).error ).toBe(
			'Give count (the next calls) or persistent (every call), not both.'
		);
		const wrong = await armFault( url, {
			operation: 'JobResults',
			fault: 'http500',
			persistent: 'yes',
		} );
		expect( wrong.status ).toBe( 400 );
	} );
} );

describe( 'the job API: categories and searches apart', () => {
	const [ categories, results ] = CALLS.filter(
		( call ) => call.service === 'jobs'
	);

	it( 'fails only the categories call with JobCategories, only a search with JobResults, either with JobSearch', async () => {
		const url = services.urls.jobs;
		await armFault( url, {
			operation: 'JobCategories',
			fault: 'http503',
			persistent: true,
		} );
		await expectWorking( results );
		expect( await outcomeOf( categories ) ).toMatchObject( {
			status: 503,
		} );
		await clearFaults( url );

		await armFault( url, {
			operation: 'JobResults',
			fault: 'http503',
			persistent: true,
		} );
		await expectWorking( categories );
		expect( await outcomeOf( results ) ).toMatchObject( { status: 503 } );
		await clearFaults( url );

		await armFault( url, { operation: 'JobSearch', fault: 'http503' } );
		expect( await outcomeOf( categories ) ).toMatchObject( {
			status: 503,
		} );
		await expectWorking( results );
	} );

	it( 'knows the categories call by limit=0 and primary_category in facetlist, in any case of the names', async () => {
		const url = services.urls.jobs;
		await armFault( url, {
			operation: 'JobCategories',
			fault: 'http400',
			persistent: true,
		} );
		const status = async ( query: string ) =>
			( await fetch( `${ url }job?Organization=o&${ query }` ) ).status;
		expect( await status( 'FacetList=primary_category&Limit=0' ) ).toBe(
			400
		);
		expect(
			await status( 'facetlist=location_type,primary_category&limit=0' )
		).toBe( 400 );
		expect( await status( 'facetlist=primary_category&limit=5' ) ).toBe(
			200
		);
		expect( await status( 'limit=0' ) ).toBe( 200 );
	} );
} );
