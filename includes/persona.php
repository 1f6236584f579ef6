<?php
/**
 * The `persona` taxonomy and the REST queries the persona content block
 * makes: `?filter[taxonomy]=persona&filter[term]=…` (core dropped `filter`
 * in 4.7) and `?persona=…` by slug.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * Post types the persona taxonomy and queries apply to, from the settings.
 *
 * @return array<string>
 */
function careers_frontend_persona_post_types() {
	$settings = careers_frontend_get_settings();
	$types    = array_filter( array_map( 'trim', explode( ',', (string) $settings['persona_post_types'] ) ) );
	return array_values( array_filter( array_map( 'sanitize_key', $types ) ) );
}

/**
 * Register the taxonomy. Its REST base is `personas` so that the `persona`
 * query parameter is free for slugs, as the block asks by slug.
 */
function careers_frontend_register_persona_taxonomy() {
	register_taxonomy(
		'persona',
		careers_frontend_persona_post_types(),
		array(
			'labels'            => array(
				'name'          => __( 'Personas', 'careers-frontend' ),
				'singular_name' => __( 'Persona', 'careers-frontend' ),
				'add_new_item'  => __( 'Add new persona', 'careers-frontend' ),
				'edit_item'     => __( 'Edit persona', 'careers-frontend' ),
				'search_items'  => __( 'Search personas', 'careers-frontend' ),
				'not_found'     => __( 'No personas found.', 'careers-frontend' ),
			),
			'description'       => __( 'Areas of interest a post speaks to; the persona content block lists posts by the candidate\'s area of interest.', 'careers-frontend' ),
			'public'            => true,
			'hierarchical'      => false,
			'show_admin_column' => true,
			'show_in_rest'      => true,
			'rest_base'         => 'personas',
		)
	);
	foreach ( careers_frontend_persona_post_types() as $post_type ) {
		add_filter( "rest_{$post_type}_collection_params", 'careers_frontend_persona_collection_params' );
		add_filter( "rest_{$post_type}_query", 'careers_frontend_persona_rest_query', 10, 2 );
	}
}
add_action( 'init', 'careers_frontend_register_persona_taxonomy', 20 );

/**
 * Declare the two parameters so REST validates them and answers a 400 with
 * a clear message for anything else.
 *
 * @param array<string, array<string, mixed>> $params Collection parameters.
 * @return array<string, array<string, mixed>>
 */
function careers_frontend_persona_collection_params( $params ) {
	$params['filter']  = array(
		'description'          => __( 'Limit results to posts with a persona term: filter[taxonomy]=persona&filter[term]=slug-or-name.', 'careers-frontend' ),
		'type'                 => 'object',
		'properties'           => array(
			'taxonomy' => array(
				'type' => 'string',
				'enum' => array( 'persona' ),
			),
			'term'     => array(
				'type'      => 'string',
				'minLength' => 1,
				'maxLength' => 200,
			),
		),
		'required'             => array( 'taxonomy', 'term' ),
		'additionalProperties' => false,
	);
	$params['persona'] = array(
		'description' => __( 'Limit results to posts with this persona term slug.', 'careers-frontend' ),
		'type'        => 'string',
		'pattern'     => '^[a-z0-9_-]+$',
	);
	return $params;
}

/**
 * Turn either parameter into a tax query on the persona slug.
 *
 * @param array<string, mixed> $args    WP_Query arguments.
 * @param WP_REST_Request      $request The request.
 * @return array<string, mixed>
 */
function careers_frontend_persona_rest_query( $args, $request ) {
	$filter = $request->get_param( 'filter' );
	$slug   = '';
	if ( is_array( $filter ) && isset( $filter['term'] ) ) {
		$slug = sanitize_title( (string) $filter['term'] );
	} elseif ( is_string( $request->get_param( 'persona' ) ) ) {
		$slug = sanitize_title( $request->get_param( 'persona' ) );
	}
	if ( '' === $slug ) {
		return $args;
	}
	$args['tax_query']   = isset( $args['tax_query'] ) && is_array( $args['tax_query'] ) ? $args['tax_query'] : array(); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
	$args['tax_query'][] = array(
		'taxonomy' => 'persona',
		'field'    => 'slug',
		'terms'    => array( $slug ),
	);
	return $args;
}
