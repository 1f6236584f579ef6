/** @jest-environment node */

/**
 * Internal dependencies
 */
import {
	MAX_WORKERS,
	otherEngines,
	smokeVersions,
	workerCount,
	workerSite,
} from '../e2e-projects';
import { e2eProfile } from '../config';
import { playwrightArgs } from '../run-e2e';

describe( 'otherEngines', () => {
	it( 'is Firefox and WebKit unless E2E_ENGINES says otherwise', () => {
		expect( otherEngines( undefined ) ).toEqual( [ 'firefox', 'webkit' ] );
		expect( otherEngines( ' ' ) ).toEqual( [ 'firefox', 'webkit' ] );
		expect( otherEngines( 'webkit' ) ).toEqual( [ 'webkit' ] );
		expect( otherEngines( 'webkit, firefox,webkit' ) ).toEqual( [
			'webkit',
			'firefox',
		] );
		expect( otherEngines( 'none' ) ).toEqual( [] );
	} );

	it( 'refuses a name it does not know, saying which', () => {
		expect( () => otherEngines( 'firefox,safari' ) ).toThrow(
			'E2E_ENGINES=firefox,safari: safari is not an engine: give firefox, webkit, both (comma-separated) or none.'
		);
	} );
} );

describe( 'smokeVersions', () => {
	it( 'is every other supported WordPress unless E2E_SMOKE_WP_VERSIONS says otherwise', () => {
		expect( smokeVersions( '7.1', undefined ) ).toEqual( [ '6.8' ] );
		expect( smokeVersions( '6.8', '' ) ).toEqual( [ '7.1' ] );
		expect( smokeVersions( '7.1', '6.8, 6.8' ) ).toEqual( [ '6.8' ] );
		expect( smokeVersions( '7.1', 'none' ) ).toEqual( [] );
	} );

	it( 'refuses a version the stack cannot run', () => {
		expect( () => smokeVersions( '7.1', '5.9' ) ).toThrow(
			'WP_VERSION=5.9 is not a supported WordPress version.'
		);
	} );
} );

describe( 'workerCount', () => {
	it( 'is the measured default unless E2E_WORKERS says otherwise', () => {
		expect( workerCount( undefined, 6 ) ).toBe( 6 );
		expect( workerCount( ' ', 6 ) ).toBe( 6 );
		expect( workerCount( '1', 6 ) ).toBe( 1 );
		expect( workerCount( String( MAX_WORKERS ), 6 ) ).toBe( MAX_WORKERS );
	} );

	it( 'refuses a count whose ports would reach the side sites', () => {
		expect( () => workerCount( String( MAX_WORKERS + 1 ), 6 ) ).toThrow(
			`E2E_WORKERS=${ MAX_WORKERS + 1 } is not a worker count: give a whole number from 1 to ${ MAX_WORKERS }.`
		);
		expect( () => workerCount( 'two', 6 ) ).toThrow( /from 1 to/ );
		expect( () => workerCount( '0', 6 ) ).toThrow( /from 1 to/ );
	} );
} );

describe( 'workerSite', () => {
	const saved = { ...process.env };
	afterEach( () => {
		process.env = { ...saved };
	} );

	it( 'names the site each worker’s stack answers on, apart from the others', () => {
		process.env.E2E_WP_PORT = '14000';
		process.env.E2E_STACK_NAME = 'x';
		const first = workerSite( 0, '/a' );
		const third = workerSite( 2, '/a' );
		expect( first ).toEqual( {
			url: 'http://127.0.0.1:14000',
			adminState: '/a/storage-states/admin-worker1.json',
		} );
		expect( third.url ).toBe( 'http://127.0.0.1:14002' );
		expect( third.adminState ).not.toBe( first.adminState );
		// The stack the worker starts is the one named.
		expect( third.url ).toBe(
			`http://127.0.0.1:${ e2eProfile( 2, { wpVersion: '6.8' } ).wpPort }`
		);
	} );

	it( 'gives each worker its own folder, database and stand-in ports', () => {
		process.env.E2E_DB_PORT = '14100';
		process.env.E2E_SERVICES_PORT = '14200';
		process.env.E2E_STACK_NAME = 'x';
		const profiles = [ 0, 1, 2 ].map( ( worker ) => e2eProfile( worker ) );
		expect( profiles.map( ( profile ) => profile.dbPort ) ).toEqual( [
			14100, 14101, 14102,
		] );
		// Six stand-ins each, ten ports apart.
		expect( profiles.map( ( profile ) => profile.servicesPort ) ).toEqual( [
			14200, 14210, 14220,
		] );
		expect(
			new Set( profiles.map( ( profile ) => profile.root ) ).size
		).toBe( 3 );
		expect( profiles[ 1 ].root ).toMatch( /\.local\/e2e-x-worker2$/ );
	} );
} );

describe( 'playwrightArgs', () => {
	it( 'runs every project with no arguments', () => {
		expect( playwrightArgs( [] ) ).toEqual( [ 'test' ] );
	} );

	it( 'runs a file or a grep in Chromium unless a project is named', () => {
		expect( playwrightArgs( [ 'tests/e2e/chat.spec.ts' ] ) ).toEqual( [
			'test',
			'--project=chromium*',
			'tests/e2e/chat.spec.ts',
		] );
		expect(
			playwrightArgs( [ 'tests/e2e/chat.spec.ts', '--project=firefox' ] )
		).toEqual( [ 'test', 'tests/e2e/chat.spec.ts', '--project=firefox' ] );
		expect( playwrightArgs( [ '--project', 'webkit' ] ) ).toEqual( [
			'test',
			'--project',
			'webkit',
		] );
	} );
} );
