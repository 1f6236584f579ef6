/**
 * Internal dependencies
 */
import type { BotClientFactory } from '../bot-client';
import { gateReplies } from '../reply-gate';
import type { BotReply } from '../reply-model';

const reply: BotReply = {
	messages: [ { contentType: 'PlainText', text: '**Hi**' } ],
	slots: {},
	sessionAttributes: {},
};

const factory: BotClientFactory = async () => ( {
	send: async () => reply,
} );

describe( 'replies handed over after what the window waits for', () => {
	it( 'waits for beforeReply before the reply is handed over', async () => {
		const order: string[] = [];
		let release = () => {};
		const gated = gateReplies( factory, ( received ) => {
			expect( received ).toBe( reply );
			order.push( 'wait' );
			return new Promise< void >( ( resolve ) => ( release = resolve ) );
		} );
		const client = await gated( 'session' );
		const sent = client
			.send( { text: 'help', sessionAttributes: {} } )
			.then( ( got ) => order.push( got === reply ? 'reply' : 'other' ) );
		await Promise.resolve();
		await Promise.resolve();
		expect( order ).toEqual( [ 'wait' ] );
		release();
		await sent;
		expect( order ).toEqual( [ 'wait', 'reply' ] );
	} );

	it( 'hands the reply over when the wait fails, and is the factory itself without one', async () => {
		const gated = gateReplies( factory, () =>
			Promise.reject( new Error( 'chunk failed' ) )
		);
		await expect(
			( await gated( 's' ) ).send( { text: 'x', sessionAttributes: {} } )
		).resolves.toBe( reply );
		expect( gateReplies( factory ) ).toBe( factory );
	} );
} );
