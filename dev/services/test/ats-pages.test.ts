/**
 * The ATS login and join pages' scripts, run in a browser-like document:
 * what they store, which cookies they set and where they return to.
 */
import { fireEvent, screen } from '@testing-library/dom';

/**
 * Internal dependencies
 */
import { DEMO_CANDIDATES } from '../ats/demo-candidates';
import { joinPage, loginPage } from '../ats/pages';

interface AtsHelpers {
	go: ( path: string ) => void;
}

declare global {
	// The pages' shared script defines this global.

	var careersAts: AtsHelpers | undefined;
}

/**
 * Puts the page's body in the document and runs its inline script.
 * @param html
 * @param url
 */
function openPage( html: string, url: string ): jest.Mock {
	window.history.replaceState( {}, '', url );
	const parsed = new DOMParser().parseFromString( html, 'text/html' );
	document.body.innerHTML = parsed.body.innerHTML;
	const script = parsed.querySelector( 'script' )?.textContent ?? '';
	// Indirect eval runs the page script in the global scope, as a browser does.
	// eslint-disable-next-line no-eval
	( 0, eval )( script );
	const go = jest.fn();
	if ( globalThis.careersAts ) {
		globalThis.careersAts.go = go;
	}
	return go;
}

function stored( key: string ): { date: string; data: unknown } {
	return JSON.parse( window.localStorage.getItem( key ) ?? 'null' );
}

function cookies(): Record< string, string > {
	return Object.fromEntries(
		document.cookie
			.split( '; ' )
			.filter( Boolean )
			.map( ( pair ) => {
				const at = pair.indexOf( '=' );
				return [
					pair.slice( 0, at ),
					decodeURIComponent( pair.slice( at + 1 ) ),
				];
			} )
	);
}

const login = () =>
	loginPage(
		{ organization: 'acme', prefix: '' },
		DEMO_CANDIDATES.map( ( demo ) => ( {
			demo,
			token: `token-${ demo.key }`,
		} ) )
	);

beforeEach( () => {
	window.localStorage.clear();
	for ( const name of Object.keys( cookies() ) ) {
		document.cookie = `${ name }=; path=/; max-age=0`;
	}
} );

describe( 'ATS login page', () => {
	it( 'stores the chosen candidate and bearer token under the organisation prefix', () => {
		const go = openPage(
			login(),
			'/profile/login/?returnTo=%2Fjobs%2F%3Fkeyword%3Dnurse'
		);
		const before = Date.now();
		fireEvent.click( screen.getByTestId( 'demo-candidate-interest' ) );

		const candidate = stored( 'acme.candidate' );
		expect( candidate.data ).toEqual( DEMO_CANDIDATES[ 1 ].candidate );
		expect( candidate.date ).toMatch( /^\d+$/ );
		expect( Number( candidate.date ) ).toBeGreaterThanOrEqual( before );
		expect( stored( 'acme.bearerToken' ).data ).toEqual( {
			token: 'token-interest',
		} );
		expect( JSON.parse( cookies().xcc ) ).toEqual(
			DEMO_CANDIDATES[ 1 ].candidate
		);
		expect( cookies().is_sponsor ).toBeUndefined();
		expect( go ).toHaveBeenCalledWith( '/jobs/?keyword=nurse' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Signed in as Jordan Lee.'
		);
	} );

	it( 'sets the is_sponsor cookie for the sponsor', () => {
		openPage( login(), '/profile/login/' );
		fireEvent.click( screen.getByTestId( 'demo-candidate-sponsor' ) );
		expect( cookies().is_sponsor ).toBe( '1' );
	} );

	it( 'stores a locked candidate as locked', () => {
		openPage( login(), '/profile/login/' );
		fireEvent.click( screen.getByTestId( 'demo-candidate-locked' ) );
		expect( stored( 'acme.candidate' ).data ).toMatchObject( {
			isLocked: true,
		} );
	} );

	it.each( [
		'https://evil.example/',
		'//evil.example/',
		'/\\evil.example/',
		'javascript:alert(1)',
	] )( 'returns home instead of to %s', ( returnTo ) => {
		const go = openPage(
			login(),
			`/profile/login/?returnTo=${ encodeURIComponent( returnTo ) }`
		);
		fireEvent.click( screen.getByTestId( 'demo-candidate-normal' ) );
		expect( go ).toHaveBeenCalledWith( '/' );
	} );

	it( 'labels every button with the candidate it signs in as', () => {
		openPage( login(), '/profile/login/' );
		expect(
			screen.getByRole( 'button', { name: 'Sign in as Alex Morgan' } )
		).toHaveAccessibleDescription(
			'A signed-in candidate with no area of interest yet.'
		);
		expect( screen.getByRole( 'heading', { level: 1 } ) ).toHaveTextContent(
			'Sign in to your profile'
		);
	} );
} );

describe( 'ATS join page', () => {
	it( 'creates a candidate with the chosen area and the zip code position', () => {
		const go = openPage(
			joinPage(
				{ organization: 'acme', prefix: '' },
				[ 'Nursing', 'Retail' ],
				{ '78701': [ 30.2713, -97.7426 ] }
			),
			'/profile/join/'
		);
		fireEvent.change( screen.getByLabelText( 'First name' ), {
			target: { value: 'Riley' },
		} );
		fireEvent.change( screen.getByLabelText( 'Last name' ), {
			target: { value: 'Shaw' },
		} );
		fireEvent.change( screen.getByLabelText( 'Email' ), {
			target: { value: 'riley@example.com' },
		} );
		fireEvent.change( screen.getByLabelText( 'Area of interest' ), {
			target: { value: 'Retail' },
		} );
		fireEvent.change( screen.getByLabelText( 'Zip code (optional)' ), {
			target: { value: '78701' },
		} );
		fireEvent.click( screen.getByTestId( 'join-submit' ) );

		expect( stored( 'acme.candidate' ).data ).toMatchObject( {
			candidateId: expect.stringMatching( /^\d+$/ ),
			firstName: 'Riley',
			lastName: 'Shaw',
			areaInterest: 'Retail',
			isLocked: false,
			latitude: '30.2713',
			longitude: '-97.7426',
			zip: '78701',
		} );
		expect( stored( 'acme.username' ).data ).toBe( 'riley@example.com' );
		expect( go ).toHaveBeenCalledWith( '/profile/thank-you/' );
	} );
} );
