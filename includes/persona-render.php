<?php
/**
 * What the persona content block renders on the server: the signed-out
 * persona's list (the same for every visitor, so page caches keep it), the
 * areas a visitor may pick, and the strings its view script shows, already
 * translated (the front end loads no wp-i18n).
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * The posts of one persona, as `GET /wp/v2/{type}?persona={slug}` lists
 * them for a visitor (published, newest first, no sticky), one query per
 * post type in order, at most `$count` in all.
 *
 * @param array<string> $types Post types, in order.
 * @param string        $slug  Persona slug.
 * @param int           $count Most items.
 * @return array<int, array{id: int, title: string, link: string}>
 */
function careers_frontend_persona_items( array $types, $slug, $count ) {
	$items = array();
	foreach ( $types as $type ) {
		$query = new WP_Query(
			array(
				'post_type'           => $type,
				'post_status'         => 'publish',
				'posts_per_page'      => $count,
				'orderby'             => 'date',
				'order'               => 'DESC',
				'ignore_sticky_posts' => true,
				'no_found_rows'       => true,
				// The taxonomy's query var: WP_Query makes it a tax query
				// on the slug.
				'persona'             => $slug,
			)
		);
		foreach ( $query->posts as $post ) {
			$items[ $post->ID ] = array(
				'id'    => $post->ID,
				// As the REST API renders it (entities and markup kept); the
				// list shows it as text only.
				'title' => get_the_title( $post ),
				'link'  => (string) get_permalink( $post ),
			);
		}
	}
	return array_slice( array_values( $items ), 0, $count );
}

/**
 * Persona names with posts, sorted: the areas a candidate may pick.
 *
 * @return array<string>
 */
function careers_frontend_persona_areas() {
	$terms = get_terms(
		array(
			'taxonomy'   => 'persona',
			'hide_empty' => true,
			'orderby'    => 'name',
			'fields'     => 'names',
		)
	);
	if ( ! is_array( $terms ) ) {
		return array();
	}
	$names = array_map( 'strval', $terms );
	natcasesort( $names );
	return array_values( $names );
}

/**
 * A title as text: what `title.rendered` reads as, escaped once for HTML
 * (markup in a title shows as written).
 *
 * @param string $title Rendered title.
 * @return string
 */
function careers_frontend_persona_title_html( $title ) {
	return htmlspecialchars( html_entity_decode( $title, ENT_QUOTES | ENT_HTML5, 'UTF-8' ), ENT_QUOTES, 'UTF-8' );
}

/**
 * The strings the view script shows, translated here. `loaded` has one
 * entry per possible item count (1 to `$count`), so plural forms stay
 * right in every language.
 *
 * @param int $count Most items listed.
 * @return array<string, mixed>
 */
function careers_frontend_persona_strings( $count ) {
	$loaded = array();
	for ( $number = 1; $number <= $count; $number++ ) {
		/* translators: %d: number of items. */
		$loaded[] = sprintf( _n( '%d item loaded.', '%d items loaded.', $number, 'careers-frontend' ), $number );
	}
	return array(
		'loading'     => __( 'Loading content for you…', 'careers-frontend' ),
		'empty'       => __( 'Nothing to show here yet.', 'careers-frontend' ),
		'error'       => __( 'This content could not be loaded. Please try again later.', 'careers-frontend' ),
		'noArea'      => __( '<a>Choose your area of interest</a> in your profile to see content picked for you.', 'careers-frontend' ),
		'loaded'      => $loaded,
		/* translators: %s: an area of interest, e.g. Nursing. */
		'fromChat'    => __( 'Because you told our assistant you’re interested in %s.', 'careers-frontend' ),
		/* translators: %s: an area of interest, e.g. Nursing. */
		'fromProfile' => __( 'Because your profile says you’re interested in %s.', 'careers-frontend' ),
		/* translators: %s: an area of interest, e.g. Nursing. */
		'chosen'      => __( 'Because you picked %s here.', 'careers-frontend' ),
		'visitors'    => __( 'Suggested for visitors.', 'careers-frontend' ),
		'pick'        => __( 'Show stories for another area', 'careers-frontend' ),
		'reset'       => __( 'Reset', 'careers-frontend' ),
	);
}
