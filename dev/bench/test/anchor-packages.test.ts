/** @jest-environment node */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { PROJECT_ROOT } from '../../stack/config';
import {
	ANCHOR_MANIFEST_DIR,
	anchorsInstalled,
	ensureAnchorPackages,
} from '../anchors/anchor-packages';

const MANIFEST = '{ "name": "anchors", "dependencies": { "vue": "2.5.13" } }\n';
const LOCK = '{ "lockfileVersion": 3, "packages": { "": {} } }\n';

function folders( lock = LOCK ) {
	const base = fs.mkdtempSync( path.join( os.tmpdir(), 'anchor-packages-' ) );
	const manifestDir = path.join( base, 'manifest' );
	fs.mkdirSync( manifestDir );
	fs.writeFileSync( path.join( manifestDir, 'package.json' ), MANIFEST );
	fs.writeFileSync( path.join( manifestDir, 'package-lock.json' ), lock );
	return { manifestDir, installDir: path.join( base, 'installed' ) };
}

/**
 * A stand-in for `npm ci`: writes the hidden lock npm writes on success.
 *
 * @param calls   Gets each folder it was run in.
 * @param succeed Whether the install works.
 */
function fakeNpmCi( calls: string[], succeed = true ) {
	return ( dir: string ) => {
		calls.push( dir );
		if ( succeed ) {
			fs.mkdirSync( path.join( dir, 'node_modules', 'vue' ), {
				recursive: true,
			} );
			fs.writeFileSync(
				path.join( dir, 'node_modules', '.package-lock.json' ),
				'{}'
			);
		}
		return succeed;
	};
}

describe( 'ensureAnchorPackages', () => {
	it( 'installs the committed manifest and lock into the folder on the first run', () => {
		const dirs = folders();
		const calls: string[] = [];
		const lines: string[] = [];
		ensureAnchorPackages( {
			...dirs,
			npmCi: fakeNpmCi( calls ),
			log: ( line ) => lines.push( line ),
		} );
		expect( calls ).toEqual( [ dirs.installDir ] );
		expect(
			fs.readFileSync(
				path.join( dirs.installDir, 'package-lock.json' ),
				'utf8'
			)
		).toBe( LOCK );
		expect( lines ).toHaveLength( 1 );
		expect( lines[ 0 ] ).toMatch( /Installing the anchors' npm packages/ );
		expect( anchorsInstalled( dirs.manifestDir, dirs.installDir ) ).toBe(
			true
		);
	} );

	it( 'does nothing when the folder already holds the same lock', () => {
		const dirs = folders();
		const calls: string[] = [];
		const log = () => undefined;
		ensureAnchorPackages( { ...dirs, npmCi: fakeNpmCi( calls ), log } );
		ensureAnchorPackages( { ...dirs, npmCi: fakeNpmCi( calls ), log } );
		expect( calls ).toHaveLength( 1 );
	} );

	it( 'installs afresh when the committed lock changed', () => {
		const dirs = folders();
		const calls: string[] = [];
		const log = () => undefined;
		ensureAnchorPackages( { ...dirs, npmCi: fakeNpmCi( calls ), log } );
		const stale = path.join( dirs.installDir, 'node_modules', 'stale' );
		fs.mkdirSync( stale );
		fs.writeFileSync(
			path.join( dirs.manifestDir, 'package-lock.json' ),
			'{ "lockfileVersion": 3, "packages": { "": { "version": "2" } } }\n'
		);
		expect( anchorsInstalled( dirs.manifestDir, dirs.installDir ) ).toBe(
			false
		);
		ensureAnchorPackages( { ...dirs, npmCi: fakeNpmCi( calls ), log } );
		expect( calls ).toHaveLength( 2 );
		expect( fs.existsSync( stale ) ).toBe( false );
	} );

	it( 'counts an install npm did not finish as missing, and says so', () => {
		const dirs = folders();
		const calls: string[] = [];
		expect( () =>
			ensureAnchorPackages( {
				...dirs,
				npmCi: fakeNpmCi( calls, false ),
				log: () => undefined,
			} )
		).toThrow(
			/Installing the anchors' npm packages failed \(npm ci --prefix .*; see npm's output above\)/
		);
		expect( anchorsInstalled( dirs.manifestDir, dirs.installDir ) ).toBe(
			false
		);
	} );
} );

describe( "the anchors' manifest", () => {
	const manifest = JSON.parse(
		fs.readFileSync(
			path.join( ANCHOR_MANIFEST_DIR, 'package.json' ),
			'utf8'
		)
	) as { dependencies: Record< string, string > };
	const lock = JSON.parse(
		fs.readFileSync(
			path.join( ANCHOR_MANIFEST_DIR, 'package-lock.json' ),
			'utf8'
		)
	) as {
		packages: Record<
			string,
			{ version?: string; dependencies?: Record< string, string > }
		>;
	};
	const names = Object.keys( manifest.dependencies );

	it( 'pins each anchor to the exact version its lock holds', () => {
		expect( names.length ).toBeGreaterThan( 0 );
		for ( const name of names ) {
			expect( manifest.dependencies[ name ] ).toMatch(
				/^\d+\.\d+\.\d+$/
			);
			expect( lock.packages[ `node_modules/${ name }` ]?.version ).toBe(
				manifest.dependencies[ name ]
			);
		}
		expect( lock.packages[ '' ].dependencies ).toEqual(
			manifest.dependencies
		);
	} );

	it( "keeps the anchors out of the project's own install", () => {
		const project = JSON.parse(
			fs.readFileSync( path.join( PROJECT_ROOT, 'package.json' ), 'utf8' )
		) as {
			dependencies: Record< string, string >;
			devDependencies: Record< string, string >;
		};
		const projectLock = JSON.parse(
			fs.readFileSync(
				path.join( PROJECT_ROOT, 'package-lock.json' ),
				'utf8'
			)
		) as { packages: Record< string, unknown > };
		for ( const name of names ) {
			expect( {
				name,
				listed:
					name in project.dependencies ||
					name in project.devDependencies,
				locked: `node_modules/${ name }` in projectLock.packages,
			} ).toEqual( { name, listed: false, locked: false } );
		}
	} );
} );
