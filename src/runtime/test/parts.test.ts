/**
 * Internal dependencies
 */
import {
	createPartLoader,
	currentNonce,
	definePart,
	partShelf,
	publishPart,
	type PartShelf,
} from '../parts';

const GREETING = definePart< { greet: () => string } >( 'greeting' );

function setUp( urls: Record< string, unknown > = {} ) {
	document.head.innerHTML = '';
	const shelf: PartShelf = {};
	const loadPart = createPartLoader( {
		doc: document,
		shelf,
		urls: () => urls,
		nonce: 'n0nce',
	} );
	const scripts = () =>
		Array.from( document.head.querySelectorAll( 'script' ) );
	return { shelf, loadPart, scripts };
}

describe( 'part scripts', () => {
	it( 'load once, from the server’s URL with the page’s nonce, and give what the part published', async () => {
		const { shelf, loadPart, scripts } = setUp( {
			greeting: 'https://example.test/build/parts/greeting.js?ver=1',
		} );
		const first = loadPart( GREETING );
		const second = loadPart( GREETING );
		expect( scripts() ).toHaveLength( 1 );
		const [ script ] = scripts();
		expect( script.src ).toBe(
			'https://example.test/build/parts/greeting.js?ver=1'
		);
		expect( script.nonce ).toBe( 'n0nce' );

		// The part's entry runs: it publishes, then the element loads.
		shelf.greeting = { greet: () => 'hello' };
		script.dispatchEvent( new Event( 'load' ) );
		expect( ( await first ).greet() ).toBe( 'hello' );
		expect( await second ).toBe( await first );
		expect( scripts() ).toHaveLength( 1 );
	} );

	it( 'need no script when the part is already published', async () => {
		const { shelf, loadPart, scripts } = setUp();
		shelf.greeting = { greet: () => 'hi' };
		expect( ( await loadPart( GREETING ) ).greet() ).toBe( 'hi' );
		expect( scripts() ).toHaveLength( 0 );
	} );

	it( 'fail clearly when the server lists no URL, and load nothing', async () => {
		const { loadPart, scripts } = setUp( { greeting: 42 } );
		await expect( loadPart( GREETING ) ).rejects.toThrow(
			'Careers Frontend: greeting is not in the server’s list of scripts.'
		);
		expect( scripts() ).toHaveLength( 0 );
	} );

	it( 'fail when the script does not load, and try again on the next call', async () => {
		const { shelf, loadPart, scripts } = setUp( {
			greeting: '/build/parts/greeting.js',
		} );
		const failed = loadPart( GREETING );
		scripts()[ 0 ].dispatchEvent( new Event( 'error' ) );
		await expect( failed ).rejects.toThrow(
			'Careers Frontend: greeting could not be loaded.'
		);

		const retried = loadPart( GREETING );
		expect( scripts() ).toHaveLength( 2 );
		shelf.greeting = { greet: () => 'back' };
		scripts()[ 1 ].dispatchEvent( new Event( 'load' ) );
		expect( ( await retried ).greet() ).toBe( 'back' );
	} );

	it( 'fail when the script loads without publishing the part', async () => {
		const { loadPart, scripts } = setUp( {
			greeting: '/build/parts/greeting.js',
		} );
		const loading = loadPart( GREETING );
		scripts()[ 0 ].dispatchEvent( new Event( 'load' ) );
		await expect( loading ).rejects.toThrow(
			'Careers Frontend: greeting loaded without publishing its code.'
		);
	} );

	it( 'publish on the page’s shared object', () => {
		const host: Parameters< typeof partShelf >[ 0 ] = {};
		publishPart( GREETING, { greet: () => 'ok' }, host );
		expect( partShelf( host ).greeting ).toEqual( {
			greet: expect.any( Function ),
		} );
	} );

	it( 'read the nonce of the script running now, or none', () => {
		expect( currentNonce( document ) ).toBe( '' );
	} );
} );
