/**
 * The geocoder fetched on first need rather than as the chat window opens.
 */

/**
 * Internal dependencies
 */
import { AUSTIN } from '../../test/places';
import type { Geocoder } from '../geocoder';
import { lazyGeocoder } from '../lazy-geocoder';
import type { PlaceFinder } from '../place-finder';

function loader( failures = 0 ) {
	const looked: string[] = [];
	let loads = 0;
	const geocode: Geocoder = async ( address ) => {
		looked.push( address );
		return address === 'Austin' ? AUSTIN : null;
	};
	const load = async (): Promise< PlaceFinder > => {
		loads++;
		if ( loads <= failures ) {
			throw new Error( 'ChunkLoadError' );
		}
		return {
			geocode,
			places: async ( address ) => {
				const place = await geocode( address );
				return place ? [ place ] : [];
			},
			nearby: async () => ( { name: 'Austin, TX' } ),
		};
	};
	return { load, looked, loads: () => loads };
}

describe( 'lazyGeocoder', () => {
	it( 'fetches nothing until a place is looked up, then fetches once', async () => {
		const fake = loader();
		const geocoder = lazyGeocoder( fake.load );
		expect( fake.loads() ).toBe( 0 );
		await expect( geocoder.geocode( 'Austin' ) ).resolves.toEqual( AUSTIN );
		await expect( geocoder.geocode( 'Atlantis' ) ).resolves.toBeNull();
		expect( fake.loads() ).toBe( 1 );
		expect( fake.looked ).toEqual( [ 'Austin', 'Atlantis' ] );
	} );

	it( 'names the device’s place with the same code, fetched once', async () => {
		const fake = loader();
		const geocoder = lazyGeocoder( fake.load );
		await expect( geocoder.nearby() ).resolves.toEqual( {
			name: 'Austin, TX',
		} );
		await geocoder.geocode( 'Austin' );
		expect( fake.loads() ).toBe( 1 );
	} );

	it( 'preloads once: the lookup that follows fetches nothing more', async () => {
		const fake = loader();
		const geocoder = lazyGeocoder( fake.load );
		geocoder.preload();
		geocoder.preload();
		await geocoder.geocode( 'Austin' );
		expect( fake.loads() ).toBe( 1 );
	} );

	it( 'rejects a lookup whose fetch failed, and fetches again for the next one', async () => {
		const fake = loader( 1 );
		const geocoder = lazyGeocoder( fake.load );
		geocoder.preload();
		await expect( geocoder.geocode( 'Austin' ) ).rejects.toThrow(
			'ChunkLoadError'
		);
		await expect( geocoder.geocode( 'Austin' ) ).resolves.toEqual( AUSTIN );
		expect( fake.loads() ).toBe( 2 );
	} );
} );
