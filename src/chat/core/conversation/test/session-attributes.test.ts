/**
 * Internal dependencies
 */
import { ANA, AUSTIN } from '../../test/places';
import {
	withCategory,
	withLocation,
	withShowJobResults,
} from '../search-attributes';
import {
	chatCandidateId,
	clientSessionAttributes,
	initialSessionAttributes,
} from '../session-attributes';

describe( 'chatCandidateId', () => {
	it.each( [
		[ 12345, '12345' ],
		[ '12345', '12345' ],
		[ '"12345"', '12345' ],
		[ "'987'", '987' ],
	] )( 'attaches %p as %p', ( id, expected ) => {
		expect( chatCandidateId( id ) ).toBe( expected );
	} );

	it.each( [ 'abc', '12a', '', '""', '1.5', '-3', null, undefined, {} ] )(
		'leaves out %p (not numeric after removing quotes)',
		( id ) => {
			expect( chatCandidateId( id ) ).toBeUndefined();
		}
	);
} );

describe( 'session attributes', () => {
	it( 'start with the organisation and origin for a visitor', () => {
		expect(
			initialSessionAttributes( {
				organizationName: 'acme',
				origin: 'https://careers.acme.test',
				candidate: null,
			} )
		).toEqual( {
			xcloudOrg: 'acme',
			wpOrigin: 'https://careers.acme.test',
			showJobResults: 'false',
		} );
	} );

	it( 'carry a signed-in candidate, pre-filling area of interest and zip', () => {
		const candidate = {
			...ANA,
			areaInterest: 'Nursing',
			latitude: 30.27,
			longitude: -97.74,
			zip: '78701',
		};
		const attributes = initialSessionAttributes( {
			organizationName: 'acme',
			origin: 'https://careers.acme.test',
			candidate,
		} );
		expect( attributes ).toEqual( {
			xcloudOrg: 'acme',
			wpOrigin: 'https://careers.acme.test',
			showJobResults: 'false',
			candidateId: '4242',
			candidateObj: JSON.stringify( candidate ),
			job_category: 'Nursing',
			zip: '78701',
			latitude: '30.27',
			longitude: '-97.74',
		} );
		expect(
			Object.values( attributes ).every(
				( value ) => typeof value === 'string'
			)
		).toBe( true );
	} );

	it( 'send only the spec’s candidate fields in candidateObj, whatever else the tracking app stored', () => {
		const stored = {
			candidateId: 4242,
			firstName: 'Ana',
			lastName: 'Ruiz',
			isLocked: false,
			from_chat: false,
			email: 'ana@example.test',
			phone: '+1 512 555 0100',
			bearerToken: 'secret',
		};
		const { candidateObj } = clientSessionAttributes( {
			organizationName: 'acme',
			origin: 'https://careers.acme.test',
			candidate: stored,
		} );
		expect( JSON.parse( candidateObj ) ).toEqual( {
			candidateId: 4242,
			firstName: 'Ana',
			lastName: 'Ruiz',
			isLocked: false,
			from_chat: false,
		} );
	} );

	it( 'leave out a candidate id that is not numeric', () => {
		const attributes = initialSessionAttributes( {
			organizationName: 'acme',
			origin: 'https://x.test',
			candidate: { candidateId: 'guest', firstName: 'G' },
		} );
		expect( attributes ).not.toHaveProperty( 'candidateId' );
		expect( attributes ).toHaveProperty( 'candidateObj' );
	} );

	it( 'take a geocoded place as strings', () => {
		expect(
			withLocation( { xcloudOrg: 'acme' }, AUSTIN, 'austin, tx' )
		).toEqual( {
			xcloudOrg: 'acme',
			latitude: '30.2672',
			longitude: '-97.7431',
			job_location: 'austin, tx',
			city: 'Austin',
			state: 'TX',
			country: 'US',
			zip: '78701',
		} );
	} );

	it( 'set showJobResults true on a category answer, and back to false', () => {
		const asked = withCategory( { showJobResults: 'false' }, 'Sales' );
		expect( asked ).toEqual( {
			job_category: 'Sales',
			showJobResults: 'true',
		} );
		expect( withShowJobResults( asked, false ).showJobResults ).toBe(
			'false'
		);
	} );
} );
