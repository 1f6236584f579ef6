/**
 * Internal dependencies
 */
import { readStackOutputs } from '../stack-outputs';
import { DESCRIBE_STACKS, FILLED, LOCALES, POOL } from './stack-fixture';

/** The console's Outputs tab copied as text: Key, Value, Description, Export name. */
const CONSOLE_TABLE = [
	'Key\tValue\tDescription\tExport name',
	'BotAliasId\tTSTALIAS01\tSettings → Careers: bot alias id.\t-',
	'BotId\tABCDEF1234\tSettings → Careers: bot id (Lex V2).\t-',
	"BotLocales\ten_US, es_US\tSettings → Careers: the bot's locales. Pages talk to the one in the site's language, else to en_US.\t-",
	`IdentityPoolId\t${ POOL }\tSettings → Careers: identity pool (production and development).\t-`,
	'Region\teu-west-1\tSettings → Careers: Region.\t-',
	"IdleSessionTTLInSeconds\t300\tSettings → Careers: bot idle session timeout (the bot's IdleSessionTTLInSeconds): after this many seconds without a message Lex forgets the conversation.\t-",
].join( '\n' );

describe( 'readStackOutputs', () => {
	it( 'reads the console’s Outputs table, tab-separated or with spaces', () => {
		const read = { ok: true, settings: FILLED, botLocales: LOCALES };
		expect( readStackOutputs( CONSOLE_TABLE ) ).toEqual( read );
		expect(
			readStackOutputs( CONSOLE_TABLE.replace( /\t/g, '   ' ) )
		).toEqual( read );
	} );

	it( 'reads the JSON of aws cloudformation describe-stacks', () => {
		expect( readStackOutputs( DESCRIBE_STACKS ) ).toEqual( {
			ok: true,
			settings: FILLED,
			botLocales: LOCALES,
		} );
	} );

	it( 'fills no locale map: pages talk to the bot’s locale in their language', () => {
		const result = readStackOutputs( CONSOLE_TABLE );
		expect( result.ok && 'bot_locale_map' in result.settings ).toBe(
			false
		);
		// A stack of the template before BotLocales: its map is not filled.
		const older = readStackOutputs(
			CONSOLE_TABLE.replace(
				/^BotLocales.*$/m,
				'BotLocaleMap\tes_ES=es_US, es_MX=es_US\tSettings → Careers: bot locale map.\t-'
			)
		);
		expect( older ).toEqual( { ok: true, settings: FILLED } );
	} );

	it( 'takes en_US as the bot locale when the bot has it, else its first locale', () => {
		const withLocales = ( locales: string ) =>
			readStackOutputs(
				CONSOLE_TABLE.replace(
					/^BotLocales\t[^\t]*/m,
					`BotLocales\t${ locales }`
				)
			);
		expect( withLocales( 'es_US, en_US' ) ).toMatchObject( {
			settings: { bot_locale: 'en_US' },
			botLocales: [ 'es_US', 'en_US' ],
		} );
		expect( withLocales( 'es_US,fr_CA' ) ).toMatchObject( {
			settings: { bot_locale: 'es_US' },
			botLocales: [ 'es_US', 'fr_CA' ],
		} );
		expect(
			readStackOutputs(
				DESCRIBE_STACKS.replace( 'en_US, es_US', 'es_ES=es_US' )
			)
		).toEqual( {
			ok: false,
			message:
				'The output BotLocales does not look right: “es_ES=es_US”. Copy it again from the stack.',
		} );
	} );

	it( 'leaves the session timeout alone when the stack has none (an older stack)', () => {
		const result = readStackOutputs(
			CONSOLE_TABLE.split( '\n' )
				.filter(
					( line ) => ! line.startsWith( 'IdleSessionTTLInSeconds' )
				)
				.join( '\n' )
		);
		expect( result.ok && 'bot_idle_session_ttl' in result.settings ).toBe(
			false
		);
		expect( result.ok ).toBe( true );
	} );

	it.each( [ '59', '86401', '5 minutes' ] )(
		'says the session timeout %p does not look right (Lex takes 60 to 86,400 s)',
		( value ) => {
			expect(
				readStackOutputs(
					CONSOLE_TABLE.replace(
						'IdleSessionTTLInSeconds\t300',
						`IdleSessionTTLInSeconds\t${ value }`
					)
				)
			).toEqual( {
				ok: false,
				message: `The output IdleSessionTTLInSeconds does not look right: “${ value }”. Copy it again from the stack.`,
			} );
		}
	);

	it( 'says what is wrong with a paste it cannot read', () => {
		expect( readStackOutputs( '  ' ) ).toEqual( {
			ok: false,
			message: 'Paste the stack’s outputs first.',
		} );
		expect( readStackOutputs( '{"Stacks": [' ) ).toEqual( {
			ok: false,
			message:
				'This looks like JSON but is not valid JSON: paste the whole output of aws cloudformation describe-stacks.',
		} );
		expect(
			readStackOutputs( 'Region\teu-west-1\nBotId\tABCDEF1234' )
		).toEqual( {
			ok: false,
			message:
				'These outputs are missing: IdentityPoolId, BotAliasId. Paste all of the stack’s outputs (the Outputs tab’s table, or the JSON of aws cloudformation describe-stacks).',
		} );
		expect(
			readStackOutputs(
				CONSOLE_TABLE.replace( POOL, 'eu-west-1:not-a-pool' )
			)
		).toEqual( {
			ok: false,
			message:
				'The output IdentityPoolId does not look right: “eu-west-1:not-a-pool”. Copy it again from the stack.',
		} );
		expect( readStackOutputs( 'hello world' ).ok ).toBe( false );
	} );
} );
