/* @jest-environment node */
/**
 * Lex sessions expire after the bot's IdleSessionTTLInSeconds without a
 * call (a row of the conformance table in dev/services/README.md), and
 * tests can expire them at once (`POST /__sessions/expire`).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
	RecognizeTextCommand,
	type RecognizeTextCommandOutput,
} from '@aws-sdk/client-lex-runtime-v2';
import { PostTextCommand } from '@aws-sdk/client-lex-runtime-service';

/**
 * Internal dependencies
 */
import { loadBotDefinition, TEMPLATE_PATH } from '../bot/definition';
import { startServices, type RunningServices } from '../start-services';
import {
	BOT,
	cognitoCredentials,
	lexV1Client,
	lexV2Client,
	V1_BOT,
} from './support';

const folder = mkdtempSync( path.join( tmpdir(), 'lex-sessions-' ) );
afterAll( () => rmSync( folder, { recursive: true, force: true } ) );

/**
 * The shipped template with the bot's session timeout set to `seconds`.
 * @param seconds IdleSessionTTLInSeconds.
 */
function templateWithTtl( seconds: unknown ): string {
	const template = JSON.parse( readFileSync( TEMPLATE_PATH, 'utf8' ) ) as {
		Resources: { Bot: { Properties: Record< string, unknown > } };
	};
	template.Resources.Bot.Properties.IdleSessionTTLInSeconds = seconds;
	const file = path.join( folder, `ttl-${ String( seconds ) }.json` );
	writeFileSync( file, JSON.stringify( template ) );
	return file;
}

let clock = Date.now();

async function servicesWith( botTemplate?: string ) {
	return startServices( { basePort: 0, now: () => clock, botTemplate } );
}

function v2( services: RunningServices ) {
	// Three attempts: the SDK corrects its clock when the test moves it.
	const client = lexV2Client(
		services.urls,
		cognitoCredentials( services.urls ),
		3
	);
	return ( sessionId: string, text: string ) =>
		client.send(
			new RecognizeTextCommand( { ...BOT, sessionId, text } )
		) as Promise< RecognizeTextCommandOutput >;
}

const action = ( reply: RecognizeTextCommandOutput ) =>
	reply.sessionState?.dialogAction;

async function expire( url: string, body: unknown ) {
	const response = await fetch( `${ url }__sessions/expire`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify( body ),
	} );
	return { status: response.status, body: await response.json() };
}

describe( 'Lex rule: a session with no call for the bot’s IdleSessionTTLInSeconds expires, and Lex deletes its data', () => {
	it( 'reads the timeout from the template (300 s)', () => {
		expect( loadBotDefinition().idleSessionTtlSeconds ).toBe( 300 );
	} );

	it( 'keeps the session until the template’s timeout, then starts a new one', async () => {
		clock = Date.now();
		const services = await servicesWith( templateWithTtl( 120 ) );
		try {
			const say = v2( services );
			await say( 'ttl-kept', 'hi' );
			clock += 119_000;
			// Still the place question's answer.
			expect( action( await say( 'ttl-kept', 'Austin, TX' ) ) ).toEqual( {
				type: 'ElicitSlot',
				slotToElicit: 'areaInterest',
			} );
			clock += 121_000;
			// Forgotten: "Nursing" is no intent's utterance.
			const reply = await say( 'ttl-kept', 'Nursing' );
			expect( action( reply ) ).toEqual( { type: 'ElicitIntent' } );
			expect( reply.interpretations?.[ 0 ]?.intent?.name ).toBe(
				'FallbackIntent'
			);
		} finally {
			await services.close();
		}
	} );

	it.each( [ 59, 86_401, 90.5, '300' ] )(
		'refuses a template whose timeout is %p (Lex takes 60 to 86,400 s)',
		( seconds ) => {
			expect( () =>
				loadBotDefinition( templateWithTtl( seconds ) )
			).toThrow(
				/IdleSessionTTLInSeconds: Lex takes a whole number of seconds from 60 to 86,400/
			);
		}
	);
} );

describe( 'POST /__sessions/expire', () => {
	let services: RunningServices;
	beforeAll( async () => {
		clock = Date.now();
		services = await servicesWith();
	} );
	afterAll( () => services.close() );

	it( 'forgets one session of Lex V2 at once, and leaves the others', async () => {
		const say = v2( services );
		await say( 'expire-a', 'hi' );
		await say( 'expire-b', 'hi' );
		expect(
			await expire( services.urls[ 'lex-runtime-v2' ], {
				sessionId: 'expire-a',
			} )
		).toEqual( { status: 200, body: { expired: 1 } } );
		expect( action( await say( 'expire-a', 'Austin, TX' ) ) ).toEqual( {
			type: 'ElicitIntent',
		} );
		expect( action( await say( 'expire-b', 'Austin, TX' ) ) ).toEqual( {
			type: 'ElicitSlot',
			slotToElicit: 'areaInterest',
		} );
	} );

	it( 'forgets every session with an empty body, on Lex V1 too', async () => {
		const client = lexV1Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const post = ( userId: string, inputText: string ) =>
			client.send(
				new PostTextCommand( { ...V1_BOT, userId, inputText } )
			);
		await post( 'expire-v1', 'hi' );
		expect(
			( await expire( services.urls[ 'lex-runtime-v1' ], {} ) ).body
				.expired
		).toBeGreaterThanOrEqual( 1 );
		expect( ( await post( 'expire-v1', 'Austin, TX' ) ).dialogState ).toBe(
			'ElicitIntent'
		);
	} );

	it( 'says how to call it when the body is wrong', async () => {
		const answer = await expire( services.urls[ 'lex-runtime-v2' ], {
			sessionId: 7,
		} );
		expect( answer.status ).toBe( 400 );
		expect( answer.body.error ).toMatch( /POST \/__sessions\/expire/ );
	} );
} );
