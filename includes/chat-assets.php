<?php
/**
 * The chat window's scripts, resolved for the launcher: the page loads only
 * the small launcher; on first open it loads these in order (WordPress's
 * React handles the window needs, then the window itself).
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

const CAREERS_FRONTEND_CHAT_WINDOW_HANDLE = 'careers-frontend-chat-window';

/**
 * Register the chat window script and its stylesheet (not enqueued: the
 * launcher loads them on demand).
 */
function careers_frontend_register_chat_window() {
	if ( ! careers_frontend_register_built_script( CAREERS_FRONTEND_CHAT_WINDOW_HANDLE, 'chat/window' ) ) {
		return;
	}
	wp_set_script_translations( CAREERS_FRONTEND_CHAT_WINDOW_HANDLE, 'careers-frontend', CAREERS_FRONTEND_DIR . '/languages' );
	// The chat's settings (the schema's `chatWindow`), with the page's
	// filter applied, as the window loads, and of those what differs from
	// the defaults the window has. Added to what the page carries (the
	// runtime's and sign-out's, includes/assets.php), which stays.
	$config   = careers_frontend_page_config();
	$settings = careers_frontend_settings_differing_from_defaults(
		careers_frontend_chat_settings_in_site_language( (array) ( $config['settings'] ?? array() ) ),
		careers_frontend_setting_key_list( 'chatWindow' )
	);
	// The bot's locale for this page and what the template says and
	// understands in it (includes/bot-words.php); the first turn is the
	// launcher's.
	$bot = careers_frontend_page_bot( (array) ( $config['settings'] ?? array() ) );
	if ( is_array( $bot['words'] ) ) {
		unset( $bot['words']['firstTurn'] );
	}
	// The page's locale (for the window's times) is the chat's alone: every
	// page's context leaves it out (includes/assets.php). The answers'
	// endpoint comes from here, never from block markup (docs/security.md).
	wp_add_inline_script(
		CAREERS_FRONTEND_CHAT_WINDOW_HANDLE,
		'Object.assign( ( window.careersFrontendConfig ||= {} ).settings ||= {}, ' . careers_frontend_script_json( (object) $settings ) . ' );'
			. ' ( window.careersFrontendConfig.context ||= {} ).locale = ' . careers_frontend_script_json( (string) ( $config['context']['locale'] ?? 'en_US' ) ) . ';'
			. ' window.careersFrontendConfig.bot = ' . careers_frontend_script_json( $bot ) . ';'
			. ' window.careersFrontendConfig.answers = ' . careers_frontend_script_json( careers_frontend_page_answers( (string) ( $config['context']['locale'] ?? '' ) ) ) . ';',
		'before'
	);
	if ( file_exists( careers_frontend_build_path( 'chat/window.css' ) ) ) {
		wp_register_style(
			CAREERS_FRONTEND_CHAT_WINDOW_HANDLE,
			plugins_url( 'build/chat/window.css', CAREERS_FRONTEND_FILE ),
			array(),
			(string) filemtime( careers_frontend_build_path( 'chat/window.css' ) )
		);
	}
}
add_action( 'init', 'careers_frontend_register_chat_window', 6 );

/**
 * The page's answers: the endpoint's URL for the page's language, the
 * language, which the chat ranks them in (src/chat/answers), and the
 * site's contact page, offered when none fits. With the answers' code, not
 * the window's settings: the window on open carries none of it.
 *
 * @param string $locale The page's locale; the site's when empty.
 * @return array{url: string, language: string, contact: string}
 */
function careers_frontend_page_answers( $locale ) {
	$language = careers_frontend_answer_language( '' === $locale ? null : $locale );
	$settings = careers_frontend_get_settings();
	return array(
		'url'      => careers_frontend_answers_url( $language ),
		'language' => $language,
		'contact'  => (string) ( $settings['contact_url'] ?? '' ),
	);
}

/**
 * A handle's dependencies first, then the handle: the order WordPress
 * would print them in.
 *
 * @param WP_Dependencies $registry Scripts or styles.
 * @param string          $handle   Handle to resolve.
 * @return array<string>
 */
function careers_frontend_dependency_order( $registry, $handle ) {
	$ordered = array();
	$visit   = static function ( $current ) use ( &$visit, &$ordered, $registry ) {
		if ( in_array( $current, $ordered, true ) || ! isset( $registry->registered[ $current ] ) ) {
			return;
		}
		foreach ( $registry->registered[ $current ]->deps as $dependency ) {
			$visit( $dependency );
		}
		$ordered[] = $current;
	};
	$visit( $handle );
	return $ordered;
}

/**
 * The URL WordPress would print for a registered item.
 *
 * @param WP_Dependencies $registry Scripts or styles.
 * @param string          $handle   Handle.
 * @param string          $filter   Loader filter (`script_loader_src` or `style_loader_src`).
 * @return string Empty for inline-only handles.
 */
function careers_frontend_dependency_src( $registry, $handle, $filter ) {
	$item = $registry->registered[ $handle ];
	if ( ! $item->src ) {
		return '';
	}
	$src = $item->src;
	if ( ! preg_match( '|^(https?:)?//|', $src ) && ! ( $registry->content_url && 0 === strpos( $src, $registry->content_url ) ) ) {
		$src = $registry->base_url . $src;
	}
	$version = null === $item->ver ? '' : ( $item->ver ? $item->ver : $registry->default_version );
	if ( '' !== $version ) {
		$src = add_query_arg( 'ver', $version, $src );
	}
	// Core's own loader filter, by name.
	$src = 'style_loader_src' === $filter
		? apply_filters( 'style_loader_src', $src, $handle )
		: apply_filters( 'script_loader_src', $src, $handle );
	return (string) $src;
}

/**
 * Whether a script or stylesheet URL is the plugin's own or WordPress's
 * (wp-includes): the launcher loads nothing from anywhere else, whatever a
 * filter rewrote.
 *
 * @param string $url Absolute URL.
 * @return bool
 */
function careers_frontend_is_own_asset_url( $url ) {
	foreach ( array( plugins_url( '/', CAREERS_FRONTEND_FILE ), includes_url() ) as $base ) {
		// No way back up: `..` (or `%2e%2e`, which browsers read alike).
		if ( 0 === strpos( $url, $base ) && ! preg_match( '/\.\.|%2e/i', substr( $url, strlen( $base ) ) ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Inline code WordPress prints with a script.
 *
 * @param WP_Scripts $scripts  Scripts registry.
 * @param string     $handle   Handle.
 * @param string     $position `before` or `after`.
 * @return string
 */
function careers_frontend_inline_code( $scripts, $handle, $position ) {
	$parts = array();
	if ( 'before' === $position ) {
		$data = $scripts->get_data( $handle, 'data' );
		if ( $data ) {
			$parts[] = $data;
		}
		$translations = $scripts->print_translations( $handle, false );
		if ( $translations ) {
			$parts[] = $translations;
		}
	}
	$inline = $scripts->get_data( $handle, $position );
	if ( is_array( $inline ) ) {
		$parts = array_merge( $parts, array_filter( $inline, 'is_string' ) );
	}
	return implode( "\n", $parts );
}

/**
 * The build's chunk manifest (build/chunk-groups.json, written by
 * webpack.config.js): for each named chunk group, `files`, what loading it
 * fetches, relative to build/ and exactly as webpack's runtime requests
 * them (`?ver=` included).
 *
 * @return array<string, mixed>
 */
function careers_frontend_chat_chunk_groups() {
	static $groups = null;
	if ( null === $groups ) {
		$file   = careers_frontend_build_path( 'chunk-groups.json' );
		$json   = file_exists( $file ) ? wp_json_file_decode( $file, array( 'associative' => true ) ) : null;
		$groups = is_array( $json ) ? $json : array();
	}
	return $groups;
}

/**
 * The chunks the chat window fetches as it opens (the configured Lex
 * version's client, and the credentials provider with the Cognito client
 * it loads), for the launcher to prefetch when the page is idle or the
 * launcher hovered. Not marked: it is fetched only for a reply with
 * markdown syntax (issue 17).
 *
 * They must be the very URLs the window's webpack runtime requests, or the
 * prefetch is wasted: the runtime takes the folder of the window script's
 * URL as the launcher loaded it, goes up to build/ (`chat/window.js` is one
 * level down) and appends the file with its `?ver=`. A window URL that does
 * not end in the built file's path (rewritten by a filter) gives no list.
 *
 * @param array<string, mixed> $manifest   careers_frontend_chat_chunk_groups().
 * @param string               $window_src The window script's URL, as in the lazy assets.
 * @param array<string, mixed> $settings   Plugin settings (bot_version).
 * @return array<string>
 */
function careers_frontend_chat_prefetch_urls( array $manifest, $window_src, array $settings ) {
	$window = $manifest['chat/window']['files'][0] ?? '';
	$path   = (string) preg_replace( '/[?#].*$/', '', (string) $window_src );
	if ( ! is_string( $window ) || '' === $window || substr( $path, -strlen( '/' . $window ) ) !== '/' . $window ) {
		return array();
	}
	$base   = substr( $path, 0, -strlen( $window ) );
	$groups = array(
		'v1' === ( $settings['bot_version'] ?? 'v2' ) ? 'chat-lex-v1' : 'chat-lex-v2',
		'chat-credentials',
	);
	$urls   = array();
	foreach ( $groups as $group ) {
		$files = $manifest[ $group ]['files'] ?? array();
		foreach ( is_array( $files ) ? $files : array() as $file ) {
			if ( is_string( $file ) && '' !== $file ) {
				$urls[] = $base . $file;
			}
		}
	}
	return array_values( array_unique( $urls ) );
}

/**
 * What the launcher loads on first open, in order, and the chunks it may
 * prefetch (see careers_frontend_chat_prefetch_urls).
 *
 * @param array<string, mixed>|null $settings Plugin settings; null reads them.
 * @return array{scripts: array<int, array{handle: string, src: string, before: string, after: string}>, styles: array<string>, prefetch: array<string>}
 */
function careers_frontend_chat_lazy_assets( $settings = null ) {
	$scripts = wp_scripts();
	if ( ! isset( $scripts->registered[ CAREERS_FRONTEND_CHAT_WINDOW_HANDLE ] ) ) {
		return array(
			'scripts'  => array(),
			'styles'   => array(),
			'prefetch' => array(),
		);
	}
	// The launcher depends on the runtime, so it and its dependencies are
	// on the page already (and the runtime's inline config must not be
	// printed twice).
	$loaded = careers_frontend_dependency_order( $scripts, CAREERS_FRONTEND_RUNTIME_HANDLE );
	$list   = array();
	foreach ( array_diff( careers_frontend_dependency_order( $scripts, CAREERS_FRONTEND_CHAT_WINDOW_HANDLE ), $loaded ) as $handle ) {
		$src = careers_frontend_dependency_src( $scripts, $handle, 'script_loader_src' );
		if ( '' !== $src && ! careers_frontend_is_own_asset_url( $src ) ) {
			// Not ours nor WordPress's: the chat would run without it and
			// fail, which says so; loading it is not ours to decide.
			continue;
		}
		$list[] = array(
			'handle' => $handle,
			'src'    => $src,
			'before' => careers_frontend_inline_code( $scripts, $handle, 'before' ),
			'after'  => careers_frontend_inline_code( $scripts, $handle, 'after' ),
		);
	}
	$styles   = wp_styles();
	$urls     = array();
	$stylesrc = isset( $styles->registered[ CAREERS_FRONTEND_CHAT_WINDOW_HANDLE ] ) ? careers_frontend_dependency_order( $styles, CAREERS_FRONTEND_CHAT_WINDOW_HANDLE ) : array();
	foreach ( $stylesrc as $handle ) {
		$url = careers_frontend_dependency_src( $styles, $handle, 'style_loader_src' );
		if ( '' !== $url && careers_frontend_is_own_asset_url( $url ) ) {
			$urls[] = $url;
		}
	}
	$window_src = careers_frontend_dependency_src( $scripts, CAREERS_FRONTEND_CHAT_WINDOW_HANDLE, 'script_loader_src' );
	return array(
		'scripts'  => $list,
		'styles'   => $urls,
		// The launcher's loader (a part script it runs on first open), then
		// the chunks, which sit beside the window script: under our URL too.
		'prefetch' => array_values(
			array_filter(
				array_merge(
					array( careers_frontend_part_urls()['chat-loader'] ?? '' ),
					careers_frontend_is_own_asset_url( $window_src ) ? careers_frontend_chat_prefetch_urls(
						careers_frontend_chat_chunk_groups(),
						$window_src,
						is_array( $settings ) ? $settings : careers_frontend_get_settings()
					) : array()
				)
			)
		),
	);
}
