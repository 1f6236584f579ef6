/**
 * Which Lex locale a page talks to: the site language mapped through the
 * `bot_locale_map` setting (`es_ES=es_US, fr_FR=fr_CA`), else `bot_locale`.
 */

/**
 * Parse `site=lex` pairs; malformed pairs are ignored, not fatal.
 *
 * @param map The bot_locale_map setting.
 */
export function parseLocaleMap( map: string ): Map< string, string > {
	const pairs = new Map< string, string >();
	for ( const pair of map.split( ',' ) ) {
		const match =
			/^\s*([a-z]{2}_[A-Z]{2})\s*=\s*([a-z]{2}_[A-Z]{2})\s*$/.exec(
				pair
			);
		if ( match ) {
			pairs.set( match[ 1 ], match[ 2 ] );
		}
	}
	return pairs;
}

/**
 * The Lex locale for a page in `siteLocale`.
 *
 * @param settings                Bot settings.
 * @param settings.bot_locale     Default Lex locale.
 * @param settings.bot_locale_map Site locale to Lex locale pairs.
 * @param siteLocale              WordPress locale of the page (`es_ES`).
 */
export function resolveBotLocale(
	settings: { bot_locale: string; bot_locale_map: string },
	siteLocale: string
): string {
	return (
		parseLocaleMap( settings.bot_locale_map ).get( siteLocale ) ??
		settings.bot_locale
	);
}
