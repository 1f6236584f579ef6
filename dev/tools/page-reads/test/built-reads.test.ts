/**
 * @jest-environment node
 */

/**
 * Internal dependencies
 */
import { pageReadsOf } from '../built-reads';

const readsOf = ( source: string ) => pageReadsOf( [ source ] );

describe( 'what a built script reads from the page', () => {
	it( 'finds document members read from `document`, its aliases and `ownerDocument`', () => {
		const { document } = readsOf(
			[
				'document.cookie;',
				// Minified code passes the document under any name.
				'function f(e){return e.currentScript}',
				'const n=el.ownerDocument.activeElement;',
				// A read through the prototype names the member as a string.
				'Reflect.get(Object.getPrototypeOf(d),"documentElement",d);',
				'const{head:h}=page;',
			].join( '\n' )
		);
		expect( document ).toEqual(
			expect.arrayContaining( [
				'cookie',
				'currentScript',
				'activeElement',
				'documentElement',
				'head',
			] )
		);
	} );

	it( 'finds globals: free names, members of window, globalThis and self, and names passed with them', () => {
		const { window } = readsOf(
			[
				'(globalThis.webpackChunkx||=[]).push([]);',
				'self.google;',
				'window["careersFrontend"].runtime;',
				'typeof requestIdleCallback;',
				'own(window,"careersFrontendChunks");',
			].join( '\n' )
		);
		expect( window ).toEqual(
			expect.arrayContaining( [
				'webpackChunkx',
				'google',
				'careersFrontend',
				'requestIdleCallback',
				'careersFrontendChunks',
			] )
		);
	} );

	it( 'finds the plugin’s own globals read from the window it is passed', () => {
		const { window } = readsOf(
			'function h(n){return Object(n?.careersFrontendConfig).settings}'
		);
		expect( window ).toContain( 'careersFrontendConfig' );
	} );

	it( 'leaves out what is local, or no member of the page', () => {
		const { window, document } = readsOf(
			[
				'const google=1;google;',
				'function f(document){return document.myOwn}',
				'job.fooBar;',
			].join( '\n' )
		);
		expect( window ).not.toContain( 'google' );
		expect( document ).not.toContain( 'myOwn' );
		expect( [ ...window, ...document ] ).not.toContain( 'fooBar' );
	} );

	it( 'reads modules as well as scripts', () => {
		expect(
			readsOf( 'import x from "y";export const a=document.body;' )
				.document
		).toContain( 'body' );
	} );
} );
