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
 * Declare the two parameters. Each has its own validation, so a request
 * REST would otherwise answer with every post (a term that has no slug,
 * another taxonomy, a missing or unknown filter key) is refused with a 400
 * whose message names the parameter. Both are matched against persona
 * slugs only, after the conversion WordPress applies to names
 * (sanitize_title: `Nursing` finds `nursing`); never against names.
 *
 * @param array<string, array<string, mixed>> $params Collection parameters.
 * @return array<string, array<string, mixed>>
 */
function careers_frontend_persona_collection_params( $params ) {
	$params['filter']  = array(
		'description'       => __( 'Limit results to posts with a persona: filter[taxonomy]=persona&filter[term]={slug}. The term is matched against persona slugs after the conversion WordPress applies to names (Nursing matches nursing); it never matches a name that differs from the slug.', 'careers-frontend' ),
		'type'              => 'object',
		'properties'        => array(
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
		'validate_callback' => 'careers_frontend_persona_validate_filter',
		'sanitize_callback' => 'careers_frontend_persona_sanitize_filter',
	);
	$params['persona'] = array(
		'description'       => __( 'Limit results to posts with this persona slug (Students matches students).', 'careers-frontend' ),
		'type'              => 'string',
		'maxLength'         => 200,
		'validate_callback' => 'careers_frontend_persona_validate_slug_param',
		'sanitize_callback' => 'careers_frontend_persona_sanitize_slug_param',
	);
	return $params;
}

/**
 * A 400 for one parameter; REST reports it under `data.params[ name ]`.
 *
 * @param string $message What is wrong and what to send instead.
 * @return WP_Error
 */
function careers_frontend_persona_invalid( $message ) {
	return new WP_Error( 'rest_invalid_param', $message, array( 'status' => 400 ) );
}

/**
 * The persona slug a term or name stands for, or '' when it has none
 * (`!!`, `&`, `-`).
 *
 * @param mixed $value Raw parameter value.
 * @return string
 */
function careers_frontend_persona_slug( $value ) {
	return is_string( $value ) && strlen( $value ) <= 200 ? sanitize_title( $value ) : '';
}

/**
 * Check a slug given as `$name`: one string with a slug in it.
 *
 * @param mixed  $value   Raw value.
 * @param string $name    Parameter as the caller wrote it, for the message.
 * @param string $example A slug to show.
 * @return true|WP_Error
 */
function careers_frontend_persona_validate_slug( $value, $name, $example ) {
	if ( ! is_string( $value ) ) {
		/* translators: %s: parameter name, e.g. filter[term]. */
		return careers_frontend_persona_invalid( sprintf( __( '%s must be one persona slug.', 'careers-frontend' ), $name ) );
	}
	if ( strlen( $value ) > 200 ) {
		/* translators: %s: parameter name, e.g. filter[term]. */
		return careers_frontend_persona_invalid( sprintf( __( '%s is longer than 200 characters: give a persona slug.', 'careers-frontend' ), $name ) );
	}
	if ( '' === careers_frontend_persona_slug( $value ) ) {
		return careers_frontend_persona_invalid(
			/* translators: 1: parameter name, e.g. filter[term]; 2: an example slug. */
			sprintf( __( '%1$s has no letters or digits, so it names no persona: give a persona slug, such as %2$s.', 'careers-frontend' ), $name, $example )
		);
	}
	return true;
}

/**
 * Validate `filter`: exactly `taxonomy` (which must be persona) and `term`
 * (a persona slug).
 *
 * @param mixed $value Raw `filter` value.
 * @return true|WP_Error
 */
function careers_frontend_persona_validate_filter( $value ) {
	if ( ! is_array( $value ) ) {
		return careers_frontend_persona_invalid( __( 'filter must be given as filter[taxonomy]=persona&filter[term]={slug}.', 'careers-frontend' ) );
	}
	$unknown = array_diff( array_map( 'strval', array_keys( $value ) ), array( 'taxonomy', 'term' ) );
	if ( array() !== $unknown ) {
		return careers_frontend_persona_invalid(
			/* translators: %s: the unsupported parameter, e.g. filter[orderby]. */
			sprintf( __( '%s is not supported: give only filter[taxonomy]=persona and filter[term]={slug}.', 'careers-frontend' ), 'filter[' . sanitize_key( (string) reset( $unknown ) ) . ']' )
		);
	}
	if ( ! isset( $value['taxonomy'] ) ) {
		return careers_frontend_persona_invalid( __( 'filter[taxonomy] is missing: it must be persona.', 'careers-frontend' ) );
	}
	if ( 'persona' !== $value['taxonomy'] ) {
		return careers_frontend_persona_invalid( __( 'filter[taxonomy] must be persona: no other taxonomy can be filtered here.', 'careers-frontend' ) );
	}
	if ( ! isset( $value['term'] ) ) {
		return careers_frontend_persona_invalid( __( 'filter[term] is missing: give a persona slug, such as nursing.', 'careers-frontend' ) );
	}
	return careers_frontend_persona_validate_slug( $value['term'], 'filter[term]', 'nursing' );
}

/**
 * Validate `persona`.
 *
 * @param mixed $value Raw `persona` value.
 * @return true|WP_Error
 */
function careers_frontend_persona_validate_slug_param( $value ) {
	return careers_frontend_persona_validate_slug( $value, 'persona', 'students' );
}

/**
 * `filter` once valid: the taxonomy and the slug of the term.
 *
 * @param mixed $value Validated `filter`.
 * @return array{taxonomy: string, term: string}
 */
function careers_frontend_persona_sanitize_filter( $value ) {
	return array(
		'taxonomy' => 'persona',
		'term'     => careers_frontend_persona_slug( is_array( $value ) && isset( $value['term'] ) ? $value['term'] : '' ),
	);
}

/**
 * `persona` once valid: its slug.
 *
 * @param mixed $value Validated `persona`.
 * @return string
 */
function careers_frontend_persona_sanitize_slug_param( $value ) {
	return careers_frontend_persona_slug( $value );
}

/**
 * Turn the parameters into the taxonomy's query var, which WP_Query makes
 * a tax query on the slug (`a+b`: posts with both personas), added to any
 * other the request has. Validation has already refused any value without
 * a slug, so nothing here can widen the query.
 *
 * @param array<string, mixed> $args    WP_Query arguments.
 * @param WP_REST_Request      $request The request.
 * @return array<string, mixed>
 */
function careers_frontend_persona_rest_query( $args, $request ) {
	$slugs  = array();
	$filter = $request->get_param( 'filter' );
	if ( is_array( $filter ) && isset( $filter['term'] ) ) {
		$slugs[] = careers_frontend_persona_slug( $filter['term'] );
	}
	if ( null !== $request->get_param( 'persona' ) ) {
		$slugs[] = careers_frontend_persona_slug( $request->get_param( 'persona' ) );
	}
	if ( $slugs ) {
		// '' (never expected after validation) matches nothing rather than everything.
		$args['persona'] = implode(
			'+',
			array_map(
				static function ( $slug ) {
					return '' === $slug ? '-' : $slug;
				},
				$slugs
			)
		);
	}
	return $args;
}
