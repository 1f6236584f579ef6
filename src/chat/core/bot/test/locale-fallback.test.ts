/**
 * Either error Lex gives for a locale the alias lacks takes the chat to
 * en_US: ResourceNotFoundException (RecognizeText) and, as the runtime
 * reference says of GetSession and DeleteSession, BadRequestException. A
 * bad request the fallback locale refuses too is the request's own fault:
 * its error is shown, and the page's locale kept.
 */

/**
 * Internal dependencies
 */
import type { BotClientFactory, BotRequest } from '../bot-client';
import { fallbackNotice } from '../fall-back';
import { withLocaleFallback } from '../locale-fallback';
import type { BotReply } from '../reply-model';
import { memoryStorage } from '../../test/memory-storage';

const hello: BotRequest = { text: 'get started', sessionAttributes: {} };

const answer = ( text: string ): BotReply => ( {
	messages: [ { contentType: 'PlainText', text } ],
	slots: {},
	sessionAttributes: {},
} );

const lexError = ( name: string ) =>
	Object.assign( new Error( `${ name } from Lex` ), { name } );

/**
 * @param refuse What each locale throws (none: it answers).
 */
function bot( refuse: Record< string, Error | undefined > ) {
	const sent: string[] = [];
	const factoryIn =
		( locale: string ): BotClientFactory =>
		async () => ( {
			send: async ( request ) => {
				sent.push( `${ locale }: ${ request.text }` );
				const error = refuse[ locale ];
				if ( error ) {
					throw error;
				}
				return answer( `in ${ locale }` );
			},
		} );
	return { sent, factoryIn };
}

const texts = ( reply: BotReply ) =>
	reply.messages.map( ( message ) =>
		'text' in message ? message.text : ''
	);

describe( 'the fallback locale', () => {
	it.each( [ 'BadRequestException', 'ResourceNotFoundException' ] )(
		'takes %s for the page’s locale: en_US answers, saying so once, and keeps the conversation',
		async ( name ) => {
			const { sent, factoryIn } = bot( { fr_FR: lexError( name ) } );
			const client = await withLocaleFallback(
				factoryIn,
				'fr_FR',
				memoryStorage()
			)( 'session-1' );
			expect( texts( await client.send( hello ) ) ).toEqual( [
				fallbackNotice(),
				'in en_US',
			] );
			expect( texts( await client.send( hello ) ) ).toEqual( [
				'in en_US',
			] );
			expect( sent ).toEqual( [
				'fr_FR: get started',
				'en_US: get started',
				'en_US: get started',
			] );
		}
	);

	it( 'shows a bad request en_US refuses too as it is, and keeps the page’s locale', async () => {
		const refused = lexError( 'BadRequestException' );
		const { sent, factoryIn } = bot( {
			fr_FR: refused,
			en_US: lexError( 'BadRequestException' ),
		} );
		const client = await withLocaleFallback(
			factoryIn,
			'fr_FR',
			memoryStorage()
		)( 'session-1' );
		await expect( client.send( hello ) ).rejects.toBe( refused );
		await expect( client.send( hello ) ).rejects.toBe( refused );
		expect( sent ).toEqual( [
			'fr_FR: get started',
			'en_US: get started',
			'fr_FR: get started',
			'en_US: get started',
		] );
	} );

	it( 'never falls back on other errors', async () => {
		const throttled = lexError( 'ThrottlingException' );
		const { sent, factoryIn } = bot( { fr_FR: throttled } );
		const client = await withLocaleFallback(
			factoryIn,
			'fr_FR',
			memoryStorage()
		)( 'session-1' );
		await expect( client.send( hello ) ).rejects.toBe( throttled );
		expect( sent ).toEqual( [ 'fr_FR: get started' ] );
	} );
} );
