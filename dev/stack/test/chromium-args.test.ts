/**
 * @jest-environment node
 */
import {
	chromiumArgs,
	sharedMemoryTooSmall,
	SMALL_SHARED_MEMORY,
} from '../chromium-args';

describe( 'Chromium flags for the e2e suite', () => {
	it( 'keeps shared memory in /dev/shm when it is large, and moves it to /tmp when it is a container’s 64 MB or unreadable', () => {
		const size = ( bytes: number ) => () => ( {
			bavail: bytes / 4096,
			bsize: 4096,
		} );
		expect( sharedMemoryTooSmall( size( 24 * 1024 ** 3 ) ) ).toBe( false );
		expect( sharedMemoryTooSmall( size( 64 * 1024 ** 2 ) ) ).toBe( true );
		expect( sharedMemoryTooSmall( size( SMALL_SHARED_MEMORY ) ) ).toBe(
			false
		);
		expect(
			sharedMemoryTooSmall( () => {
				throw new Error( 'ENOENT' );
			} )
		).toBe( true );
	} );

	it( 'adds --disable-dev-shm-usage only for a small /dev/shm, and a test’s own flags last', () => {
		expect( chromiumArgs( [], false ) ).not.toContain(
			'--disable-dev-shm-usage'
		);
		expect( chromiumArgs( [], true ) ).toContain(
			'--disable-dev-shm-usage'
		);
		const args = chromiumArgs( [ '--disable-features=X' ], false );
		expect( args[ 0 ] ).toBe( '--no-sandbox' );
		expect( args.at( -1 ) ).toBe( '--disable-features=X' );
	} );
} );
