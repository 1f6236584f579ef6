/**
 * Internal dependencies
 */
import {
	BOT_LOCALE_PATH,
	fetchBotLocaleReport,
	readBotLocaleReport,
} from '../bot-locale-report';

const SERVER = {
	siteLocale: 'es_ES',
	locale: 'es_US',
	reason: 'template',
	templateLocales: [ 'en_US', 'es_US' ],
	probeLocales: [ 'es_US', 'en_US' ],
};

describe( 'the server’s bot locale report', () => {
	it( 'reads what includes/admin-bot-locale.php gives', () => {
		expect( readBotLocaleReport( SERVER ) ).toEqual( SERVER );
	} );

	it( 'refuses a malformed report rather than guessing', () => {
		expect( readBotLocaleReport( undefined ) ).toBeUndefined();
		expect(
			readBotLocaleReport( { ...SERVER, reason: 'guess' } )
		).toBeUndefined();
		expect(
			readBotLocaleReport( { ...SERVER, locale: 5 } )
		).toBeUndefined();
		expect(
			readBotLocaleReport( {
				...SERVER,
				probeLocales: [ 'es_US', 7 ],
				templateLocales: null,
			} )
		).toEqual( {
			...SERVER,
			probeLocales: [ 'es_US' ],
			templateLocales: [],
		} );
	} );

	it( 'asks the REST route, and gives undefined when it fails', async () => {
		const paths: string[] = [];
		expect(
			await fetchBotLocaleReport( async ( { path } ) => {
				paths.push( path );
				return SERVER;
			} )
		).toEqual( SERVER );
		expect( paths ).toEqual( [ BOT_LOCALE_PATH ] );
		expect(
			await fetchBotLocaleReport( async () => {
				throw new Error( 'offline' );
			} )
		).toBeUndefined();
	} );
} );
