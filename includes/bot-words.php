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
 * The Lex locales the shipped bot template builds (bot-words.json's keys,
 * in the template's order).
 *
 * @return array<string>
 */
function careers_frontend_template_locales() {
	return array_values( array_filter( array_keys( careers_frontend_bot_words_file() ), 'is_string' ) );
}

/**
 * The language part of a locale (`es` of `es_ES`), lowercase.
 *
 * @param string $locale A WordPress or Lex locale.
 * @return string
 */
function careers_frontend_locale_language( $locale ) {
	return strtolower( explode( '_', str_replace( '-', '_', (string) $locale ) )[0] );
}

/**
 * The Lex locale for pages in a site locale, and why (the one rule: the
 * chat, the settings page and its connection test all use it):
 *
 * 1. `map`: the site locale's `bot_locale_map` pair (`es_ES=es_US`).
 * 2. `default`: `bot_locale`, when it is in the site's language.
 * 3. `template`: else the template's locale in the site's language (the
 *    site's own locale first), when `bot_locale` is one of the template's
 *    (a bot of the plugin's template: a bot of one's own is not assumed to
 *    have the template's locales).
 * 4. `default`: else `bot_locale`.
 *
 * Malformed map pairs are ignored.
 *
 * @param array<string, mixed> $settings         The plugin settings.
 * @param string               $site_locale      WordPress locale (`es_ES`).
 * @param array<string>        $template_locales The template's locales.
 * @return array{locale: string, reason: string}
 */
function careers_frontend_bot_locale_choice( array $settings, $site_locale, array $template_locales ) {
	foreach ( explode( ',', (string) ( $settings['bot_locale_map'] ?? '' ) ) as $pair ) {
		if ( preg_match( '/^\s*([a-z]{2}_[A-Z]{2})\s*=\s*([a-z]{2}_[A-Z]{2})\s*$/', $pair, $match ) && $match[1] === $site_locale ) {
			return array(
				'locale' => $match[2],
				'reason' => 'map',
			);
		}
	}
	$default  = (string) ( $settings['bot_locale'] ?? '' );
	$default  = '' === $default ? 'en_US' : $default;
	$language = careers_frontend_locale_language( $site_locale );
	if ( '' !== $language && careers_frontend_locale_language( $default ) !== $language && in_array( $default, $template_locales, true ) ) {
		$same_language = array_values(
			array_filter(
				$template_locales,
				static function ( $locale ) use ( $language ) {
					return careers_frontend_locale_language( $locale ) === $language;
				}
			)
		);
		if ( $same_language ) {
			return array(
				'locale' => in_array( $site_locale, $same_language, true ) ? $site_locale : $same_language[0],
				'reason' => 'template',
			);
		}
	}
	return array(
		'locale' => $default,
		'reason' => 'default',
	);
}

/**
 * The Lex locale for a page in a site locale (see
 * careers_frontend_bot_locale_choice()).
 *
 * @param array<string, mixed> $settings    The plugin settings.
 * @param string               $site_locale WordPress locale (`es_ES`).
 * @return string
 */
function careers_frontend_bot_locale( array $settings, $site_locale ) {
	return careers_frontend_bot_locale_choice( $settings, $site_locale, careers_frontend_template_locales() )['locale'];
}

/**
 * The page's bot locale and the template's words in it. A locale the
 * template does not have (a site's own bot) gets only the grammar words,
 * which every locale shares (those of all the template's languages,
 * src/chat/core/understand/languages): the chat still reads places and
 * areas with them, and takes no text for a command. Null without a build.
 *
 * @param array<string, mixed> $settings The plugin settings.
 * @return array{locale: string, words: array<string, mixed>|null}
 */
function careers_frontend_page_bot( array $settings ) {
	$locale = careers_frontend_bot_locale( $settings, determine_locale() );
	$all    = careers_frontend_bot_words_file();
	$words  = $all[ $locale ] ?? null;
	if ( ! is_array( $words ) ) {
		$any   = reset( $all );
		$words = is_array( $any ) && isset( $any['grammar'] ) ? array( 'grammar' => $any['grammar'] ) : null;
	}
	return array(
		'locale' => $locale,
		'words'  => $words,
	);
}

/**
 * The chat's first words for the launcher (issue 34): the template's first
 * turn in the page's bot locale, which the chat shows the moment it opens
 * (the server prints it in the window's markup,
 * includes/chat-first-words.php) and Lex then confirms or replaces, and
 * WordPress's locale for the rows' times. Null when the template's first
 * turn is not plain text the same every time.
 *
 * @param array<string, mixed> $settings The plugin settings, as the page has them.
 * @return array{turn: array<string, mixed>, locale: string}|null
 */
function careers_frontend_chat_first_words( array $settings ) {
	$bot  = careers_frontend_page_bot( $settings );
	$turn = $bot['words']['firstTurn'] ?? null;
	if ( ! is_array( $turn ) || ! is_array( $turn['messages'] ?? null ) ) {
		return null;
	}
	return array(
		'turn'   => $turn,
		'locale' => determine_locale(),
	);
}
