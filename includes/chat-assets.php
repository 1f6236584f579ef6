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
	return (string) apply_filters( $filter, $src, $handle );
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
 * What the launcher loads on first open, in order.
 *
 * @return array{scripts: array<int, array{handle: string, src: string, before: string, after: string}>, styles: array<string>}
 */
function careers_frontend_chat_lazy_assets() {
	$scripts = wp_scripts();
	if ( ! isset( $scripts->registered[ CAREERS_FRONTEND_CHAT_WINDOW_HANDLE ] ) ) {
		return array(
			'scripts' => array(),
			'styles'  => array(),
		);
	}
	// The launcher depends on the runtime, so it and its dependencies are
	// on the page already (and the runtime's inline config must not be
	// printed twice).
	$loaded = careers_frontend_dependency_order( $scripts, CAREERS_FRONTEND_RUNTIME_HANDLE );
	$list   = array();
	foreach ( array_diff( careers_frontend_dependency_order( $scripts, CAREERS_FRONTEND_CHAT_WINDOW_HANDLE ), $loaded ) as $handle ) {
		$list[] = array(
			'handle' => $handle,
			'src'    => careers_frontend_dependency_src( $scripts, $handle, 'script_loader_src' ),
			'before' => careers_frontend_inline_code( $scripts, $handle, 'before' ),
			'after'  => careers_frontend_inline_code( $scripts, $handle, 'after' ),
		);
	}
	$styles   = wp_styles();
	$urls     = array();
	$stylesrc = isset( $styles->registered[ CAREERS_FRONTEND_CHAT_WINDOW_HANDLE ] ) ? careers_frontend_dependency_order( $styles, CAREERS_FRONTEND_CHAT_WINDOW_HANDLE ) : array();
	foreach ( $stylesrc as $handle ) {
		$url = careers_frontend_dependency_src( $styles, $handle, 'style_loader_src' );
		if ( '' !== $url ) {
			$urls[] = $url;
		}
	}
	return array(
		'scripts' => $list,
		'styles'  => $urls,
	);
}

/**
 * Whether the chat can work: a bot (V2 id and alias id, or V1 name and
 * alias) and the identity pool of the configured environment, without
 * which every message could only fail with 'Credentials are not configured'.
 *
 * @param array<string, mixed> $settings The plugin settings.
 * @return bool
 */
function careers_frontend_chat_is_configured( array $settings ) {
	$bot  = 'v1' === $settings['bot_version']
		? '' !== $settings['bot_name'] && '' !== $settings['bot_alias']
		: '' !== $settings['bot_id'] && '' !== $settings['bot_alias_id'];
	$pool = 'production' === $settings['environment']
		? $settings['identity_pool_production']
		: $settings['identity_pool_development'];
	return $bot && '' !== $pool;
}
