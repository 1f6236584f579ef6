/**
 * Internal dependencies
 */
import { documentMember } from '../shared/page-document';

/** English is the default language and has no URL prefix (spec §9). */
export const DEFAULT_LANGUAGE = 'en';

/**
 * Links the switcher rewrites. A theme or menu marks its switcher with the
 * class `careers-language-switcher`; each link names its target language in
 * `hreflang`, which is also that language's URL prefix (`en` has none).
 */
export const LANGUAGE_SWITCHER_SELECTOR =
	'.careers-language-switcher a[hreflang]';

/**
 * `/es` for Spanish, `/es-mx` for Mexican Spanish, `` for English in any
 * region (`en`, `en-gb`) or no language.
 *
 * @param language Language code from the settings.
 */
export function languagePrefix( language: string ): string {
	const code = language.trim().toLowerCase();
	return code === '' || code.split( '-' )[ 0 ] === DEFAULT_LANGUAGE
		? ''
		: `/${ code }`;
}

/**
 * A root-relative path with the language prefix: `/profile/` → `/es/profile/`.
 *
 * @param path     Path starting with `/` (one is added if missing).
 * @param language Language code from the settings.
 */
export function withLanguagePrefix( path: string, language: string ): string {
	const rooted = path.startsWith( '/' ) ? path : `/${ path }`;
	return `${ languagePrefix( language ) }${ rooted }`;
}

/**
 * The path without the current language's prefix: `/es/apply/` → `/apply/`.
 * @param path
 * @param language
 */
export function withoutLanguagePrefix(
	path: string,
	language: string
): string {
	const prefix = languagePrefix( language );
	if ( prefix && ( path === prefix || path.startsWith( `${ prefix }/` ) ) ) {
		return path.slice( prefix.length ) || '/';
	}
	return path;
}

export const LOGIN_PATH = '/profile/login/';

/**
 * Go to the profile login page without leaving a history entry, asking it
 * to bring the candidate back to this page afterwards.
 *
 * @param location Page location.
 * @param language Language code from the settings.
 */
export function goToLogin(
	location: Pick< Location, 'replace' | 'pathname' | 'search' >,
	language: string
): void {
	location.replace(
		`${ withLanguagePrefix( LOGIN_PATH, language ) }?returnTo=${ encodeURIComponent(
			// `//evil.example/` is a path here, but a host as `returnTo`.
			location.pathname.replace( /^[/\\]+/, '/' ) + location.search
		) }`
	);
}

/**
 * Whether language switcher links follow the current page here.
 * @param pathWithoutLanguage
 */
export function isAppPage( pathWithoutLanguage: string ): boolean {
	return /^\/(profile|apply)(\/|$)/.test( pathWithoutLanguage );
}

/**
 * On /profile and /apply pages (served by the tracking app under one
 * WordPress page), point each switcher link at the same app page in its
 * language, keeping the query. Elsewhere WordPress's own links are right.
 * Returns how many links were rewritten.
 *
 * @param root     The page.
 * @param location Current location.
 * @param language Current language code.
 */
export function rewriteLanguageSwitcher(
	root: Document,
	location: Pick< Location, 'pathname' | 'search' >,
	language: string
): number {
	const appPage = withoutLanguagePrefix( location.pathname, language );
	if ( ! isAppPage( appPage ) ) {
		return 0;
	}
	const links = documentMember(
		root,
		'querySelectorAll'
	)< HTMLAnchorElement >( LANGUAGE_SWITCHER_SELECTOR );
	links.forEach( ( link ) => {
		link.setAttribute(
			'href',
			withLanguagePrefix(
				appPage,
				link.getAttribute( 'hreflang' ) ?? ''
			) + location.search
		);
	} );
	return links.length;
}
