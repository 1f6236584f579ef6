/**
 * The order of the steps offered after a search that found nothing.
 */

/**
 * Internal dependencies
 */
import { nextStep } from '../find-jobs';
import type { SearchSpec } from '../transcript';
import { widenedSpec } from '../widen';

const DALLAS: SearchSpec = {
	keyword: 'Nursing',
	location: 'Dallas, TX',
	latitude: '32.78',
	longitude: '-96.8',
	radius: 50,
};

describe( 'widening steps', () => {
	it( 'goes 100 miles, 250 miles, remote, then other areas', () => {
		const seen: string[] = [];
		let spec = DALLAS;
		for ( let index = 0; index < 4; index++ ) {
			const step = nextStep( spec );
			seen.push(
				step.kind === 'radius' ? `${ step.radius }` : step.kind
			);
			spec = widenedSpec( spec, step );
		}
		expect( seen ).toEqual( [ '100', '250', 'remote', 'areas' ] );
	} );

	it( 'offers no wider radius without a place', () => {
		expect(
			nextStep( { ...DALLAS, location: '', latitude: '', longitude: '' } )
		).toEqual( { kind: 'remote' } );
	} );
} );
