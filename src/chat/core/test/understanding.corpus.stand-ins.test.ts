/** @jest-environment node */

/**
 * The understanding corpus (test/corpus): what candidates type at each
 * step, in English and Spanish, against the stand-ins through the real
 * chat. Prints the pass rate; every case must pass.
 */

/**
 * Internal dependencies
 */
import { ENGLISH } from './corpus/corpus-en';
import { SPANISH } from './corpus/corpus-es';
import { judge } from './corpus/judge';
import { runCase } from './corpus/run-corpus';
import { setUpStandIns } from './stand-in-services';

const standIns = setUpStandIns();
const CORPUS = [ ...ENGLISH, ...SPANISH ];
const failures: string[] = [];

afterAll( () => {
	const passed = CORPUS.length - failures.length;
	const rate = ( ( 100 * passed ) / CORPUS.length ).toFixed( 1 );
	process.stdout.write(
		`Understanding corpus: ${ passed } of ${ CORPUS.length } pass (${ rate }%)\n` +
			failures.map( ( line ) => `  ✗ ${ line }\n` ).join( '' )
	);
} );

it( 'holds at least 100 messages, in both locales, at every step', () => {
	expect( CORPUS.length ).toBeGreaterThanOrEqual( 100 );
	for ( const locale of [ 'en_US', 'es_US' ] ) {
		for ( const step of [ 'place', 'area', 'results' ] ) {
			expect(
				CORPUS.filter(
					( entry ) => entry.locale === locale && entry.step === step
				).length
			).toBeGreaterThanOrEqual( 8 );
		}
	}
} );

it.each(
	CORPUS.map(
		( entry ) => [ entry.locale, entry.step, entry.text, entry ] as const
	)
)( '%s, %s step: “%s”', async ( _locale, _step, _text, entry ) => {
	const seen = await runCase( standIns.urls, entry );
	const problem = judge( entry, seen );
	if ( problem ) {
		failures.push(
			`${ entry.locale } ${ entry.step } “${ entry.text }”: ${ problem }`
		);
	}
	expect( problem ).toBeNull();
} );
