/** @jest-environment node */

/**
 * Internal dependencies
 */
import { otherEngines, shardCount, splitSpecFiles } from '../e2e-shards';

describe( 'splitSpecFiles', () => {
	it( 'puts every file in exactly one shard', () => {
		const files = [ 'a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts' ];
		const shards = splitSpecFiles( files, 2, {} );
		expect( shards.flat().sort() ).toEqual( files );
		expect( shards ).toHaveLength( 2 );
	} );

	it( 'balances by time, longest first', () => {
		const shards = splitSpecFiles(
			[ 'tests/e2e/slow.spec.ts', 'x.spec.ts', 'y.spec.ts', 'z.spec.ts' ],
			2,
			{
				'slow.spec.ts': 300,
				'x.spec.ts': 100,
				'y.spec.ts': 100,
				'z.spec.ts': 100,
			}
		);
		expect( shards ).toEqual( [
			[ 'tests/e2e/slow.spec.ts' ],
			[ 'x.spec.ts', 'y.spec.ts', 'z.spec.ts' ],
		] );
	} );

	it( 'drops shards that would be empty', () => {
		expect( splitSpecFiles( [ 'only.spec.ts' ], 3, {} ) ).toEqual( [
			[ 'only.spec.ts' ],
		] );
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
