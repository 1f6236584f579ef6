/**
 * Internal dependencies
 */
import type { GeocodeResult } from '../../places/geocode-result';
import { placeLabel, readPlaces } from '../read-places';

const place = (
	city: string,
	state: string,
	extra: Partial< GeocodeResult > = {}
): GeocodeResult => ( {
	latitude: 1,
	longitude: 2,
	city,
	state,
	country: 'US',
	zip: '',
	formatted: `${ city }, ${ state }, USA`,
	kind: 'city',
	...extra,
} );
const TEXAS = place( '', 'TX', { kind: 'state', formatted: 'Texas, USA' } );

describe( 'readPlaces', () => {
	it( 'takes one city or zip', () => {
		const austin = place( 'Austin', 'TX' );
		expect( readPlaces( [ austin ], 'austin tx' ) ).toEqual( {
			kind: 'place',
			place: austin,
		} );
		const zip = place( 'Austin', 'TX', { kind: 'zip', zip: '78701' } );
		expect( readPlaces( [ zip ], '78701-1234' ) ).toMatchObject( {
			kind: 'place',
		} );
		expect( placeLabel( zip ) ).toBe( '78701' );
	} );

	it( 'offers the places a name could be, never one of them silently', () => {
		expect(
			readPlaces(
				[ place( 'Portland', 'ME' ), place( 'Portland', 'OR' ) ],
				'Portland'
			)
		).toEqual( {
			kind: 'choices',
			options: [ 'Portland, ME', 'Portland, OR' ],
		} );
	} );

	it( 'offers a guess (a partial match) rather than searching it', () => {
		expect(
			readPlaces(
				[ place( 'Austin', 'TX', { partial: true } ) ],
				'Austn'
			)
		).toEqual( { kind: 'choices', options: [ 'Austin, TX' ] } );
	} );

	it( 'reads a result that is only a state as a state, and two letters as a short word', () => {
		expect( readPlaces( [ TEXAS ], 'Texas' ) ).toEqual( {
			kind: 'state',
			state: TEXAS,
			short: false,
		} );
		expect( readPlaces( [ TEXAS ], 'tx' ) ).toMatchObject( {
			kind: 'state',
			short: true,
		} );
	} );

	it( 'never takes a two-letter word as a place without a choice', () => {
		expect( readPlaces( [ place( 'Okay', 'OK' ) ], 'ok' ) ).toEqual( {
			kind: 'choices',
			options: [ 'Okay, OK' ],
		} );
	} );

	it( 'finds nothing in no results', () => {
		expect( readPlaces( [], 'Atlantis' ) ).toEqual( { kind: 'none' } );
	} );
} );
