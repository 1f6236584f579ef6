<?php
/**
 * What the view scripts may act on, printed once by the server: the block
 * instances it rendered on this page, each with its config (endpoints,
 * frame addresses), the chat window's assets, and the part scripts the
 * runtime may load (includes/parts.php). Post content is
 * untrusted (Authors keep `class` and `data-*` through wp_kses_post), so
 * the browser reads nothing it runs, loads or sends from block markup: a
 * wrapper whose id is not listed here is inert.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

/** Id of the JSON element; the browser reads only a `<script>` with this id. */
const CAREERS_FRONTEND_INSTANCES_ID = 'careers-frontend-blocks';

/**
 * The page's registry (static: one request).
 *
 * @param string|null $section `instances` or `shared`, to add an entry; null to read.
 * @param string      $key     Instance id, or shared name.
 * @param mixed       $value   Its config.
 * @return array{instances: array<string, array<string, mixed>>, shared: array<string, mixed>}
 */
function careers_frontend_block_registry( $section = null, $key = '', $value = null ) {
	static $registry = array(
		'instances' => array(),
		'shared'    => array(),
	);
	if ( null !== $section ) {
		$registry[ $section ][ $key ] = $value;
	}
	return $registry;
}

/**
 * Register a block instance the server is rendering and return its id. The
 * id is random, so post content cannot name an instance in advance.
 *
 * @param string               $block  Block name without namespace (`chat-assistant`).
 * @param array<string, mixed> $config What its view script needs.
 * @return string The wrapper's id.
 */
function careers_frontend_block_instance( $block, array $config = array() ) {
	$id = 'careers-' . $block . '-' . bin2hex( random_bytes( 6 ) );
	careers_frontend_block_registry( 'instances', $id, array( 'block' => $block ) + $config );
	return $id;
}

/**
 * Page-wide config shared by every instance of a block.
 *
 * @param string $key   Block name without namespace (`chat-assistant`).
 * @param mixed  $value Value.
 */
function careers_frontend_block_shared( $key, $value ) {
	careers_frontend_block_registry( 'shared', $key, $value );
}

/**
 * Print the registry as JSON data (not code: no CSP source needed), before
 * the footer scripts. The view scripts read it on DOM ready.
 */
function careers_frontend_print_block_instances() {
	$registry = careers_frontend_block_registry();
	// The runtime may need its parts (the ATS keep-alive) on a page whose
	// blocks register no instance, such as a lone container.
	if ( array() === $registry['instances'] && ! wp_script_is( CAREERS_FRONTEND_RUNTIME_HANDLE, 'enqueued' ) ) {
		return;
	}
	$data = array(
		'instances' => $registry['instances'],
		'shared'    => (object) $registry['shared'],
		'parts'     => (object) careers_frontend_part_urls(),
	);
	wp_print_inline_script_tag(
		careers_frontend_script_json( $data ),
		array(
			'type' => 'application/json',
			'id'   => CAREERS_FRONTEND_INSTANCES_ID,
		)
	);
}
add_action( 'wp_footer', 'careers_frontend_print_block_instances', 5 );
