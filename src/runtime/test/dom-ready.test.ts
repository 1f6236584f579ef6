/**
 * Internal dependencies
 */
import { whenDomReady } from '../dom-ready';

function documentIn( readyState: DocumentReadyState ) {
	const doc = document.implementation.createHTMLDocument( 'page' );
	Object.defineProperty( doc, 'readyState', {
		configurable: true,
		get: () => readyState,
	} );
	return doc;
}

describe( 'whenDomReady', () => {
	it.each( [ 'interactive', 'complete' ] as const )(
		'runs at once when the document is %s',
		( state ) => {
			const callback = jest.fn();
			whenDomReady( documentIn( state ), callback );
			expect( callback ).toHaveBeenCalledTimes( 1 );
		}
	);

	it( 'waits for DOMContentLoaded while the document is loading, and runs once', () => {
		const doc = documentIn( 'loading' );
		const callback = jest.fn();
		whenDomReady( doc, callback );
		expect( callback ).not.toHaveBeenCalled();
		doc.dispatchEvent( new Event( 'DOMContentLoaded' ) );
		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );
} );
