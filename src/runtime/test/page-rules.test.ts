/**
 * Internal dependencies
 */
import {
	applyPageRules,
	shouldInjectActivityWidget,
	shouldScrollToTop,
} from '../page-rules';

describe( 'scroll to top', () => {
	it.each( [
		[ '/profile/thank-you/', true ],
		[ '/es/profile/thank-you/', true ],
		[ '/summer-campaign/', true ],
		[ '/campaigns/nurses/', true ],
		[ '/profile/', false ],
		[ '/jobs/', false ],
	] )( 'on %s in debug mode: %p', ( path, expected ) => {
		expect( shouldScrollToTop( path, true ) ).toBe( expected );
		expect( shouldScrollToTop( path, false ) ).toBe( false );
	} );

	it( 'scrolls the window when loaded on such a page in debug mode', () => {
		const scrolls: number[][] = [];
		const win = ( pathname: string ) => ( {
			location: { pathname } as Location,
			scrollTo: ( ( x: number, y: number ) => {
				scrolls.push( [ x, y ] );
			} ) as Window[ 'scrollTo' ],
		} );
		applyPageRules( win( '/profile/thank-you/' ), true );
		applyPageRules( win( '/profile/thank-you/' ), false );
		applyPageRules( win( '/jobs/' ), true );
		expect( scrolls ).toEqual( [ [ 0, 0 ] ] );
	} );
} );

describe( 'activity notification widget', () => {
	it.each( [
		[ '/apply/', false ],
		[ '/apply/123/', false ],
		[ '/es/apply/123/', false ],
		[ '/profile/', false ],
		[ '/profile/login/', false ],
		[ '/', true ],
		[ '/jobs/', true ],
		[ '/applying-tips/', true ],
	] )( 'is injected on %s: %p', ( path, expected ) => {
		expect( shouldInjectActivityWidget( path ) ).toBe( expected );
	} );
} );
