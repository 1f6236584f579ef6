/**
 * Internal dependencies
 */
import type { RuntimeApi } from '../create-runtime';

type RuntimeModule = typeof import( '../index' );

function loadRuntime(): RuntimeModule {
	let loaded: RuntimeModule | undefined;
	jest.isolateModules( () => {
		loaded = require( '../index' );
	} );
	return loaded as RuntimeModule;
}

beforeEach( () => {
	window.localStorage.clear();
	document.documentElement.removeAttribute( 'data-careers-candidate' );
	delete window.careersFrontend;
	window.careersFrontendConfig = {
		settings: { organization_name: 'acme' },
		context: {},
	};
} );

describe( '@careers-frontend/runtime', () => {
	it( 'exports everything blocks use and starts on DOM ready', () => {
		const runtime = loadRuntime();
		expect( Object.keys( runtime ).sort() ).toEqual( [
			'announce',
			'candidateStore',
			'goToLogin',
			'loadPart',
			'renderFrontend',
			'sessionStore',
			'signOut',
			'storage',
			'whenReady',
			'withLanguagePrefix',
		] );
		// jsdom's document is already loaded, so start() has run.
		expect( document.documentElement ).toHaveAttribute(
			'data-careers-candidate',
			'signed-out'
		);
		runtime.storage.set( 'candidate', {
			candidateId: '1',
			firstName: 'Sam',
		} );
		expect(
			window.localStorage.getItem( 'acme.candidate' )
		).not.toBeNull();
		expect( runtime.candidateStore.get().state ).toBe( 'signed-in' );
		expect( document.documentElement ).toHaveAttribute(
			'data-careers-candidate',
			'signed-in'
		);
	} );

	it( 'reuses a runtime already on the page rather than starting a second', () => {
		const first = loadRuntime();
		window.careersFrontend = { runtime: first as unknown as RuntimeApi };
		const second = loadRuntime();
		expect( second.candidateStore ).toBe( first.candidateStore );
		expect( second.storage ).toBe( first.storage );
	} );
} );
