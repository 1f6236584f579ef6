/**
 * Issue 32: no markup an Author can publish switches off a feature, as a
 * class. An element named like a window global the page has not set, or
 * like any document member (`<object id="cookie">`), stands in for it. The
 * names tested are every name the built scripts read (dev/tools/
 * page-reads, from the build itself, so the list cannot drift): for each,
 * an Author publishes through REST, and so through WordPress's content
 * filter for their role, an `<a id>`, an `<a name>`, an `<object id>` with
 * a PDF from the uploads (kses keeps those), an `<img name>` and a
 * `<form name>`, beside the blocks. On that post a candidate's containers,
 * sign-in menu, persona list, the chat through to job results and Log out
 * all work, with and without a strict nonce-based policy, in every engine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { pageReadsOfBuild } from '../../dev/tools/page-reads/built-reads';
import { CHUNK_LIST_GLOBAL } from '../../src/shared/page-global';
import type { EngineSite } from './engines/site';
import { expect, test } from './fixtures';
import {
	publishAsAuthor,
	type AuthorUser,
	type PublishedPost,
} from './helpers/author';
import {
	candidateJourney,
	siteCookies,
	STRICT_CSP_COOKIE,
} from './helpers/candidate-journey';

test.use( { storageState: { cookies: [], origins: [] } } );

const AUTHOR: AuthorUser = {
	username: 'named-elements-author',
	email: 'named-elements-author@example.test',
	password: 'author-password-32',
	roles: [ 'author' ],
};

/** Every window global and document member the built scripts read. */
function namesTheBuildReads(): string[] {
	const reads = pageReadsOfBuild(
		path.resolve( __dirname, '..', '..', 'build' )
	);
	return [ ...new Set( [ ...reads.window, ...reads.document ] ) ].sort();
}

/** A one-page PDF, as a candidate's CV might be. */
function writeCv(): string {
	const file = path.join(
		fs.mkdtempSync( path.join( os.tmpdir(), 'careers-cv-' ) ),
		'cv.pdf'
	);
	fs.writeFileSync(
		file,
		[
			'%PDF-1.4',
			'1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
			'2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
			'3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
			'trailer <</Root 1 0 R>>',
			'%%EOF',
			'',
		].join( '\n' )
	);
	return file;
}

/**
 * What the Author writes for one name, each kind of element that can name
 * the window or the document. Hidden, as an Author would hide them (the
 * browser names hidden elements all the same).
 *
 * @param name The name.
 * @param pdf  A PDF in the site's uploads.
 */
function elementsNamed( name: string, pdf: string ) {
	return {
		anchorId: `<a id="${ name }"></a>`,
		anchorName: `<a name="${ name }"></a>`,
		object: `<object id="${ name }" type="application/pdf" data="${ pdf }"></object>`,
		image: `<img name="${ name }" alt="">`,
		form: `<form name="${ name }"></form>`,
	};
}

let names: string[] = [];
let pdf = '';
let post: PublishedPost;

test.beforeAll( async ( { requestUtils, browser, baseURL } ) => {
	// An upload, a new user, a sign-in and a post, on a freshly started site.
	test.setTimeout( 120_000 );
	names = namesTheBuildReads();
	const media = await requestUtils.uploadMedia( writeCv() );
	pdf = media.source_url;
	const user = ( await requestUtils.createUser( AUTHOR ) ) as { id: number };
	post = await publishAsAuthor( browser, baseURL ?? '', AUTHOR, {
		title: 'Named like the page',
		content: [
			'<!-- wp:html -->',
			`<div hidden>${ names
				.map( ( name ) =>
					Object.values( elementsNamed( name, pdf ) ).join( '' )
				)
				.join( '\n' ) }</div>`,
			'<!-- /wp:html -->',
			// A post's header holds no menu of its own (the demo's pages do).
			'<!-- wp:careers-frontend/signin-menu /-->',
			'<!-- wp:careers-frontend/auth-container {"state":"signed-in","greeting":"Welcome back, {firstName}!"} -->',
			'<!-- wp:paragraph --><p>Jobs picked for you are below.</p><!-- /wp:paragraph -->',
			'<!-- /wp:careers-frontend/auth-container -->',
			'<!-- wp:careers-frontend/auth-container {"state":"signed-out"} -->',
			'<!-- wp:paragraph --><p>Create a profile to get jobs picked for you.</p><!-- /wp:paragraph -->',
			'<!-- /wp:careers-frontend/auth-container -->',
			'<!-- wp:careers-frontend/persona-content {"heading":"Stories for you"} /-->',
			'<!-- wp:careers-frontend/chat-assistant /-->',
		].join( '\n' ),
	} );
	test.info().annotations.push( {
		type: 'names',
		description: `${ names.length } names: ${ names.join( ' ' ) }`,
	} );
	// Kept for afterAll.
	cleanUp = async () => {
		await requestUtils.rest( {
			path: `/wp/v2/posts/${ post.id }`,
			method: 'DELETE',
			params: { force: true },
		} );
		await requestUtils.rest( {
			path: `/wp/v2/users/${ user.id }`,
			method: 'DELETE',
			params: { force: true, reassign: 1 },
		} );
		await requestUtils.deleteMedia( media.id );
	};
} );

let cleanUp = async () => {};

test.afterAll( async () => {
	await cleanUp();
} );

test( 'the list holds every global and document member the build reads, those of issue 32 among them', () => {
	expect( names ).toEqual(
		expect.arrayContaining( [
			'cookie',
			'currentScript',
			'body',
			'documentElement',
			'head',
			'createElement',
			'careersFrontend',
			CHUNK_LIST_GLOBAL,
			'google',
			'wp',
		] )
	);
} );

test( 'WordPress’s content filter for the Author keeps an anchor id, an anchor name and a PDF object for every name, and drops the image’s name and the form', () => {
	for ( const name of names ) {
		const written = elementsNamed( name, pdf );
		expect( post.raw ).toContain( written.anchorId );
		expect( post.raw ).toContain( written.anchorName );
		expect( post.raw ).toContain( written.object );
	}
	expect( post.raw ).not.toMatch( /<img name=|<form/ );
} );

/**
 * On the page: every element the Author wrote is there, and none stands in
 * for a member of the document (the server took the name off each
 * `<object>` that named one; any other id stays).
 *
 * @param site The post's page.
 */
async function expectEveryElementAndTheDocumentsOwnMembers(
	site: EngineSite
): Promise< void > {
	const page = await site.evaluate( ( listed ) => {
		const proto = Object.getPrototypeOf( document );
		const count = ( selector: string ) =>
			document.querySelectorAll( selector ).length;
		return {
			anchors: listed.filter(
				( name ) =>
					count( `a[id="${ name }"]` ) === 1 &&
					count( `a[name="${ name }"]` ) === 1
			).length,
			objects: count( 'object[type="application/pdf"]' ),
			objectIds: listed.filter(
				( name ) => count( `object[id="${ name }"]` ) === 1
			),
			shadowed: listed.filter(
				( name ) =>
					name in proto &&
					( document as unknown as Record< string, unknown > )[
						name
					] !== Reflect.get( proto, name, document )
			),
		};
	}, names );
	expect( page.anchors ).toBe( names.length );
	expect( page.objects ).toBe( names.length );
	expect( page.shadowed ).toEqual( [] );
	// Ids that name no member of the document stay as written.
	expect( page.objectIds ).toContain( 'careersFrontend' );
	expect( page.objectIds ).not.toContain( 'cookie' );
}

test.describe( 'A post holding an element named like each of them', () => {
	test(
		'leaves a candidate’s containers, menu, persona list, chat to job results and Log out working',
		{ tag: '@smoke' },
		async ( { site, careers, chat } ) => {
			test.setTimeout( 240_000 );
			expect(
				await candidateJourney(
					{ site, careers, chat },
					new URL( post.link ).pathname,
					{
						strictCsp: false,
						onLoad: () =>
							expectEveryElementAndTheDocumentsOwnMembers( site ),
					}
				)
			).toEqual( [] );
		}
	);
} );

test.describe( 'The same post under a strict nonce-based policy', () => {
	test.use( { storageState: siteCookies( STRICT_CSP_COOKIE ) } );

	test(
		'leaves them working too, the part scripts and the chat loaded with the page’s nonce',
		{ tag: '@smoke' },
		async ( { site, careers, chat } ) => {
			test.setTimeout( 240_000 );
			expect(
				await candidateJourney(
					{ site, careers, chat },
					new URL( post.link ).pathname,
					{
						strictCsp: true,
						onLoad: () =>
							expectEveryElementAndTheDocumentsOwnMembers( site ),
					}
				)
			).toEqual( [] );
		}
	);
} );
