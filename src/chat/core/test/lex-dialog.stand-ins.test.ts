/** @jest-environment node */

/**
 * A request's `dialog` through the real bot clients and the Lex stand-ins:
 * Lex V2 gets it as RecognizeText's `sessionState.dialogAction` and
 * `intent`; Lex V1's PostText has no such field, so V1 sends none.
 */

/**
 * External dependencies
 */
import { NodeHttpHandler } from '@smithy/node-http-handler';

/**
 * Internal dependencies
 */
import type { BotDialogState } from '../bot/bot-client';
import { createBotClientFactory } from '../bot/load-bot-client';
import { messageText } from '../bot/reply-model';
import { botSettings, lexUrl } from './stand-in-chat';
import { setUpStandIns } from './stand-in-services';

const standIns = setUpStandIns();

const deps = {
	sleep: async () => undefined,
	sdkClientConfig: { requestHandler: new NodeHttpHandler() },
};

async function clientFor( version: 'v2' | 'v1', sessionId: string ) {
	return createBotClientFactory(
		botSettings( standIns.urls, version ),
		deps
	)( sessionId );
}

async function sentDetails( version: 'v2' | 'v1' ) {
	const response = await fetch(
		`${ lexUrl( standIns.urls, version ) }__calls`
	);
	const calls = ( await response.json() ) as { details?: unknown }[];
	return calls.map( ( call ) => call.details );
}

const ELICIT_INTENT: BotDialogState = {
	dialogAction: { type: 'ElicitIntent' },
};

const AREA_WITH_PLACE: BotDialogState = {
	dialogAction: { type: 'ElicitSlot', slotToElicit: 'areaInterest' },
	intent: { name: 'FindJobs', slots: { location: 'Dallas, TX' } },
};

describe( 'Lex V2: the request’s dialog is RecognizeText’s sessionState', () => {
	it( 'sends ElicitIntent alone, and Lex answers the command typed at the place question', async () => {
		const client = await clientFor( 'v2', 'dialog-help' );
		const place = await client.send( {
			text: 'hi',
			sessionAttributes: {},
		} );
		expect( place.slotToElicit ).toBe( 'location' );

		const help = await client.send( {
			text: 'help',
			sessionAttributes: { xcloudOrg: 'acme' },
			dialog: ELICIT_INTENT,
		} );
		// Help closes with ElicitIntent, which may come without the
		// session's intent: what tells is the answer itself.
		expect( help.messages.map( messageText )[ 0 ] ).toMatch(
			/^I can help you find a job\./
		);
		expect( help.dialogState ).toBe( 'ElicitIntent' );
		expect( help.slotToElicit ).toBeUndefined();
		expect( ( await sentDetails( 'v2' ) )[ 1 ] ).toEqual( {
			text: 'help',
			requestAttributes: {},
			dialogAction: { type: 'ElicitIntent' },
		} );
	} );

	it( 'sends ElicitSlot with the intent InProgress and each slot as a Value, so the answer holds in a new session', async () => {
		const client = await clientFor( 'v2', 'dialog-area' );
		const reply = await client.send( {
			text: 'Nursing',
			sessionAttributes: {},
			dialog: AREA_WITH_PLACE,
		} );
		expect( reply.messages.map( messageText ) ).toEqual( [
			'Let me look for Nursing jobs near Dallas, TX.',
		] );
		expect( await sentDetails( 'v2' ) ).toEqual( [
			{
				text: 'Nursing',
				requestAttributes: {},
				dialogAction: {
					type: 'ElicitSlot',
					slotToElicit: 'areaInterest',
				},
				intent: {
					name: 'FindJobs',
					state: 'InProgress',
					slots: {
						location: {
							value: {
								originalValue: 'Dallas, TX',
								interpretedValue: 'Dallas, TX',
							},
						},
					},
				},
			},
		] );
	} );

	it( 'sends no dialog when the request has none', async () => {
		const client = await clientFor( 'v2', 'dialog-none' );
		await client.send( { text: 'hi', sessionAttributes: {} } );
		expect( await sentDetails( 'v2' ) ).toEqual( [
			{ text: 'hi', requestAttributes: {} },
		] );
	} );
} );

describe( 'Lex V1: PostText has no dialog action, so the dialog is not sent', () => {
	it( 'answers as the session stands: the command typed at the place question is the place', async () => {
		const client = await clientFor( 'v1', 'dialog-v1' );
		await client.send( { text: 'hi', sessionAttributes: {} } );
		const reply = await client.send( {
			text: 'help',
			sessionAttributes: {},
			dialog: ELICIT_INTENT,
		} );
		expect( reply.slotToElicit ).toBe( 'areaInterest' );
		expect( reply.slots.location ).toBe( 'help' );
		expect( ( await sentDetails( 'v1' ) )[ 1 ] ).toEqual( {
			requestAttributes: {},
			activeContexts: [],
		} );
	} );
} );
