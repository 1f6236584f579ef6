/**
 * Internal dependencies
 */
import { whenDomReady } from '../dom-ready';
import { answering, shadow } from '../../shared/test/document-fakes';

function documentIn( readyState: DocumentReadyState ) {
	return answering( document.implementation.createHTMLDocument( 'page' ), {
		readyState,
	} );
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

describe( 'whenDomReady on a page whose post names the document', () => {
	it( 'reads the state and listens through the document’s own members', () => {
		const doc = documentIn( 'loading' );
		// As `<object id="readyState">` and `id="addEventListener"` would.
		shadow( doc, 'readyState', doc.createElement( 'object' ) );
		shadow( doc, 'addEventListener', doc.createElement( 'object' ) );
		const callback = jest.fn();
		whenDomReady( doc, callback );
		expect( callback ).not.toHaveBeenCalled();
		doc.dispatchEvent( new Event( 'DOMContentLoaded' ) );
		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );
} );
