/**
 * Internal dependencies
 */
import type { RuntimeApi } from '../create-runtime';
import { CHUNK_LIST_GLOBAL } from '../../shared/page-global';

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
	// Each test loads a fresh copy of the modules: the last one's live
	// region would be an element it did not make.
	document.body.innerHTML = '';
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

describe( 'the page’s global, against elements of the page (post content)', () => {
	// What an Author keeps through wp_kses_post: ids and anchor names.
	const ANCHORS =
		'<a id="careersFrontend"></a><a id="careersFrontend" name="runtime"></a><a id="careersFrontend" name="parts"></a>';

	it( 'is the browser’s named-element collection until a script assigns it', () => {
		document.body.innerHTML = ANCHORS;
		const found = ( window as unknown as Record< string, unknown > )
			.careersFrontend as { runtime?: unknown };
		expect( found ).toBeInstanceOf( HTMLCollection );
		expect( found.runtime ).toBeInstanceOf( HTMLAnchorElement );
	} );

	it( 'is replaced by the runtime’s own, which starts', () => {
		document.body.innerHTML = ANCHORS;
		const runtime = loadRuntime();
		expect( Object.keys( window.careersFrontend ?? {} ).sort() ).toEqual( [
			'parts',
			'runtime',
		] );
		expect( typeof runtime.signOut ).toBe( 'function' );
		expect( document.documentElement ).toHaveAttribute(
			'data-careers-candidate',
			'signed-out'
		);
		// A part publishes on the runtime's shelf, not on an anchor.
		expect( window.careersFrontend?.parts ).toEqual( {} );
	} );
} );

describe( 'the list webpack’s chunks are pushed on, against elements of the page', () => {
	beforeEach( () => {
		Reflect.deleteProperty( window, CHUNK_LIST_GLOBAL );
	} );

	it( 'is an array the runtime made, before any chunk runs, whatever the post names so', () => {
		document.body.innerHTML = `<a id="${ CHUNK_LIST_GLOBAL }"></a><a id="${ CHUNK_LIST_GLOBAL }" name="push"></a>`;
		const globals = window as unknown as Record< string, unknown >;
		expect( globals[ CHUNK_LIST_GLOBAL ] ).toBeInstanceOf( HTMLCollection );
		loadRuntime();
		expect( globals[ CHUNK_LIST_GLOBAL ] ).toEqual( [] );
	} );

	it( 'keeps the chunks already pushed', () => {
		const pushed = [ [ [ 1 ], {} ] ];
		( window as unknown as Record< string, unknown > )[
			CHUNK_LIST_GLOBAL
		] = pushed;
		loadRuntime();
		expect(
			( window as unknown as Record< string, unknown > )[
				CHUNK_LIST_GLOBAL
			]
		).toBe( pushed );
	} );
} );
