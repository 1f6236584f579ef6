<?php
/**
 * The bot's locale for a page, and the template's words in it: what the
 * shipped bot template says and understands (build/bot-words.json, written
 * from aws/recruiting-bot.template.json by `npm run build`). The chat gets
 * only its page's locale.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * Every locale's words, as the build wrote them; empty when the file is
 * missing or unreadable (the chat then reads every answer as the bot's).
 *
 * @return array<string, mixed>
 */
function careers_frontend_bot_words_file() {
	static $words = null;
	if ( null === $words ) {
		$file  = careers_frontend_build_path( 'bot-words.json' );
		$json  = file_exists( $file ) ? wp_json_file_decode( $file, array( 'associative' => true ) ) : null;
		$words = is_array( $json ) ? $json : array();
	}
	return $words;
}

/**
 * The Lex locale for a page in a site locale: the `bot_locale_map` pair
 * (`es_ES=es_US`), else `bot_locale`. Malformed pairs are ignored.
 *
 * @param array<string, mixed> $settings    The plugin settings.
 * @param string               $site_locale WordPress locale (`es_ES`).
 * @return string
 */
function careers_frontend_bot_locale( array $settings, $site_locale ) {
	foreach ( explode( ',', (string) ( $settings['bot_locale_map'] ?? '' ) ) as $pair ) {
		if ( preg_match( '/^\s*([a-z]{2}_[A-Z]{2})\s*=\s*([a-z]{2}_[A-Z]{2})\s*$/', $pair, $match ) && $match[1] === $site_locale ) {
			return $match[2];
		}
	}
	return (string) ( $settings['bot_locale'] ?? 'en_US' );
}

/**
 * The page's bot locale and the template's words in it (null when the
 * template has no such locale).
 *
 * @param array<string, mixed> $settings The plugin settings.
 * @return array{locale: string, words: array<string, mixed>|null}
 */
function careers_frontend_page_bot( array $settings ) {
	$locale = careers_frontend_bot_locale( $settings, determine_locale() );
	$words  = careers_frontend_bot_words_file()[ $locale ] ?? null;
	return array(
		'locale' => $locale,
		'words'  => is_array( $words ) ? $words : null,
	);
}
