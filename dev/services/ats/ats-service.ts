/**
 * ATS and profile stand-in: the profile pages (served on the WordPress origin
 * through the dev router), `GET /rest/logout`, `GET /rest/session`, and the
 * single sign-on logout `GET /sso/logout?returnTo=…`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Internal dependencies
 */
import { PLACES } from '../geo/places';
import type { OperationFaults } from '../lib/faults';
import { isLoopbackOrigin } from '../lib/cors';
import { sendBody, sendJson } from '../lib/http';
import type { ServiceContext, ServiceHandler } from '../lib/service-server';
import { answerStandardFault } from '../lib/standard-faults';
import { DEMO_CANDIDATES } from './demo-candidates';
import {
	joinPage,
	loginPage,
	notFoundPage,
	profilePage,
	signedOutPage,
	thankYouPage,
	type PageOptions,
} from './pages';

export const ATS_OPERATIONS: OperationFaults = {
	Logout: [ 'unauthorized' ],
	Session: [ 'unauthorized' ],
	SsoLogout: [],
};

/** Identity-provider logout paths (ours, and Auth0's). */
const SSO_LOGOUT_PATHS = [ '/sso/logout', '/v2/logout' ];

export interface AtsOptions {
	organization: string;
	categories: readonly string[];
}

/** `/profile/...`, optionally behind a language prefix such as `/es`. */
const PROFILE_PATH = /^(\/[a-z]{2}(?:[-_][a-z]{2,4})?)?\/profile(\/.*)?$/i;

const HTML = 'text/html; charset=utf-8';

function zipPositions(): Record< string, [ number, number ] > {
	const zips: Record< string, [ number, number ] > = {};
	for ( const place of PLACES ) {
		for ( const zip of place.zips ) {
			zips[ zip.zip ] = [ zip.lat, zip.lng ];
		}
	}
	return zips;
}

function bearerToken( request: IncomingMessage ): string | undefined {
	const match = /^Bearer\s+(\S+)\s*$/i.exec(
		request.headers.authorization ?? ''
	);
	return match?.[ 1 ];
}

function unauthorized( response: ServerResponse ): void {
	sendJson(
		response,
		401,
		{ error: 'unauthorized', message: 'A bearer token is required.' },
		{ 'WWW-Authenticate': 'Bearer' }
	);
}

export function createAtsHandler( options: AtsOptions ): ServiceHandler {
	const revoked = new Set< string >();
	const zips = zipPositions();

	function page(
		subpath: string,
		pageOptions: PageOptions
	): { status: number; html: string } {
		switch ( subpath.replace( /\/?$/, '/' ) ) {
			case '/login/':
				return {
					status: 200,
					html: loginPage(
						pageOptions,
						DEMO_CANDIDATES.map( ( demo ) => ( {
							demo,
							token: `demo-${ demo.key }-${ randomUUID() }`,
						} ) )
					),
				};
			case '/join/':
				return {
					status: 200,
					html: joinPage( pageOptions, options.categories, zips ),
				};
			case '/thank-you/':
				return { status: 200, html: thankYouPage( pageOptions ) };
			case '/':
				return { status: 200, html: profilePage( pageOptions ) };
			default:
				return { status: 404, html: notFoundPage() };
		}
	}

	function rest(
		operation: 'Logout' | 'Session',
		request: IncomingMessage,
		response: ServerResponse,
		context: ServiceContext
	) {
		const fault = context.begin( operation, request );
		if ( fault && answerStandardFault( fault, response, context ) ) {
			return;
		}
		const token = bearerToken( request );
		if ( ! token || fault?.fault === 'unauthorized' ) {
			unauthorized( response );
			return;
		}
		if ( operation === 'Logout' ) {
			revoked.add( token );
			sendJson( response, 200, {
				success: true,
				message: 'Signed out.',
			} );
		} else {
			sendJson( response, 200, { active: ! revoked.has( token ) } );
		}
	}

	/**
	 * Single sign-on logout, as an identity provider does it: send the
	 * browser back to `returnTo` if it is allowed (any loopback address
	 * here), else show a signed-out page.
	 *
	 * @param url      The request URL.
	 * @param request  The request.
	 * @param response The response.
	 * @param context  The service context.
	 */
	function ssoLogout(
		url: URL,
		request: IncomingMessage,
		response: ServerResponse,
		context: ServiceContext
	) {
		const fault = context.begin( 'SsoLogout', request );
		if ( fault && answerStandardFault( fault, response, context ) ) {
			return;
		}
		const returnTo =
			url.searchParams.get( 'returnTo' ) ??
			url.searchParams.get( 'post_logout_redirect_uri' );
		let target: URL | undefined;
		try {
			target = returnTo ? new URL( returnTo ) : undefined;
		} catch {
			target = undefined;
		}
		if ( target && isLoopbackOrigin( target.origin ) ) {
			response.statusCode = 302;
			response.setHeader( 'Location', target.href );
			response.end();
			return;
		}
		sendBody(
			response,
			returnTo ? 400 : 200,
			HTML,
			signedOutPage( returnTo ?? undefined ),
			{ 'Cache-Control': 'no-store' }
		);
	}

	return (
		request: IncomingMessage,
		response: ServerResponse,
		context: ServiceContext
	) => {
		const url = new URL(
			( request.url ?? '/' ).replace( /\/{2,}/g, '/' ),
			'http://stand-in'
		);
		const method = request.method ?? 'GET';
		if ( method === 'GET' && url.pathname === '/rest/logout' ) {
			rest( 'Logout', request, response, context );
			return;
		}
		if ( method === 'GET' && url.pathname === '/rest/session' ) {
			rest( 'Session', request, response, context );
			return;
		}
		if ( method === 'GET' && SSO_LOGOUT_PATHS.includes( url.pathname ) ) {
			ssoLogout( url, request, response, context );
			return;
		}
		const profile = PROFILE_PATH.exec( url.pathname );
		if ( method === 'GET' && profile ) {
			const { status, html } = page( profile[ 2 ] ?? '/', {
				organization: options.organization,
				prefix: profile[ 1 ] ?? '',
			} );
			sendBody( response, status, HTML, html, {
				'Cache-Control': 'no-store',
			} );
			return;
		}
		sendJson( response, 404, {
			error: `Unknown path ${ method } ${ url.pathname }; the ATS serves /profile/…, /rest/logout, /rest/session and /sso/logout.`,
		} );
	};
}
