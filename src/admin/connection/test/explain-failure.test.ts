/**
 * Internal dependencies
 */
import { DEFAULT_SETTINGS, type Settings } from '../../../settings';
import {
	explainBotFailure,
	explainCredentialFailure,
} from '../explain-failure';

const settings: Settings = {
	...DEFAULT_SETTINGS,
	bot_id: 'BOT1',
	bot_alias_id: 'ALIAS1',
	identity_pool_production: 'us-east-1:0f1e2d3c-4b5a-4978-8a9b-0c1d2e3f4a5b',
};

const named = ( name: string, message = 'x' ) =>
	Object.assign( new Error( message ), { name } );

describe( 'explaining a failed connection test', () => {
	it( 'names the bot settings for a missing V2 or V1 bot', () => {
		expect(
			explainBotFailure( named( 'ResourceNotFoundException' ), settings )
				.settings
		).toEqual( [ 'bot_id', 'bot_alias_id', 'bot_locale', 'region' ] );
		expect(
			explainBotFailure( named( 'NotFoundException' ), {
				...settings,
				bot_version: 'v1',
			} ).summary
		).toBe(
			'Amazon Lex has no bot with this name and alias in this region.'
		);
	} );

	it( 'points at the identity pool when Lex refuses its credentials', () => {
		expect(
			explainBotFailure( named( 'AccessDeniedException' ), {
				...settings,
				lex_endpoint: 'http://127.0.0.1:9100/',
			} ).settings
		).toEqual( [ 'identity_pool_production', 'region', 'lex_endpoint' ] );
	} );

	it( 'says Cognito could not be reached on a network failure', () => {
		expect(
			explainCredentialFailure(
				new TypeError( 'Failed to fetch' ),
				settings
			)
		).toMatchObject( {
			summary: 'The browser could not reach Amazon Cognito.',
			settings: [ 'region' ],
		} );
	} );

	it( 'falls back to the general words for an unknown error, even one named like an object member', () => {
		expect(
			explainCredentialFailure( named( 'constructor' ), settings ).summary
		).toBe( 'Amazon Cognito gave no credentials.' );
		expect(
			explainBotFailure( named( 'toString' ), settings ).summary
		).toBe( 'The bot did not answer.' );
	} );
} );
