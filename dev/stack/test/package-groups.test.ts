/** @jest-environment node */

/**
 * Internal dependencies
 */
import { browserGroupsFor, projectsIn } from '../package-groups';

describe( 'projectsIn', () => {
	it( 'reads --project=name, --project name and comma lists', () => {
		expect( projectsIn( [ '--project=firefox', 'a.spec.ts' ] ) ).toEqual( [
			'firefox',
		] );
		expect( projectsIn( [ '--project', 'webkit' ] ) ).toEqual( [
			'webkit',
		] );
		expect(
			projectsIn( [ '--project=chromium,firefox', '-g', '@smoke' ] )
		).toEqual( [ 'chromium', 'firefox' ] );
	} );

	it( 'is every project when none is named, as Playwright runs them all', () => {
		expect( projectsIn( [ 'tests/e2e/chat.spec.ts' ] ) ).toEqual( [
			'chromium',
			'firefox',
			'webkit',
		] );
	} );
} );

describe( 'browserGroupsFor', () => {
	it( 'waits only for Chromium in a Chromium run, not for Firefox ESR or WebKitGTK', () => {
		expect(
			browserGroupsFor( [ '--project=chromium', 'tests/e2e/x.spec.ts' ] )
		).toEqual( [ 'browser' ] );
		expect(
			browserGroupsFor( [ '--project=chromium', '--grep', '@smoke' ] )
		).toEqual( [ 'browser' ] );
	} );

	it( 'waits for the other engines in their runs', () => {
		expect( browserGroupsFor( [ '--project=firefox' ] ) ).toEqual( [
			'browser',
			'engines',
		] );
		expect( browserGroupsFor( [ '--project', 'webkit' ] ) ).toEqual( [
			'browser',
			'engines',
		] );
	} );

	it( 'never asks for the site’s own packages: the stack waited for those', () => {
		for ( const args of [ [], [ '--project=chromium' ] ] ) {
			expect( browserGroupsFor( args ) ).not.toContain( 'site' );
		}
	} );
} );
