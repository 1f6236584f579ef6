<?php
/**
 * A candidate answer's post meta (includes/answers.php): the other ways
 * candidates ask it, the link to a fuller page and its title, and the
 * answer's language. Each is registered with a REST schema (the editor
 * saves through REST, which validates against it) and a sanitiser that
 * runs on every path; only who may edit the answer may change them.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * Each meta field: its REST schema, default, sanitiser and description.
 *
 * @return array<string, array<string, mixed>>
 */
function careers_frontend_answer_meta_fields() {
	return array(
		CAREERS_FRONTEND_ANSWER_PHRASINGS  => array(
			'description' => __( 'Other ways candidates ask the question.', 'careers-frontend' ),
			'default'     => array(),
			'sanitize'    => 'careers_frontend_sanitize_answer_phrasings',
			'schema'      => array(
				'type'     => 'array',
				'maxItems' => CAREERS_FRONTEND_ANSWER_MAX_PHRASINGS,
				'items'    => array(
					'type'      => 'string',
					'maxLength' => CAREERS_FRONTEND_ANSWER_MAX_TEXT,
				),
			),
		),
		CAREERS_FRONTEND_ANSWER_LINK       => array(
			'description' => __( 'A fuller page on the topic: a path on this site or an http(s) URL.', 'careers-frontend' ),
			'default'     => '',
			'sanitize'    => 'careers_frontend_sanitize_answer_link',
			'schema'      => array(
				'type'      => 'string',
				'maxLength' => 2000,
				'pattern'   => CAREERS_FRONTEND_ANSWER_LINK_PATTERN,
			),
		),
		CAREERS_FRONTEND_ANSWER_LINK_TITLE => array(
			'description' => __( 'Where the link goes, as the chat says it; the linked page\'s title when empty.', 'careers-frontend' ),
			'default'     => '',
			'sanitize'    => 'careers_frontend_sanitize_answer_text',
			'schema'      => array(
				'type'      => 'string',
				'maxLength' => CAREERS_FRONTEND_ANSWER_MAX_TEXT,
			),
		),
		CAREERS_FRONTEND_ANSWER_LANGUAGE   => array(
			'description' => __( 'The language of the answer, as a two-letter code (en, es): the chat gives it on pages in that language.', 'careers-frontend' ),
			'default'     => careers_frontend_answer_language(),
			'sanitize'    => 'careers_frontend_sanitize_answer_language',
			'schema'      => array(
				'type'    => 'string',
				'pattern' => '^[a-z]{2,3}$',
			),
		),
	);
}

/**
 * Register the meta.
 */
function careers_frontend_register_answer_meta() {
	foreach ( careers_frontend_answer_meta_fields() as $key => $field ) {
		register_post_meta(
			CAREERS_FRONTEND_ANSWER_TYPE,
			$key,
			array(
				'type'              => $field['schema']['type'],
				'description'       => $field['description'],
				'single'            => true,
				'default'           => $field['default'],
				'sanitize_callback' => $field['sanitize'],
				'auth_callback'     => 'careers_frontend_can_edit_answer_meta',
				'show_in_rest'      => array( 'schema' => $field['schema'] ),
			)
		);
	}
}
add_action( 'init', 'careers_frontend_register_answer_meta' );

/**
 * Who may change an answer's meta: who may edit that answer.
 *
 * @param bool   $allowed   Whether the user may, so far.
 * @param string $meta_key  Meta key.
 * @param int    $object_id The answer's id.
 * @return bool
 */
function careers_frontend_can_edit_answer_meta( $allowed, $meta_key, $object_id ) {
	return current_user_can( 'edit_post', (int) $object_id );
}

/**
 * One line of plain text: no tags, no line breaks, at most 200 characters.
 *
 * @param mixed $value Raw value.
 * @return string
 */
function careers_frontend_sanitize_answer_text( $value ) {
	$text = is_scalar( $value ) ? sanitize_text_field( (string) $value ) : '';
	return mb_substr( $text, 0, CAREERS_FRONTEND_ANSWER_MAX_TEXT );
}

/**
 * The phrasings: lines of plain text, without empty ones or repeats, at
 * most 30.
 *
 * @param mixed $value Raw value: a list, or text with one phrasing a line.
 * @return array<string>
 */
function careers_frontend_sanitize_answer_phrasings( $value ) {
	$lines = is_array( $value ) ? $value : preg_split( '/\R/u', is_scalar( $value ) ? (string) $value : '' );
	$clean = array();
	foreach ( (array) $lines as $line ) {
		$text = careers_frontend_sanitize_answer_text( $line );
		if ( '' !== $text && ! in_array( $text, $clean, true ) ) {
			$clean[] = $text;
		}
	}
	return array_slice( $clean, 0, CAREERS_FRONTEND_ANSWER_MAX_PHRASINGS );
}

/**
 * The link: a path on this site or an http(s) URL; anything else (another
 * scheme, `//host`, markup) is dropped.
 *
 * @param mixed $value Raw value.
 * @return string
 */
function careers_frontend_sanitize_answer_link( $value ) {
	$text = is_scalar( $value ) ? trim( (string) $value ) : '';
	if ( '' === $text || ! preg_match( '#' . CAREERS_FRONTEND_ANSWER_LINK_PATTERN . '#', $text ) ) {
		return '';
	}
	if ( '/' === $text[0] ) {
		// esc_url_raw() needs a scheme to keep a path: check it as on the site.
		return '' === esc_url_raw( home_url( $text ), array( 'http', 'https' ) ) ? '' : $text;
	}
	$url = esc_url_raw( $text, array( 'http', 'https' ) );
	return '' !== $url && wp_parse_url( $url, PHP_URL_HOST ) ? $url : '';
}

/**
 * The language: a two- or three-letter code, else the site's.
 *
 * @param mixed $value Raw value.
 * @return string
 */
function careers_frontend_sanitize_answer_language( $value ) {
	$code = is_string( $value ) ? strtolower( trim( $value ) ) : '';
	return preg_match( '/^[a-z]{2,3}$/', $code ) ? $code : careers_frontend_answer_language();
}
