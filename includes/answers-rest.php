<?php
/**
 * `GET careers-frontend/v1/answers?lang=es`: the published answers in one
 * language, compact, for the chat to rank in the browser. Public, as the
 * chat is; only published answers without a password, and of those only
 * what a candidate sees: the question, its phrasings, the answer as plain
 * text, and the link with its title. Cacheable: a validator (ETag) and a
 * short public lifetime, so an edit reaches candidates within minutes,
 * with no rebuild.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

/** How long browsers and caches may keep the answers, in seconds. */
const CAREERS_FRONTEND_ANSWERS_MAX_AGE = 300;

/** Most answers served in one language. */
const CAREERS_FRONTEND_ANSWERS_LIMIT = 500;

/**
 * Register the route.
 */
function careers_frontend_register_answers_route() {
	register_rest_route(
		CAREERS_FRONTEND_REST_NAMESPACE,
		'/answers',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => 'careers_frontend_rest_answers',
			'permission_callback' => '__return_true',
			'args'                => array(
				'lang' => array(
					'description'       => __( 'The answers\' language, as a two-letter code (es); the site\'s when absent.', 'careers-frontend' ),
					'type'              => 'string',
					'pattern'           => '^[a-z]{2,3}$',
					// Route args get no validation unless asked for.
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => 'rest_sanitize_request_arg',
				),
				'v'    => array(
					'description' => __( 'The answers\' version, which the chat\'s URL carries so that a browser never keeps a list from before an edit; the current answers are served whatever it is.', 'careers-frontend' ),
					'type'        => 'string',
				),
			),
		)
	);
}
add_action( 'rest_api_init', 'careers_frontend_register_answers_route' );

/**
 * The endpoint's URL for a language, as the chat is given it: with the
 * answers' version (includes/answers-version.php), so that after an edit
 * the next page asks for a URL no browser has kept.
 *
 * @param string $language Language code.
 * @return string
 */
function careers_frontend_answers_url( $language ) {
	return add_query_arg(
		array(
			'lang' => rawurlencode( $language ),
			'v'    => rawurlencode( careers_frontend_answers_version() ),
		),
		rest_url( CAREERS_FRONTEND_REST_NAMESPACE . '/answers' )
	);
}

/**
 * The answer's content as plain text: blocks' markup and shortcodes gone
 * (dynamic blocks are not rendered: an answer is the words its editor
 * wrote), entities decoded, blocks apart by a blank line, a list item a
 * line.
 *
 * @param string $content Post content.
 * @return string
 */
function careers_frontend_answer_plain_text( $content ) {
	$text = strip_shortcodes( (string) $content );
	// Block delimiters, and the other comments.
	$text = (string) preg_replace( '/<!--.*?-->/s', '', $text );
	// A list item a line; a blank line after each other block.
	$text  = (string) preg_replace( '#<li\b[^>]*>#i', "\n- ", $text );
	$text  = (string) preg_replace( '#<br\s*/?>#i', "\n", $text );
	$text  = (string) preg_replace( '#</(p|h[1-6]|ul|ol|blockquote|pre|figure|figcaption|div|tr|table)\s*>#i', "$0\n\n", $text );
	$text  = wp_strip_all_tags( $text );
	$text  = html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	$lines = array_map(
		static function ( $line ) {
			return trim( (string) preg_replace( '/[ \t\x{00A0}]+/u', ' ', $line ) );
		},
		preg_split( '/\R/u', $text )
	);
	$text  = trim( implode( "\n", $lines ) );
	return (string) preg_replace( "/\n{3,}/", "\n\n", $text );
}

/**
 * The link as the chat shows it: absolute, and the title it goes by (the
 * editor's, else the linked page's on this site, else the host).
 *
 * @param int $post_id The answer's id.
 * @return array{link: string, linkTitle: string}
 */
function careers_frontend_answer_link( $post_id ) {
	$link = careers_frontend_sanitize_answer_link( get_post_meta( $post_id, CAREERS_FRONTEND_ANSWER_LINK, true ) );
	if ( '' === $link ) {
		return array(
			'link'      => '',
			'linkTitle' => '',
		);
	}
	$url   = '/' === $link[0] ? home_url( $link ) : $link;
	$title = careers_frontend_sanitize_answer_text( get_post_meta( $post_id, CAREERS_FRONTEND_ANSWER_LINK_TITLE, true ) );
	if ( '' === $title ) {
		$target = url_to_postid( $url );
		$page   = $target ? get_post( $target ) : null;
		if ( $page && 'publish' === $page->post_status && '' === $page->post_password ) {
			$title = html_entity_decode( wp_strip_all_tags( get_the_title( $page ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		}
	}
	if ( '' === $title ) {
		$title = (string) wp_parse_url( $url, PHP_URL_HOST );
	}
	return array(
		'link'      => esc_url_raw( $url, array( 'http', 'https' ) ),
		'linkTitle' => $title,
	);
}

/**
 * The published answers in a language, as the endpoint serves them.
 *
 * @param string $language Language code.
 * @return array<int, array<string, mixed>>
 */
function careers_frontend_published_answers( $language ) {
	$language_query = array(
		'key'   => CAREERS_FRONTEND_ANSWER_LANGUAGE,
		'value' => $language,
	);
	// Answers saved before they had a language are in the site's.
	if ( careers_frontend_answer_language() === $language ) {
		$language_query = array(
			'relation' => 'OR',
			$language_query,
			array(
				'key'     => CAREERS_FRONTEND_ANSWER_LANGUAGE,
				'compare' => 'NOT EXISTS',
			),
		);
	}
	$posts   = get_posts(
		array(
			'post_type'        => CAREERS_FRONTEND_ANSWER_TYPE,
			'post_status'      => 'publish',
			'has_password'     => false,
			'numberposts'      => CAREERS_FRONTEND_ANSWERS_LIMIT,
			'orderby'          => 'ID',
			'order'            => 'ASC',
			'suppress_filters' => true,
			// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- one indexed key, and the result is cached.
			'meta_query'       => array( $language_query ),
		)
	);
	$answers = array();
	foreach ( $posts as $post ) {
		$answers[] = array_merge(
			array(
				'id'        => (int) $post->ID,
				'question'  => html_entity_decode( wp_strip_all_tags( $post->post_title ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
				'phrasings' => careers_frontend_sanitize_answer_phrasings( get_post_meta( $post->ID, CAREERS_FRONTEND_ANSWER_PHRASINGS, true ) ),
				'answer'    => careers_frontend_answer_plain_text( $post->post_content ),
			),
			careers_frontend_answer_link( $post->ID )
		);
	}
	return $answers;
}

/**
 * The endpoint: the answers, from the object cache while no post or meta
 * changed, with an ETag and a short public lifetime; 304 when the
 * browser's copy is current.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response
 */
function careers_frontend_rest_answers( $request ) {
	$language = (string) ( $request->get_param( 'lang' ) ?? '' );
	if ( '' === $language ) {
		$language = careers_frontend_answer_language();
	}
	// Any post or post meta change moves `posts` on (titles of linked pages too).
	$key  = 'answers:' . $language . ':' . wp_cache_get_last_changed( 'posts' );
	$body = wp_cache_get( $key, 'careers_frontend' );
	if ( ! is_array( $body ) ) {
		$body = array(
			'language' => $language,
			'answers'  => careers_frontend_published_answers( $language ),
		);
		wp_cache_set( $key, $body, 'careers_frontend', DAY_IN_SECONDS );
	}
	$etag     = '"' . md5( (string) wp_json_encode( $body ) ) . '"';
	$response = new WP_REST_Response( $body );
	$response->header( 'ETag', $etag );
	$response->header( 'Cache-Control', 'public, max-age=' . CAREERS_FRONTEND_ANSWERS_MAX_AGE );
	if ( trim( (string) $request->get_header( 'if_none_match' ) ) === $etag ) {
		$response->set_status( 304 );
		$response->set_data( null );
	}
	return $response;
}
