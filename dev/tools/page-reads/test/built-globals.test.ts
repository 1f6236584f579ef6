/**
 * @jest-environment node
 */

/**
 * The window globals the built scripts read, each accounted for: an
 * element named like a global the page has not set stands in for it, so a
 * global the plugin reads is the browser's own, or set before it is read
 * (issue 32). A new global read fails here until someone says why it is
 * safe. Needs the build (`npm run build`).
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { CHUNK_LIST_GLOBAL } from '../../../../src/shared/page-global';
import { builtScripts, pageReadsOfBuild } from '../built-reads';
import { domMembers } from '../dom-members';

const BUILD = path.resolve( __dirname, '..', '..', '..', '..', 'build' );

/** Globals no browser defines, and why no element can stand in for them. */
const SET_BEFORE_READ: Record< string, string > = {
	careersFrontend:
		'the runtime makes it its own object before any script of the plugin reads it (src/shared/page-global.ts)',
	[ CHUNK_LIST_GLOBAL ]:
		'the runtime makes it an array before any chunk runs (webpack’s output.chunkLoadingGlobal)',
	careersFrontendConfig:
		'assigned by the inline script WordPress prints before the runtime (includes/assets.php)',
	careersFrontendAdmin:
		'assigned by the settings page’s inline script before its script (includes/admin.php)',
	careersFrontendAnswerEditor:
		'assigned by the answer editor’s inline script before its script (includes/answers-editor.php)',
	google: 'the geocoder makes it the page’s own object before Google’s script extends it',
	wp: 'assigned by WordPress’s scripts (wp-element, wp-i18n), which load before the chat window that reads them',
	ReactJSXRuntime:
		'assigned by WordPress’s react-jsx-runtime script, which loads before the chat window',
	Buffer: 'read by the AWS SDK only after `typeof Buffer === "function"`: an element is an object',
};

describe( 'the globals the built scripts read', () => {
	const reads = pageReadsOfBuild( BUILD );
	const { globals, window } = domMembers();

	it( 'are the browser’s own, or set before they are read', () => {
		expect(
			reads.window.filter(
				( name ) =>
					! globals.has( name ) &&
					! window.has( name ) &&
					! ( name in SET_BEFORE_READ )
			)
		).toEqual( [] );
	} );

	it( 'still include every global said to be set before it is read', () => {
		expect(
			Object.keys( SET_BEFORE_READ ).filter(
				( name ) => ! reads.window.includes( name )
			)
		).toEqual( [] );
	} );

	it( 'push webpack’s chunks only on the list the runtime owns', () => {
		const lists = new Set(
			builtScripts( BUILD ).flatMap( ( file ) =>
				[
					...fs
						.readFileSync( path.join( BUILD, file ), 'utf8' )
						.matchAll( /globalThis\.(\w+)\|\|=\[\]/g ),
				].map( ( [ , name ] ) => name )
			)
		);
		expect( [ ...lists ] ).toEqual( [ CHUNK_LIST_GLOBAL ] );
	} );
} );
