/**
 * Internal dependencies
 */
import { MOBILE_MAX_WIDTH_PX, isMobileWidth } from '../viewport';

function fakeWindow( {
	width = 1280,
	userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
	platform = 'Win32',
	maxTouchPoints = 0,
} = {} ) {
	return {
		matchMedia: ( query: string ) => {
			const max = Number( /max-width:\s*(\d+)px/.exec( query )?.[ 1 ] );
			return { matches: width <= max };
		},
		navigator: { userAgent, platform, maxTouchPoints },
	};
}

describe( 'isMobileWidth', () => {
	it( 'uses the 767 px breakpoint', () => {
		expect( MOBILE_MAX_WIDTH_PX ).toBe( 767 );
		expect( isMobileWidth( fakeWindow( { width: 767 } ) ) ).toBe( true );
		expect( isMobileWidth( fakeWindow( { width: 768 } ) ) ).toBe( false );
	} );

	it( 'counts an iPad at any width', () => {
		expect(
			isMobileWidth(
				fakeWindow( {
					userAgent:
						'Mozilla/5.0 (iPad; CPU OS 12_0 like Mac OS X) AppleWebKit/605.1.15',
				} )
			)
		).toBe( true );
		// iPadOS 13+ reports a Mac with touch.
		expect(
			isMobileWidth(
				fakeWindow( {
					userAgent:
						'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15',
					platform: 'MacIntel',
					maxTouchPoints: 5,
				} )
			)
		).toBe( true );
		expect(
			isMobileWidth(
				fakeWindow( { platform: 'MacIntel', maxTouchPoints: 0 } )
			)
		).toBe( false );
	} );
} );
