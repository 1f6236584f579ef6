/* @jest-environment node */
/**
 * ATS stand-in over plain fetch: profile pages, logout and session polling.
 */
import { startServices, type RunningServices } from '../start-services';
import { armFault, clearFaults, loggedCalls } from './support';

let services: RunningServices;

beforeAll( async () => {
	services = await startServices( { basePort: 0, organization: 'acme' } );
} );
afterAll( () => services.close() );
afterEach( () => clearFaults( services.urls.ats ) );

async function page(
	path: string
): Promise< { status: number; html: string; type: string | null } > {
	const response = await fetch(
		`${ services.urls.ats }${ path.replace( /^\//, '' ) }`
	);
	return {
		status: response.status,
		html: await response.text(),
		type: response.headers.get( 'content-type' ),
	};
}

describe( 'ATS stand-in: pages', () => {
	it( 'serves the login page with the demo candidates as buttons', async () => {
		const { status, html, type } = await page(
			'/profile/login/?returnTo=%2Fjobs%2F'
		);
		expect( status ).toBe( 200 );
		expect( type ).toBe( 'text/html; charset=utf-8' );
		expect( html ).toMatch( /^<!doctype html>\s*<html lang="en">/ );
		expect( html ).toContain( '<h1>Sign in to your profile</h1>' );
		for ( const key of [ 'normal', 'interest', 'locked', 'sponsor' ] ) {
			expect( html ).toContain( `data-testid="demo-candidate-${ key }"` );
		}
		// Storage keys are prefixed with the organisation.
		expect( html ).toContain( 'var prefix = "acme";' );
	} );

	it( 'serves the login page behind a language prefix, and the other profile pages', async () => {
		expect( ( await page( '/es/profile/login/' ) ).html ).toContain(
			'href="/es/profile/join/"'
		);
		const join = await page( '/profile/join/' );
		expect( join.html ).toContain(
			'<label for="firstName">First name</label>'
		);
		expect( join.html ).toContain(
			'<option value="Nursing">Nursing</option>'
		);
		expect( ( await page( '/profile/' ) ).html ).toContain(
			'<h1>Your profile</h1>'
		);
		expect( ( await page( '/profile/thank-you/' ) ).html ).toContain(
			'<h1>Thank you</h1>'
		);
		expect( ( await page( '/profile/nowhere/' ) ).status ).toBe( 404 );
	} );

	it( 'keeps the page script from being closed by a hostile organisation name', async () => {
		const hostile = await startServices( {
			basePort: 0,
			organization: '</script><script>alert(1)</script>',
		} );
		try {
			const html = await (
				await fetch( `${ hostile.urls.ats }profile/login/` )
			).text();
			expect( html.match( /<\/script>/g ) ).toHaveLength( 1 );
		} finally {
			await hostile.close();
		}
	} );
} );

describe( 'ATS stand-in: REST', () => {
	it( 'requires a bearer token to log out', async () => {
		const response = await fetch( `${ services.urls.ats }rest/logout` );
		expect( response.status ).toBe( 401 );
		expect( response.headers.get( 'www-authenticate' ) ).toBe( 'Bearer' );
	} );

	it( 'logs out with a bearer token and records the call with its header', async () => {
		await fetch( `${ services.urls.ats }__calls`, { method: 'DELETE' } );
		const response = await fetch( `${ services.urls.ats }/rest/logout`, {
			headers: { Authorization: 'Bearer token-123' },
		} );
		expect( response.status ).toBe( 200 );
		expect( await response.json() ).toEqual( {
			success: true,
			message: 'Signed out.',
		} );
		const calls = await loggedCalls( services.urls.ats );
		expect( calls ).toEqual( [
			{
				operation: 'Logout',
				at: expect.stringMatching( /^\d{4}-\d\d-\d\dT/ ),
				headers: expect.objectContaining( {
					authorization: 'Bearer token-123',
				} ),
			},
		] );
	} );

	it( 'answers bearer polling, inactive once the token logged out', async () => {
		const session = ( token: string ) =>
			fetch( `${ services.urls.ats }rest/session`, {
				headers: { Authorization: `Bearer ${ token }` },
			} );
		expect( await ( await session( 'fresh-token' ) ).json() ).toEqual( {
			active: true,
		} );
		await fetch( `${ services.urls.ats }rest/logout`, {
			headers: { Authorization: 'Bearer gone-token' },
		} );
		expect( await ( await session( 'gone-token' ) ).json() ).toEqual( {
			active: false,
		} );
		expect(
			( await fetch( `${ services.urls.ats }rest/session` ) ).status
		).toBe( 401 );
	} );

	it( 'can fail logout with HTTP 500', async () => {
		await armFault( services.urls.ats, {
			operation: 'Logout',
			fault: 'http500',
		} );
		const response = await fetch( `${ services.urls.ats }rest/logout`, {
			headers: { Authorization: 'Bearer t' },
		} );
		expect( response.status ).toBe( 500 );
	} );

	it( 'answers CORS preflights from the WordPress origin', async () => {
		const response = await fetch( `${ services.urls.ats }rest/logout`, {
			method: 'OPTIONS',
			headers: {
				Origin: 'http://localhost:8888',
				'Access-Control-Request-Method': 'GET',
				'Access-Control-Request-Headers': 'authorization',
			},
		} );
		expect( response.status ).toBe( 204 );
		expect( response.headers.get( 'access-control-allow-origin' ) ).toBe(
			'http://localhost:8888'
		);
		expect(
			response.headers.get( 'access-control-allow-headers' )
		).toContain( 'authorization' );
	} );
} );

describe( 'ATS stand-in: single sign-on logout', () => {
	it( 'sends the browser back to a loopback returnTo and records the call', async () => {
		await fetch( `${ services.urls.ats }__calls`, { method: 'DELETE' } );
		const returnTo = 'http://127.0.0.1:8888/auth0_logout/';
		const response = await fetch(
			`${ services.urls.ats }sso/logout?returnTo=${ encodeURIComponent( returnTo ) }`,
			{ redirect: 'manual' }
		);
		expect( response.status ).toBe( 302 );
		expect( response.headers.get( 'location' ) ).toBe( returnTo );
		expect(
			( await loggedCalls( services.urls.ats ) ).map(
				( call ) => call.operation
			)
		).toEqual( [ 'SsoLogout' ] );
	} );

	it( 'refuses to send the browser off this machine', async () => {
		const response = await fetch(
			`${ services.urls.ats }sso/logout?returnTo=${ encodeURIComponent( 'https://evil.example/' ) }`,
			{ redirect: 'manual' }
		);
		expect( response.status ).toBe( 400 );
		expect( await response.text() ).toContain( 'is not allowed' );
	} );
} );
