/* @jest-environment node */
/**
 * Lex generalises from the template's sample utterances: "You should
 * provide 10 or more sample utterances. Give samples that represent a wide
 * range of sentence structures and words that users may utter"
 * (https://docs.aws.amazon.com/lexv2/latest/dg/sample-utterances.html).
 * The fallback intent takes none: it is what no sample matched.
 */
import { loadBotDefinition } from '../../../dev/services/bot/definition';

const definition = loadBotDefinition();

const intents = [ ...definition.locales.values() ].flatMap( ( locale ) =>
	locale.intents
		.filter( ( intent ) => intent.parent !== 'AMAZON.FallbackIntent' )
		.map( ( intent ) => ( { locale: locale.localeId, intent } ) )
);

describe( 'the template’s sample utterances', () => {
	it( 'has intents in English and Spanish', () => {
		expect( new Set( intents.map( ( { locale } ) => locale ) ) ).toEqual(
			new Set( [ 'en_US', 'es_US' ] )
		);
	} );

	it.each(
		intents.map( ( { locale, intent } ) => [ locale, intent.name, intent ] )
	)(
		'%s %s has at least 10, all different, of more than one length',
		( _locale, _name, intent ) => {
			const { utterances } = intent;
			expect( utterances.length ).toBeGreaterThanOrEqual( 10 );
			const keys = utterances.map( ( utterance ) =>
				utterance.toLowerCase()
			);
			expect( new Set( keys ).size ).toBe( keys.length );
			const lengths = new Set(
				utterances.map(
					( utterance ) => utterance.split( /\s+/ ).length
				)
			);
			expect( lengths.size ).toBeGreaterThan( 1 );
		}
	);
} );
