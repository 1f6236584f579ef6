/**
 * Internal dependencies
 */
import { isUsableJobApiBase, missingChatSettings } from '../chat-readiness';

describe( 'isUsableJobApiBase', () => {
	it.each( [
		'https://jobs.example.test/api/',
		'http://127.0.0.1:9203/',
		'http://localhost:8080/jobs/',
	] )( 'takes %p', ( value ) => {
		expect( isUsableJobApiBase( value ) ).toBe( true );
	} );

	it.each( [
		'',
		'api/',
		'/api/',
		'//jobs.example.test/',
		'http://jobs.example.test/',
		'javascript:alert(1)',
		'https://',
		undefined,
		7,
	] )(
		'refuses %p: the chat would load a script from the page’s own site, or from no host it can trust',
		( value ) => {
			expect( isUsableJobApiBase( value ) ).toBe( false );
		}
	);
} );

describe( 'missingChatSettings', () => {
	it( 'lists the bot, the environment’s pool and the job API base, in the page’s order', () => {
		expect( missingChatSettings( {} ) ).toEqual( [
			'bot_id',
			'bot_alias_id',
			'identity_pool_development',
			'job_api_base',
		] );
		expect(
			missingChatSettings( {
				bot_version: 'v1',
				bot_name: 'Bot',
				environment: 'production',
				identity_pool_production: 'us-east-1:x',
				job_api_base: 'https://jobs.example.test/',
			} )
		).toEqual( [ 'bot_alias' ] );
	} );
} );
