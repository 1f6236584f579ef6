/** @jest-environment node */

/**
 * The chat in en_US, with a notice, when the bot lacks the page's locale:
 * the Lex V2 stand-in serves only the template's locales (en_US, es_US)
 * and answers ResourceNotFoundException for any other, as Lex does.
 */

/**
 * External dependencies
 */
import { NodeHttpHandler } from '@smithy/node-http-handler';

/**
 * Internal dependencies
 */
import { memoryStorage } from '../../test/memory-storage';
import { botSettings, callCounts, lexUrl } from '../../test/stand-in-chat';
import { setUpStandIns } from '../../test/stand-in-services';
import type { BotClientFactory } from '../bot-client';
import { FALLBACK_NOTICE_KEY, fallbackNotice } from '../fall-back';
import { createBotClientFactory } from '../load-bot-client';
import { withLocaleFallback } from '../locale-fallback';
import type { BotReply } from '../reply-model';

const standIns = setUpStandIns();

const GREETING =
	"Hi! I'm the careers assistant. I can help you find a job that suits you.";
const hello = { text: 'get started', sessionAttributes: {} };

const texts = ( reply: BotReply ) =>
	reply.messages.map( ( message ) =>
		'text' in message ? message.text : message.card.title
	);

/**
 * The chat's bot client factory for a locale, against the stand-ins, and
 * the locales it was made for.
 */
function factories() {
	const made: string[] = [];
	const factoryIn = ( locale: string ): BotClientFactory => {
		made.push( locale );
		return createBotClientFactory(
			botSettings( standIns.urls, 'v2', { bot_locale: locale } ),
			{
				sleep: async () => undefined,
				sdkClientConfig: { requestHandler: new NodeHttpHandler() },
			}
		);
	};
	return { made, factoryIn };
}

const recognizeTextCalls = async () =>
	( await callCounts( lexUrl( standIns.urls, 'v2' ) ) ).RecognizeText ?? 0;

describe( 'the bot without the page’s locale', () => {
	it( 'answers in en_US, once saying so, and stays in en_US', async () => {
		const { made, factoryIn } = factories();
		const storage = memoryStorage();
		const factory = withLocaleFallback( factoryIn, 'es_MX', storage );
		const client = await factory( 'session-fallback' );

		const first = await client.send( hello );
		expect( texts( first ) ).toEqual( [
			fallbackNotice(),
			GREETING,
			expect.stringMatching( /^Where would you like to work\?/ ),
		] );
		expect( fallbackNotice() ).toBe(
			'Sorry, I can’t chat in your language yet, so I’ll answer in English.'
		);
		// es_MX refused, en_US answered.
		expect( await recognizeTextCalls() ).toBe( 2 );

		// Each answer with the dialog it answers, as the chat sends it
		// (plan-requests.ts): whether Lex goes on from its stored dialog
		// when a request's sessionState has none is not documented (the
		// stand-in's sessionState=replace freedom).
		const second = await client.send( {
			text: 'Austin, TX',
			sessionAttributes: first.sessionAttributes,
			dialog: {
				dialogAction: { type: 'ElicitSlot', slotToElicit: 'location' },
				intent: { name: 'FindJobs', slots: {} },
			},
		} );
		expect( texts( second ) ).toEqual( [
			'Which area are you interested in?',
		] );
		expect( await recognizeTextCalls() ).toBe( 3 );
		expect( made ).toEqual( [ 'es_MX', 'en_US' ] );
		expect( storage.items.get( FALLBACK_NOTICE_KEY ) ).toBe(
			'session-fallback'
		);

		// The next page: the same conversation falls back again, silently,
		// and goes on where it was.
		const nextPage = await withLocaleFallback(
			factoryIn,
			'es_MX',
			storage
		)( 'session-fallback' );
		const third = await nextPage.send( {
			text: 'Nursing',
			sessionAttributes: second.sessionAttributes,
			dialog: {
				dialogAction: {
					type: 'ElicitSlot',
					slotToElicit: 'areaInterest',
				},
				intent: {
					name: 'FindJobs',
					slots: { location: 'Austin, TX' },
				},
			},
		} );
		expect( texts( third ) ).not.toContain( fallbackNotice() );
		expect( texts( third ) ).toContain(
			'Let me look for Nursing jobs near Austin, TX.'
		);
	} );

	it( 'talks to a locale the bot has, with no notice', async () => {
		const { made, factoryIn } = factories();
		const client = await withLocaleFallback(
			factoryIn,
			'es_US',
			memoryStorage()
		)( 'session-spanish' );
		const reply = await client.send( hello );
		expect( texts( reply )[ 0 ] ).toMatch( /^¡Hola!/ );
		expect( made ).toEqual( [ 'es_US' ] );
	} );

	it( 'shows another failure as it is, with no fallback', async () => {
		const { made, factoryIn } = factories();
		const armed = await fetch(
			`${ lexUrl( standIns.urls, 'v2' ) }__faults`,
			{
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify( {
					operation: 'RecognizeText',
					fault: 'AccessDeniedException',
				} ),
			}
		);
		expect( armed.status ).toBe( 201 );
		const client = await withLocaleFallback(
			factoryIn,
			'es_US',
			memoryStorage()
		)( 'session-denied' );
		await expect( client.send( hello ) ).rejects.toMatchObject( {
			name: 'AccessDeniedException',
		} );
		expect( made ).toEqual( [ 'es_US' ] );
	} );

	it( 'shows Lex’s error on a page already in en_US, with no second try', async () => {
		const { made, factoryIn } = factories();
		await fetch( `${ lexUrl( standIns.urls, 'v2' ) }__faults`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify( {
				operation: 'RecognizeText',
				fault: 'ResourceNotFoundException',
			} ),
		} );
		const client = await withLocaleFallback(
			factoryIn,
			'en_US',
			memoryStorage()
		)( 'session-english' );
		await expect( client.send( hello ) ).rejects.toMatchObject( {
			name: 'ResourceNotFoundException',
		} );
		expect( made ).toEqual( [ 'en_US' ] );
		expect( await recognizeTextCalls() ).toBe( 1 );
	} );

	it( 'fails as before when the bot itself is not there', async () => {
		const client = await withLocaleFallback(
			( locale ) =>
				createBotClientFactory(
					botSettings( standIns.urls, 'v2', {
						bot_locale: locale,
						bot_id: 'UNKNOWNBOT',
					} ),
					{
						sleep: async () => undefined,
						sdkClientConfig: {
							requestHandler: new NodeHttpHandler(),
						},
					}
				),
			'es_US',
			memoryStorage()
		)( 'session-no-bot' );
		// Its locale refused, then en_US refused too: Lex's own error.
		await expect( client.send( hello ) ).rejects.toMatchObject( {
			name: 'ResourceNotFoundException',
		} );
		expect( await recognizeTextCalls() ).toBe( 2 );
	} );
} );
