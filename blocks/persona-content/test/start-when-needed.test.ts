/**
 * Internal dependencies
 */
import type { CandidateSnapshot } from '@careers-frontend/runtime';
import { startWhenNeeded } from '../start-when-needed';
import {
	memoryCandidateStore,
	SIGNED_OUT,
	signedIn,
} from '../../../src/runtime/test/memory-candidate-store';

const FROM_CHAT: CandidateSnapshot = {
	...SIGNED_OUT,
	chatInterest: { areaInterest: 'Nursing', zip: '75201' },
};

function setUp( snapshot: CandidateSnapshot ) {
	document.body.innerHTML = `<div class="wp-block-careers-frontend-persona-content">
		<div data-careers-persona-body>
			<ul><li><a href="/story/">A visitor story</a></li></ul>
			<p class="is-loading careers-when-signed-in">Loading content for you…</p>
		</div>
		<details><summary>Why am I seeing this?</summary><div data-careers-persona-why></div></details>
	</div>`;
	const wrapper = document.querySelector< HTMLElement >( 'div' )!;
	const store = memoryCandidateStore( snapshot );
	const start = jest.fn( () => Promise.resolve() );
	startWhenNeeded( wrapper, { candidateStore: store, start } );
	return { store, start, wrapper, why: wrapper.querySelector( 'details' )! };
}

describe( 'the persona block on load', () => {
	it( 'keeps the server’s list for a visitor, drops the signed-in line, and loads nothing', () => {
		const { start, wrapper } = setUp( SIGNED_OUT );
		expect( start ).not.toHaveBeenCalled();
		expect( wrapper ).toHaveTextContent( 'A visitor story' );
		expect( wrapper.querySelector( '.is-loading' ) ).toBeNull();
	} );

	it( 'keeps the signed-in line for a candidate, whose list is on its way', () => {
		const { wrapper } = setUp( signedIn( { areaInterest: 'Retail' } ) );
		expect( wrapper.querySelector( '.is-loading' ) ).not.toBeNull();
	} );

	it.each( [
		[ 'a signed-in candidate', signedIn( { areaInterest: 'Retail' } ) ],
		[ 'a visitor the chat learned an area from', FROM_CHAT ],
	] )( 'starts the whole block at once for %s', ( _who, snapshot ) => {
		const { start } = setUp( snapshot );
		expect( start ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'starts it once when the visitor signs in, and not again, showing the loading line meanwhile', () => {
		const { store, start, wrapper } = setUp( SIGNED_OUT );
		store.set( signedIn() );
		expect( wrapper.querySelector( '.is-loading' ) ).toHaveTextContent(
			'Loading content for you…'
		);
		store.set( SIGNED_OUT );
		store.set( signedIn() );
		expect( start ).toHaveBeenCalledTimes( 1 );
	} );

	it.each( [ 'toggle', 'pointerenter', 'focusin' ] )(
		'starts it once as the visitor reaches for “Why am I seeing this?” (%s)',
		( type ) => {
			const { why, start } = setUp( SIGNED_OUT );
			why.dispatchEvent( new Event( type ) );
			why.dispatchEvent( new Event( 'toggle' ) );
			expect( start ).toHaveBeenCalledTimes( 1 );
		}
	);

	it( 'logs a part that fails to load, leaving the server’s list', async () => {
		document.body.innerHTML =
			'<div><ul><li>A visitor story</li></ul><details></details></div>';
		const logger = { error: jest.fn() };
		const failure = new Error( 'could not be loaded' );
		startWhenNeeded( document.querySelector( 'div' )!, {
			candidateStore: memoryCandidateStore( signedIn() ),
			start: () => Promise.reject( failure ),
			logger,
		} );
		await Promise.resolve();
		expect( logger.error ).toHaveBeenCalledWith( failure );
		expect( document.body.textContent ).toContain( 'A visitor story' );
	} );
} );
