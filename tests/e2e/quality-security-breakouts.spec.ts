/**
 * Issue 43: no element on the page the browser builds stands in for a
 * document member, whatever a parser on the server saw and whatever
 * scripts run afterwards. The names are every document member the built
 * scripts read (`npm run page-reads`, from the build itself). An Author
 * publishes through REST, so through WordPress's content filter for their
 * role, an `<object>` with a PDF from the uploads for each name in every
 * shape that once got past the server: plain; MathML `title`, `textarea`
 * and `style` breakouts and SVG `foreignObject` (a tag scan reads what
 * follows as text; the browser leaves MathML at the `<p>`); Interactivity
 * bindings (the runtime sets the id in the browser); and a manual excerpt,
 * which a classic theme's loop prints with `the_excerpt()`. The server
 * takes each member's name off (includes/named-elements.php); elements
 * that other scripts add before or after the chat loads lose theirs in
 * the browser (src/shared/document-shadows.ts). On that post a candidate's
 * containers, sign-in menu, persona list, the chat through to job results
 * and Log out all work, with and without a strict nonce-based policy, in
 * a block theme and a classic one, in Chromium and Firefox.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { pageReadsOfBuild } from '../../dev/tools/page-reads/built-reads';
import type { EngineSite } from './engines/site';
import type { ConsoleEntry } from './engines/types';
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
	type JourneyPages,
} from './helpers/candidate-journey';

test.use( { storageState: { cookies: [], origins: [] } } );

const AUTHOR: AuthorUser = {
	username: 'breakouts-author',
	email: 'breakouts-author@example.test',
	password: 'author-password-43',
	roles: [ 'author' ],
};

/** The minimal classic theme's cookie (mu-plugin careers-dev-classic-theme.php). */
const CLASSIC_THEME_COOKIE = { name: 'careers_theme', value: 'classic' };

/** The persona the post is filed under, for the REST API's collection. */
const PERSONA = { name: 'Breakout check', slug: 'breakout-check' };

/** Every document member the built scripts read. */
function membersTheBuildReads(): string[] {
	return pageReadsOfBuild( path.resolve( __dirname, '..', '..', 'build' ) )
		.document;
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
 * What the Author writes in each shape, every name's `<object>` in one
 * hidden wrapper per shape (a breakout leaves the foreign element, never
 * the wrapper, so each object lands in its shape's wrapper).
 *
 * @param names The names.
 * @param pdf   A PDF in the site's uploads.
 */
function shapes( names: string[], pdf: string ): Record< string, string > {
	const objects = ( attribute: ( index: number ) => string ) =>
		names
			.map(
				( _name, index ) =>
					`<object ${ attribute(
						index
					) } type="application/pdf" data="${ pdf }"></object>`
			)
			.join( '' );
	const named = objects( ( index ) => `id="${ names[ index ] }"` );
	const context = Object.fromEntries( [
		[ 'hydrated', 'yes' ],
		...names.map( ( name, index ) => [ `n${ index }`, name ] ),
	] );
	return {
		plain: named,
		'math-title': `<math><title><p></p>${ named }</title></math>`,
		'math-textarea': `<math><textarea><p></p>${ named }</textarea></math>`,
		'math-style': `<math><style><p></p>${ named }</style></math>`,
		'svg-foreign-object': `<svg><foreignObject><svg><style><p></p>${ named }</style></svg></foreignObject></svg>`,
		// The Interactivity runtime sets each id from the context; the
		// span says when it has run.
		interactivity: `<div data-wp-interactive="careers-breakouts" data-wp-context='${ JSON.stringify(
			context
		) }'><span data-wp-text="context.hydrated"></span>${ objects(
			( index ) => `data-wp-bind--id="context.n${ index }"`
		) }</div>`,
	};
}

/**
 * A shape in its wrapper.
 *
 * @param shape Its name.
 * @param html  What the Author writes.
 */
const wrapped = ( shape: string, html: string ) =>
	`<div hidden data-careers-shape="${ shape }">${ html }</div>`;

let names: string[] = [];
let pdf = '';
let post: PublishedPost;
let cleanUp = async () => {};

test.beforeAll( async ( { requestUtils, browser, baseURL } ) => {
	// An upload, a persona, a new user, a sign-in and a post, on a freshly
	// started site.
	test.setTimeout( 120_000 );
	names = membersTheBuildReads();
	const media = await requestUtils.uploadMedia( writeCv() );
	pdf = media.source_url;
	const persona = await requestUtils.rest< { id: number } >( {
		path: '/wp/v2/personas',
		method: 'POST',
		data: PERSONA,
	} );
	const user = ( await requestUtils.createUser( AUTHOR ) ) as { id: number };
	post = await publishAsAuthor( browser, baseURL ?? '', AUTHOR, {
		title: 'Named past the parser',
		content: [
			...Object.entries( shapes( names, pdf ) ).map(
				( [ shape, html ] ) =>
					`<!-- wp:html -->${ wrapped( shape, html ) }<!-- /wp:html -->`
			),
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
		// A classic theme's loop prints it with the_excerpt().
		excerpt: wrapped(
			'excerpt',
			names
				.map(
					( name ) =>
						`<object id="${ name }" type="application/pdf" data="${ pdf }"></object>`
				)
				.join( '' )
		),
		personas: [ persona.id ],
	} );
	test.info().annotations.push( {
		type: 'names',
		description: `${ names.length } names: ${ names.join( ' ' ) }`,
	} );
	cleanUp = async () => {
		await requestUtils.rest( {
			path: `/wp/v2/posts/${ post.id }`,
			method: 'DELETE',
			params: { force: true },
		} );
		await requestUtils.rest( {
			path: `/wp/v2/personas/${ persona.id }`,
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

test.afterAll( async () => {
	await cleanUp();
} );

test( 'the names are the document members the build reads, those of the issue among them', () => {
	expect( names ).toEqual(
		expect.arrayContaining( [
			'cookie',
			'createElement',
			'currentScript',
			'body',
			'head',
			'documentElement',
			'querySelectorAll',
		] )
	);
} );

test( 'WordPress’s content filter for the Author keeps the MathML title and textarea breakouts, the Interactivity bindings and the excerpt’s objects', () => {
	for ( const name of names ) {
		expect( post.raw ).toContain( `<object id="${ name }"` );
		expect( post.excerpt ).toContain( `<object id="${ name }"` );
	}
	expect( post.raw ).toContain( '<math><title><p></p><object id=' );
	expect( post.raw ).toContain( '<math><textarea><p></p><object id=' );
	// kses takes `<style>`, `<svg>` and `<foreignObject>` out for an
	// Author and keeps what they held: the browser builds those objects
	// all the same (the unit test has the shapes as written).
	expect( post.raw ).not.toMatch( /<\/?(style|svg|foreignObject)\b/i );
	expect( post.raw ).toContain(
		'data-careers-shape="math-style"><math><p></p><object id='
	);
	expect( post.raw ).toContain(
		'data-careers-shape="svg-foreign-object"><p></p><object id='
	);
	expect( post.raw ).toContain( 'data-wp-bind--id="context.n0"' );
	expect( post.raw ).toContain( 'data-wp-interactive="careers-breakouts"' );
} );

/** What the page holds: each shape's objects, and what stands in for a member. */
interface PageState {
	/** Shape => its objects, and the ids and names among theirs that are members. */
	shapes: Record< string, { objects: number; members: string[] } >;
	/** Listed names for which the document answers with something else. */
	shadowed: string[];
	/**
	 * Listed names the document's prototype has: an element named so would
	 * stand in for them (the others, such as `location`, are the
	 * document's own and cannot be shadowed).
	 */
	members: string[];
}

/**
 * What the page holds now; first, as another plugin's script would, add
 * an `<object id>` and an `<img name>` for each name (`before`: then click
 * the chat's launcher, in the same task; `later`: into the open chat's
 * page), and let the page's microtasks run. Read through the prototypes:
 * an element may stand in for `document.querySelectorAll`.
 *
 * @param site        The page.
 * @param listedNames The names.
 * @param added       Which elements another script adds first, if any.
 */
function pageState(
	site: EngineSite,
	listedNames: string[],
	added: 'none' | 'before' | 'later' = 'none'
): Promise< PageState > {
	return site.evaluate(
		async ( { listed, add } ) => {
			const doc = document as unknown as Record< string, unknown >;
			const proto = Object.getPrototypeOf( document );
			const all = ( root: Node, selector: string ): Element[] =>
				Array.from(
					root === document
						? Document.prototype.querySelectorAll.call(
								document,
								selector
							)
						: Element.prototype.querySelectorAll.call(
								root as Element,
								selector
							)
				);
			const attribute = ( element: Element, name: string ) =>
				Element.prototype.getAttribute.call( element, name );
			if ( add !== 'none' ) {
				const make = Document.prototype.createElement.bind( document );
				const box = make( 'div' );
				box.hidden = true;
				for ( const name of listed ) {
					const object = make( 'object' );
					object.id = name;
					const image = make( 'img' );
					image.name = name;
					box.append( object, image );
				}
				Reflect.get( proto, 'body', document ).append( box );
				if ( add === 'before' ) {
					HTMLElement.prototype.click.call(
						all( document, '.careers-chat__launcher' )[ 0 ]
					);
				}
				await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
			}
			const byShape: PageState[ 'shapes' ] = {};
			for ( const wrapper of all( document, '[data-careers-shape]' ) ) {
				const objects = all( wrapper, 'object' );
				byShape[ attribute( wrapper, 'data-careers-shape' ) ?? '' ] = {
					objects: objects.length,
					members: objects.flatMap( ( object ) =>
						[ 'id', 'name' ]
							.map( ( name ) => attribute( object, name ) )
							.filter(
								( value ): value is string =>
									value !== null && value in proto
							)
					),
				};
			}
			return {
				shapes: byShape,
				members: listed.filter( ( name ) => name in proto ),
				shadowed: listed.filter( ( name ) =>
					name in proto
						? doc[ name ] !== Reflect.get( proto, name, document )
						: doc[ name ] instanceof Node ||
							doc[ name ] instanceof HTMLCollection
				),
			};
		},
		{ listed: listedNames, add: added }
	);
}

/**
 * The shapes the page shows, each with every name's object and none
 * naming a member.
 *
 * @param shown The shapes on this page.
 */
function everyObjectNoMember( shown: string[] ): PageState[ 'shapes' ] {
	return Object.fromEntries(
		shown.map( ( shape ) => [
			shape,
			{ objects: names.length, members: [] },
		] )
	);
}

const CONTENT_SHAPES = [
	'plain',
	'math-title',
	'math-textarea',
	'math-style',
	'svg-foreign-object',
	'interactivity',
];

/**
 * The warnings the page says as the elements another script added lose
 * their names.
 *
 * @param members The names the document's prototype has.
 */
function takenWarnings( members: string[] ): string[] {
	return members.flatMap( ( name ) => [
		`Careers Frontend: took id="${ name }" off an <object>: it stood in for document.${ name }.`,
		`Careers Frontend: took name="${ name }" off an <img>: it stood in for document.${ name }.`,
	] );
}

/**
 * The candidate's journey on the post. On load, the server's output: every
 * shape's objects are there, none names a member, and the document is
 * whole (in the block theme, once the Interactivity runtime has bound its
 * ids). Then another script's elements for every name, added just before
 * the chat is opened and again once it has listed jobs, lose their names
 * in the browser, each said once.
 *
 * @param pages     The page and its page objects.
 * @param strictCsp Whether the site sends its strict policy.
 * @param classic   Whether the classic theme serves the page.
 * @return What the console said that names the plugin, and what it should
 *         have said.
 */
async function journey(
	pages: JourneyPages,
	strictCsp: boolean,
	classic: boolean
): Promise< { said: string[]; expected: string[] } > {
	const { site, chat } = pages;
	let members: string[] = [];
	const problems: ConsoleEntry[] = await candidateJourney(
		pages,
		new URL( post.link ).pathname,
		{
			strictCsp,
			onLoad: async () => {
				if ( classic ) {
					await expect(
						site.locator( '.entry-summary [data-careers-shape]' )
					).toHaveCount( 1 );
				} else {
					await expect(
						site.locator(
							'[data-careers-shape="interactivity"] span'
						)
					).toHaveText( 'yes' );
				}
				const state = await pageState( site, names );
				members = state.members;
				expect( state ).toEqual( {
					shapes: everyObjectNoMember(
						classic
							? [ ...CONTENT_SHAPES, 'excerpt' ]
							: CONTENT_SHAPES
					),
					shadowed: [],
					members,
				} );
			},
			openChat: async () => {
				// The chat's loader comes when the page is idle.
				await expect
					.poll( () =>
						site.evaluate( () =>
							Boolean(
								(
									window as unknown as {
										careersFrontend?: {
											parts?: Record< string, unknown >;
										};
									}
								 ).careersFrontend?.parts?.[ 'chat-loader' ]
							)
						)
					)
					.toBe( true );
				const state = await pageState( site, names, 'before' );
				expect( state.shadowed ).toEqual( [] );
				await chat.opened();
			},
			afterChat: async () => {
				expect(
					( await pageState( site, names, 'later' ) ).shadowed
				).toEqual( [] );
			},
		}
	);
	// Said once for each name taken, in each of the two scripts' turns.
	const warnings = takenWarnings( members );
	return {
		said: problems.map( ( entry ) => entry.text ).sort(),
		expected: [ ...warnings, ...warnings ].sort(),
	};
}

for ( const classic of [ false, true ] ) {
	const theme = classic ? 'a classic theme' : 'the block theme';

	test.describe( `The post in ${ theme }`, () => {
		test.use( {
			storageState: siteCookies(
				...( classic ? [ CLASSIC_THEME_COOKIE ] : [] )
			),
		} );

		test(
			'leaves the document whole and a candidate’s containers, menu, persona list, chat to job results and Log out working',
			{ tag: '@engines' },
			async ( { site, careers, chat } ) => {
				test.setTimeout( 240_000 );
				const { said, expected } = await journey(
					{ site, careers, chat },
					false,
					classic
				);
				expect( said ).toEqual( expected );
			}
		);
	} );

	test.describe( `The post in ${ theme }, under a strict nonce-based policy`, () => {
		test.use( {
			storageState: siteCookies(
				STRICT_CSP_COOKIE,
				...( classic ? [ CLASSIC_THEME_COOKIE ] : [] )
			),
		} );

		test(
			'leaves them whole and working too',
			{ tag: '@engines' },
			async ( { site, careers, chat } ) => {
				test.setTimeout( 240_000 );
				const { said, expected } = await journey(
					{ site, careers, chat },
					true,
					classic
				);
				expect( said ).toEqual( expected );
			}
		);
	} );
}

test( 'the REST API’s persona collection renders content and excerpt with no element naming a member, and the block asks only for titles and links', async ( {
	page,
} ) => {
	await page.goto( '/' );
	const found = await page.evaluate(
		async ( { slug, listed } ) => {
			const route = `/?rest_route=/wp/v2/posts&persona=${ slug }`;
			const collection = ( await (
				await fetch( route )
			).json() ) as Array< {
				content: { rendered: string };
				excerpt: { rendered: string };
			} >;
			// What the block asks for (persona-query.ts).
			const asked = ( await (
				await fetch( `${ route }&_fields=id,title,link` )
			).json() ) as Array< Record< string, unknown > >;
			const parsed = collection.flatMap( ( item ) =>
				[ item.content.rendered, item.excerpt.rendered ].map(
					( html ) =>
						new DOMParser().parseFromString( html, 'text/html' )
				)
			);
			const objects = parsed.flatMap( ( doc ) =>
				Array.from( doc.querySelectorAll( 'object' ) )
			);
			return {
				items: collection.length,
				objects: objects.length,
				members: objects.flatMap( ( object ) =>
					[ object.id, object.name ].filter( ( value ) =>
						listed.includes( value )
					)
				),
				asked: asked.map( ( item ) => Object.keys( item ).sort() ),
			};
		},
		{ slug: PERSONA.slug, listed: names }
	);
	// Six shapes in the content, and the excerpt.
	expect( found ).toEqual( {
		items: 1,
		objects: names.length * 7,
		members: [],
		asked: [ [ 'id', 'link', 'title' ] ],
	} );
} );
