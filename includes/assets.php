<?php
/**
 * The shared runtime handle, the config hand-off and the first-paint state.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

const CAREERS_FRONTEND_RUNTIME_HANDLE = 'careers-frontend-runtime';

/**
 * Absolute path of a built file.
 *
 * @param string $relative Path below build/.
 * @return string
 */
function careers_frontend_build_path( $relative ) {
	return CAREERS_FRONTEND_DIR . '/build/' . ltrim( $relative, '/' );
}

/**
 * Register a script built by wp-scripts, with the dependencies and version
 * its `.asset.php` lists.
 *
 * @param string                    $handle Script handle.
 * @param string                    $entry  Entry name below build/, without `.js`.
 * @param array<string>             $extra  Further dependencies.
 * @param array<string, mixed>|bool $args   `wp_register_script`'s last argument.
 * @return bool Whether the built file exists.
 */
function careers_frontend_register_built_script( $handle, $entry, $extra = array(), $args = true ) {
	$asset_file = careers_frontend_build_path( $entry . '.asset.php' );
	if ( ! file_exists( $asset_file ) ) {
		return false;
	}
	$asset = require $asset_file;
	wp_register_script(
		$handle,
		plugins_url( 'build/' . $entry . '.js', CAREERS_FRONTEND_FILE ),
		array_merge( $asset['dependencies'], $extra ),
		$asset['version'],
		$args
	);
	return true;
}

/**
 * Encode a value as JSON that can sit inside a script element: `<`, `>`,
 * `&` and quotes become \u escapes, so no setting can end the element.
 *
 * @param mixed $value Value to encode.
 * @return string
 */
function careers_frontend_script_json( $value ) {
	// Slashes unescaped: with `<` and `>` escaped, no `</` can appear.
	return (string) wp_json_encode( $value, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES );
}

/**
 * What the browser gets: the settings (every one is public by design: the
 * identity pool is anonymous and the maps key is a browser key) and page
 * context.
 *
 * Built once per request: the runtime and the chat window print from it.
 *
 * @return array<string, mixed>
 */
function careers_frontend_page_config() {
	static $filtered = null;
	if ( null !== $filtered ) {
		return $filtered;
	}
	$config = array(
		'settings' => careers_frontend_get_settings(),
		'context'  => array(
			'homeUrl'         => home_url( '/' ),
			'locale'          => determine_locale(),
			// The runtime's one string: translated here, so the page needs
			// no wp-i18n for it.
			'updatingMessage' => __( 'Your information is being updated.', 'careers-frontend' ),
		),
	);
	/**
	 * Filters the config object handed to the browser.
	 *
	 * @param array $config Settings and page context.
	 */
	$filtered = apply_filters( 'careers_frontend_page_config', $config );
	return $filtered;
}

/**
 * Of the page context, what the runtime and the sign-out part read (the
 * home URL, the form notice) and differs from the defaults they have
 * (src/settings/page-context.ts). The home URL as a path: the page is
 * served from it, so the path is the same place, and the common one, `/`,
 * is the default. The chat's locale comes with its window
 * (includes/chat-assets.php); nothing in the browser reads the REST URL.
 *
 * @param array $context The filtered page context.
 * @return array<string, string>
 */
function careers_frontend_every_page_context( $context ) {
	$printed = array();
	$home    = wp_make_link_relative( (string) ( $context['homeUrl'] ?? '/' ) );
	if ( '' !== $home && '/' !== $home ) {
		$printed['homeUrl'] = $home;
	}
	// The runtime has the English text (src/runtime/a11y.ts): only a
	// translation needs printing.
	$message = (string) ( $context['updatingMessage'] ?? '' );
	if ( '' !== $message && 'Your information is being updated.' !== $message ) {
		$printed['updatingMessage'] = $message;
	}
	return $printed;
}

/**
 * Register the shared runtime. Its config is printed with the first-paint
 * script (below).
 */
function careers_frontend_register_runtime() {
	// Deferred, as WordPress loads block view scripts: it is the view
	// script of the container and the menu (blocks/runtime-entry.ts), and
	// what the first paint needs is inline in the head (below).
	careers_frontend_register_built_script( CAREERS_FRONTEND_RUNTIME_HANDLE, 'runtime/index', array(), array( 'strategy' => 'defer' ) );
}
add_action( 'init', 'careers_frontend_register_runtime', 5 );

/**
 * The runtime's config as code: `window.careersFrontendConfig`, read by the
 * deferred runtime, which runs after it.
 */
function careers_frontend_runtime_config_code() {
	$config = careers_frontend_page_config();
	// Every visitor's page carries it: only what the runtime and the
	// sign-out part read, and of that what differs from their defaults.
	$config['settings'] = careers_frontend_settings_differing_from_defaults(
		(array) ( $config['settings'] ?? array() ),
		careers_frontend_setting_key_list( 'everyPage' )
	);
	$config['context']  = careers_frontend_every_page_context( (array) ( $config['context'] ?? array() ) );
	if ( ! $config['context'] ) {
		unset( $config['context'] );
	}
	return 'window.careersFrontendConfig = ' . careers_frontend_script_json( $config ) . ';';
}

/**
 * Before the first paint, mark the root element with the candidate's state
 * so CSS shows only the matching blocks (pages are cached, so the HTML
 * cannot know). Tiny and inline on purpose: an external file would block
 * rendering for a round trip. The runtime's config comes in the same
 * script: one inline script instead of two saves every page 78 B gzipped
 * (a second stream, and the sourceURL line `wp_add_inline_script` adds).
 */
function careers_frontend_print_first_paint_state() {
	$script_file = plugin_dir_path( CAREERS_FRONTEND_FILE ) . 'build/head/first-paint.js';
	if ( ! file_exists( $script_file ) ) {
		return;
	}
	$settings = careers_frontend_get_settings();
	// The build output is our own minified file, not user input.
	$code = (string) file_get_contents( plugin_dir_path( CAREERS_FRONTEND_FILE ) . 'build/head/first-paint.js' );
	echo '<style id="careers-frontend-first-paint-css">html:not([data-careers-candidate="signed-in"]) .careers-when-signed-in,html[data-careers-candidate="signed-in"] .careers-when-signed-out{display:none!important}</style>' . "\n";
	// Through WordPress's printer, so a Content-Security-Policy nonce added
	// by `wp_inline_script_attributes` reaches it.
	wp_print_inline_script_tag(
		careers_frontend_runtime_config_code() . "\n" . trim( $code ),
		array(
			'id'       => 'careers-frontend-first-paint',
			'data-org' => $settings['organization_name'],
		)
	);
}
add_action( 'wp_head', 'careers_frontend_print_first_paint_state', 1 );
