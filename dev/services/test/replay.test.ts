/* @jest-environment node */
/**
 * Replay mode: bot turns answered from a file of recorded replies.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostTextCommand } from '@aws-sdk/client-lex-runtime-service';
import {
	RecognizeTextCommand,
	ThrottlingException,
} from '@aws-sdk/client-lex-runtime-v2';

/**
 * Internal dependencies
 */
import { parseReplayScript } from '../lex/replay';
import { startServices, type RunningServices } from '../start-services';
import {
	BOT,
	cognitoCredentials,
	lexV1Client,
	lexV2Client,
	V1_BOT,
} from './support';

const RECORDING = {
	v2: [
		{
			input: 'hi',
			reply: {
				messages: [
					{ contentType: 'PlainText', content: 'Recorded hello.' },
				],
				sessionState: {
					dialogAction: {
						type: 'ElicitSlot',
						slotToElicit: 'areaInterest',
					},
					intent: {
						name: 'FindJobs',
						state: 'InProgress',
						confirmationState: 'None',
						slots: {},
					},
					sessionAttributes: { recorded: 'yes' },
				},
				sessionId: 'recorded-session',
			},
		},
		{ input: 'busy', error: 'Throttling' },
	],
	v1: [
		{
			reply: {
				dialogState: 'ElicitIntent',
				message: 'Recorded V1 reply.',
				messageFormat: 'PlainText',
			},
		},
	],
};

let services: RunningServices;
let folder: string;

beforeAll( async () => {
	folder = mkdtempSync( join( tmpdir(), 'stand-in-replay-' ) );
	const file = join( folder, 'replies.json' );
	writeFileSync( file, JSON.stringify( RECORDING ) );
	services = await startServices( { basePort: 0, replayFile: file } );
} );
afterAll( async () => {
	await services.close();
	rmSync( folder, { recursive: true, force: true } );
} );

describe( 'replay mode', () => {
	it( 'answers a matching V2 turn with the recorded reply, in this session', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const reply = await client.send(
			new RecognizeTextCommand( {
				...BOT,
				sessionId: 'replay-1',
				text: 'Hi',
			} )
		);
		expect( reply.messages ).toEqual( [
			{ contentType: 'PlainText', content: 'Recorded hello.' },
		] );
		expect( reply.sessionId ).toBe( 'replay-1' );
		expect( reply.sessionState?.sessionAttributes ).toEqual( {
			recorded: 'yes',
		} );
	} );

	it( 'replays a recorded error as the typed exception', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		await expect(
			client.send(
				new RecognizeTextCommand( {
					...BOT,
					sessionId: 'replay-2',
					text: 'busy',
				} )
			)
		).rejects.toBeInstanceOf( ThrottlingException );
	} );

	it( 'falls back to the template’s bot when no recording fits', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const reply = await client.send(
			new RecognizeTextCommand( {
				...BOT,
				sessionId: 'replay-3',
				text: 'help',
			} )
		);
		expect( reply.messages?.[ 0 ]?.content ).toMatch(
			/^I can help you find a job\./
		);
	} );

	it( 'replays V1 replies in order for any input', async () => {
		const client = lexV1Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const first = await client.send(
			new PostTextCommand( {
				...V1_BOT,
				userId: 'replay-user',
				inputText: 'anything',
			} )
		);
		expect( first.message ).toBe( 'Recorded V1 reply.' );
		const second = await client.send(
			new PostTextCommand( {
				...V1_BOT,
				userId: 'replay-user',
				inputText: 'hello',
			} )
		);
		expect( second.messageFormat ).toBe( 'Composite' );
	} );

	it( 'explains what is wrong with a bad replay file', () => {
		expect( () => parseReplayScript( '[]' ) ).toThrow(
			'expected a JSON object'
		);
		expect( () => parseReplayScript( '{"v2":[{"input":"hi"}]}' ) ).toThrow(
			'v2[0] needs a reply or an error'
		);
	} );
} );
