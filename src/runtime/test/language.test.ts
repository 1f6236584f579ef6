/**
 * Internal dependencies
 */
import {
	LANGUAGE_SWITCHER_SELECTOR,
	goToLogin,
	rewriteLanguageSwitcher,
	withLanguagePrefix,
	withoutLanguagePrefix,
} from '../language';

function switcher(): HTMLAnchorElement[] {
	document.body.innerHTML = `
		<nav class="careers-language-switcher">
			<a hreflang="en" href="/">English</a>
			<a hreflang="es" href="/es/">Español</a>
			<a hreflang="fr-ca" href="/fr-ca/">Français</a>
		</nav>
		<a class="elsewhere" hreflang="es" href="/es/">Not the switcher</a>`;
	return Array.from( document.querySelectorAll( 'a' ) );
}

const at = ( pathname: string, search = '' ) => ( { pathname, search } );

describe( 'language prefix', () => {
	it( 'adds no prefix for English, the default, or no language', () => {
		expect( withLanguagePrefix( '/profile/', 'en' ) ).toBe( '/profile/' );
		expect( withLanguagePrefix( '/profile/', '' ) ).toBe( '/profile/' );
		expect( withLanguagePrefix( '/profile/', 'EN' ) ).toBe( '/profile/' );
	} );

	it( 'treats English in any region as English: no prefix', () => {
		expect( withLanguagePrefix( '/profile/', 'en-us' ) ).toBe(
			'/profile/'
		);
		expect( withLanguagePrefix( '/', 'en-GB' ) ).toBe( '/' );
		expect( withLanguagePrefix( '/', 'es-mx' ) ).toBe( '/es-mx/' );
	} );

	it( 'adds /{lang}/ for other languages', () => {
		expect( withLanguagePrefix( '/profile/join/', 'es' ) ).toBe(
			'/es/profile/join/'
		);
		expect( withLanguagePrefix( 'profile/', 'fr' ) ).toBe( '/fr/profile/' );
		expect( withLanguagePrefix( '/', 'es' ) ).toBe( '/es/' );
	} );

	it( 'removes the current language prefix only at a path boundary', () => {
		expect( withoutLanguagePrefix( '/es/apply/1/', 'es' ) ).toBe(
			'/apply/1/'
		);
		expect( withoutLanguagePrefix( '/es', 'es' ) ).toBe( '/' );
		expect( withoutLanguagePrefix( '/espresso/', 'es' ) ).toBe(
			'/espresso/'
		);
		expect( withoutLanguagePrefix( '/profile/', 'en' ) ).toBe(
			'/profile/'
		);
	} );
} );

describe( 'goToLogin', () => {
	it.each( [
		[ 'en', '/profile/login/?returnTo=%2Fjobs%2F%3Fq%3Dnurse' ],
		[ 'es', '/es/profile/login/?returnTo=%2Fjobs%2F%3Fq%3Dnurse' ],
	] )(
		'replaces the page (no history entry) with the %s login, returning here after',
		( lang, url ) => {
			const replaced: string[] = [];
			goToLogin(
				{
					replace: ( to: string | URL ) => replaced.push( `${ to }` ),
					pathname: '/jobs/',
					search: '?q=nurse',
				},
				lang
			);
			expect( replaced ).toEqual( [ url ] );
		}
	);
	it.each( [
		[ '//evil.example/path/', '%2Fevil.example%2Fpath%2F' ],
		[ '/\\/evil.example/', '%2Fevil.example%2F' ],
		[ '///x', '%2Fx' ],
	] )(
		'keeps %p a path on this site in returnTo (one leading slash)',
		( pathname, returnTo ) => {
			const replaced: string[] = [];
			goToLogin(
				{
					replace: ( to: string | URL ) => replaced.push( `${ to }` ),
					pathname,
					search: '',
				},
				'en'
			);
			expect( replaced ).toEqual( [
				`/profile/login/?returnTo=${ returnTo }`,
			] );
		}
	);
} );

describe( 'language switcher links', () => {
	it( 'are marked with the documented selector', () => {
		expect( LANGUAGE_SWITCHER_SELECTOR ).toBe(
			'.careers-language-switcher a[hreflang]'
		);
	} );

	it( 'follow the current /profile page, keeping the query', () => {
		const [ en, es, fr, elsewhere ] = switcher();
		const count = rewriteLanguageSwitcher(
			document,
			at( '/es/profile/jobs/', '?tab=saved' ),
			'es'
		);
		expect( count ).toBe( 3 );
		expect( en.getAttribute( 'href' ) ).toBe( '/profile/jobs/?tab=saved' );
		expect( es.getAttribute( 'href' ) ).toBe(
			'/es/profile/jobs/?tab=saved'
		);
		expect( fr.getAttribute( 'href' ) ).toBe(
			'/fr-ca/profile/jobs/?tab=saved'
		);
		expect( elsewhere.getAttribute( 'href' ) ).toBe( '/es/' );
	} );

	it( 'follow the current /apply page in English', () => {
		const [ en, es ] = switcher();
		rewriteLanguageSwitcher( document, at( '/apply/123/' ), 'en' );
		expect( en.getAttribute( 'href' ) ).toBe( '/apply/123/' );
		expect( es.getAttribute( 'href' ) ).toBe( '/es/apply/123/' );
	} );

	it.each( [
		'/',
		'/jobs/',
		'/es/blog/profile/',
		'/profiles/',
		'/applying/',
	] )( 'are left alone on %s', ( pathname ) => {
		const [ en, es ] = switcher();
		expect(
			rewriteLanguageSwitcher( document, at( pathname ), 'es' )
		).toBe( 0 );
		expect( en.getAttribute( 'href' ) ).toBe( '/' );
		expect( es.getAttribute( 'href' ) ).toBe( '/es/' );
	} );
} );
