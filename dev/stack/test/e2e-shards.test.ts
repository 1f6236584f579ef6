/** @jest-environment node */

/**
 * Internal dependencies
 */
import { batchSpecFiles, otherEngines, shardCount } from '../e2e-shards';

describe( 'batchSpecFiles', () => {
	it( 'puts every file in exactly one batch', () => {
		const files = [ 'a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts' ];
		const batches = batchSpecFiles( files, 120, {} );
		expect( batches.flat().sort() ).toEqual( files );
		// Unlisted files count a minute each: two to a batch.
		expect( batches ).toHaveLength( 2 );
	} );

	it( 'gives the longest files first, each alone when over the target, and the short ones together at the end', () => {
		expect(
			batchSpecFiles(
				[
					'tests/e2e/x.spec.ts',
					'tests/e2e/slow.spec.ts',
					'tests/e2e/y.spec.ts',
					'tests/e2e/z.spec.ts',
					'tests/e2e/mid.spec.ts',
				],
				250,
				{
					'slow.spec.ts': 500,
					'mid.spec.ts': 240,
					'x.spec.ts': 100,
					'y.spec.ts': 100,
					'z.spec.ts': 50,
				}
			)
		).toEqual( [
			[ 'tests/e2e/slow.spec.ts' ],
			[ 'tests/e2e/mid.spec.ts' ],
			[
				'tests/e2e/x.spec.ts',
				'tests/e2e/y.spec.ts',
				'tests/e2e/z.spec.ts',
			],
		] );
	} );

	it( 'gives no batch for no files', () => {
		expect( batchSpecFiles( [], 100, {} ) ).toEqual( [] );
	} );
} );

describe( 'shardCount', () => {
	it( 'is 3 unless E2E_SHARDS says otherwise', () => {
		expect( shardCount( undefined ) ).toBe( 3 );
		expect( shardCount( '' ) ).toBe( 3 );
		expect( shardCount( '1' ) ).toBe( 1 );
	} );

	it( 'refuses what is not a whole number from 1 to 8, saying so', () => {
		expect( () => shardCount( 'two' ) ).toThrow(
			'E2E_SHARDS=two is not a shard count: give a whole number from 1 to 8.'
		);
		expect( () => shardCount( '0' ) ).toThrow( /from 1 to 8/ );
	} );
} );

describe( 'otherEngines', () => {
	it( 'is Firefox and WebKit unless E2E_ENGINES says otherwise', () => {
		expect( otherEngines( undefined ) ).toEqual( [ 'firefox', 'webkit' ] );
		expect( otherEngines( ' ' ) ).toEqual( [ 'firefox', 'webkit' ] );
		expect( otherEngines( 'webkit' ) ).toEqual( [ 'webkit' ] );
		expect( otherEngines( 'webkit, firefox,webkit' ) ).toEqual( [
			'webkit',
			'firefox',
		] );
		expect( otherEngines( 'none' ) ).toEqual( [] );
	} );

	it( 'refuses a name it does not know, saying which', () => {
		expect( () => otherEngines( 'firefox,safari' ) ).toThrow(
			'E2E_ENGINES=firefox,safari: safari is not an engine: give firefox, webkit, both (comma-separated) or none.'
		);
	} );
} );
