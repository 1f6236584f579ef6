/**
 * Internal dependencies
 */
import { ROOT_STATE_ATTRIBUTE, syncRootState } from '../root-state';

describe( 'root state attribute', () => {
	it.each( [
		[ 'signed-in', 'signed-in' ],
		[ 'signed-out', 'signed-out' ],
		[ 'locked', 'signed-out' ],
	] as const )( '%s shows as %s on <html>', ( state, shown ) => {
		syncRootState( document, state );
		expect( document.documentElement ).toHaveAttribute(
			ROOT_STATE_ATTRIBUTE,
			shown
		);
	} );
} );
