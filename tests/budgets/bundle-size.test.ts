/**
 * @jest-environment node
 */

/**
 * Byte budgets of what the browser loads, read from the production build.
 * Deterministic, so asserted (timings go to the benchmark report instead).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUILD = path.resolve( __dirname, '..', '..', 'build' );

function builtFile( relative: string ): Buffer {
	const file = path.join( BUILD, relative );
	if ( ! fs.existsSync( file ) ) {
		throw new Error(
			`${ relative } is not built: run \`npm run build\` first.`
		);
	}
	return fs.readFileSync( file );
}

function gzipSize( relative: string ): number {
	return zlib.gzipSync( builtFile( relative ), { level: 9 } ).length;
}

describe( 'byte budgets (gzip -9)', () => {
	it( 'the shared candidate runtime is at most 5 kB', () => {
		expect( gzipSize( 'runtime/index.js' ) ).toBeLessThanOrEqual( 5000 );
	} );

	it( 'the container and the menu add at most 3 kB to the runtime', () => {
		const added =
			gzipSize( 'auth-container/view.js' ) +
			gzipSize( 'signin-menu/view.js' );
		expect( added ).toBeLessThanOrEqual( 3000 );
	} );

	it( 'the container and the menu load no React on the page', () => {
		for ( const block of [ 'auth-container', 'signin-menu' ] ) {
			const asset = builtFile( `${ block }/view.asset.php` ).toString();
			expect( asset ).not.toMatch(
				/'react'|'react-dom'|'wp-element'|'react-jsx-runtime'/
			);
		}
		const runtimeAsset = builtFile( 'runtime/index.asset.php' ).toString();
		expect( runtimeAsset ).not.toMatch(
			/'react'|'react-dom'|'wp-element'/
		);
	} );

	it( 'the first-paint script inlined in every page head stays under 1 kB raw', () => {
		expect( builtFile( 'head/first-paint.js' ).length ).toBeLessThanOrEqual(
			1024
		);
	} );
} );
