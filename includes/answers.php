<?php
/**
 * Candidate answers: the `careers_answer` post type, written in the block
 * editor. The title is the question, the content the answer; post meta
 * holds the other ways candidates ask it, an optional link to a fuller
 * page (and its title), and the answer's language.
 *
 * Why a post type: answers are content that editors write, revise,
 * schedule and translate, as they do posts; revisions, drafts and
 * capabilities come with it. They have no page of their own (not public):
 * the chat shows them, and each links to a real page on the topic.
 *
 * Why a language per answer: a site speaks one language (its locale, as
 * the chat's bot locale follows it: includes/bot-words.php), but its
 * editors may keep answers in others, as the demo does for English and
 * Spanish, and a site that switches language keeps its answers. The chat
 * asks for the answers in the page's language (includes/answers-rest.php).
 *
 * Who writes them: anyone who can write posts (capability type `post`),
 * as for the persona posts. Authors' and Contributors' input is untrusted:
 * the content goes through WordPress's own filters, every meta value is
 * sanitised here and validated by its REST schema, and the endpoint serves
 * plain text only.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

const CAREERS_FRONTEND_ANSWER_TYPE = 'careers_answer';

const CAREERS_FRONTEND_ANSWER_PHRASINGS = 'careers_answer_phrasings';

const CAREERS_FRONTEND_ANSWER_LINK = 'careers_answer_link';

const CAREERS_FRONTEND_ANSWER_LINK_TITLE = 'careers_answer_link_title';

const CAREERS_FRONTEND_ANSWER_LANGUAGE = 'careers_answer_language';

/** Most phrasings an answer keeps, and the longest one. */
const CAREERS_FRONTEND_ANSWER_MAX_PHRASINGS = 30;

const CAREERS_FRONTEND_ANSWER_MAX_TEXT = 200;

/**
 * A link the chat may show: a path on this site (`/benefits/`) or an
 * http(s) URL. Shared by the REST schema and the sanitiser.
 */
const CAREERS_FRONTEND_ANSWER_LINK_PATTERN = '^$|^/(?![/\\\\])[^\\s<>"\'\\\\]*$|^https?://[^\\s<>"\']+$';

/**
 * The language code (ISO 639-1, or -3) of a WordPress locale: `es_ES` → `es`.
 *
 * @param string|null $locale A locale; the site's when null.
 * @return string
 */
function careers_frontend_answer_language( $locale = null ) {
	$code = strtolower( (string) strtok( (string) ( $locale ?? get_locale() ), '_-' ) );
	return preg_match( '/^[a-z]{2,3}$/', $code ) ? $code : 'en';
}

/**
 * Register the post type and its meta.
 */
function careers_frontend_register_answers() {
	register_post_type(
		CAREERS_FRONTEND_ANSWER_TYPE,
		array(
			'labels'          => array(
				'name'                   => __( 'Candidate answers', 'careers-frontend' ),
				'singular_name'          => __( 'Candidate answer', 'careers-frontend' ),
				'menu_name'              => __( 'Answers', 'careers-frontend' ),
				'add_new'                => __( 'Add answer', 'careers-frontend' ),
				'add_new_item'           => __( 'Add candidate answer', 'careers-frontend' ),
				'edit_item'              => __( 'Edit candidate answer', 'careers-frontend' ),
				'new_item'               => __( 'New candidate answer', 'careers-frontend' ),
				'search_items'           => __( 'Search answers', 'careers-frontend' ),
				'not_found'              => __( 'No answers found.', 'careers-frontend' ),
				'not_found_in_trash'     => __( 'No answers found in Trash.', 'careers-frontend' ),
				'all_items'              => __( 'All answers', 'careers-frontend' ),
				'item_published'         => __( 'Answer published. The chat gives it from now on.', 'careers-frontend' ),
				'item_updated'           => __( 'Answer updated.', 'careers-frontend' ),
				'item_reverted_to_draft' => __( 'Answer reverted to draft: the chat no longer gives it.', 'careers-frontend' ),
			),
			'description'     => __( 'Answers the chat assistant gives candidates. The title is the question; the content is the answer.', 'careers-frontend' ),
			'public'          => false,
			'show_ui'         => true,
			'show_in_menu'    => true,
			'show_in_rest'    => true,
			'rest_base'       => 'careers-answers',
			'menu_position'   => 21,
			'menu_icon'       => 'dashicons-format-chat',
			'capability_type' => 'post',
			'map_meta_cap'    => true,
			'hierarchical'    => false,
			'has_archive'     => false,
			'rewrite'         => false,
			'query_var'       => false,
			// Custom fields: the block editor saves registered meta through them.
			'supports'        => array( 'title', 'editor', 'revisions', 'author', 'custom-fields' ),
			'template'        => array(
				array(
					'core/paragraph',
					array( 'placeholder' => __( 'The answer, as the chat will give it…', 'careers-frontend' ) ),
				),
			),
		)
	);

	$can_edit = 'careers_frontend_can_edit_answer_meta';
	register_post_meta(
		CAREERS_FRONTEND_ANSWER_TYPE,
		CAREERS_FRONTEND_ANSWER_PHRASINGS,
		array(
			'type'              => 'array',
			'description'       => __( 'Other ways candidates ask the question.', 'careers-frontend' ),
			'single'            => true,
			'default'           => array(),
			'sanitize_callback' => 'careers_frontend_sanitize_answer_phrasings',
			'auth_callback'     => $can_edit,
			'show_in_rest'      => array(
				'schema' => array(
					'type'     => 'array',
					'maxItems' => CAREERS_FRONTEND_ANSWER_MAX_PHRASINGS,
					'items'    => array(
						'type'      => 'string',
						'maxLength' => CAREERS_FRONTEND_ANSWER_MAX_TEXT,
					),
				),
			),
		)
	);
	register_post_meta(
		CAREERS_FRONTEND_ANSWER_TYPE,
		CAREERS_FRONTEND_ANSWER_LINK,
		array(
			'type'              => 'string',
			'description'       => __( 'A fuller page on the topic: a path on this site or an http(s) URL.', 'careers-frontend' ),
			'single'            => true,
			'default'           => '',
			'sanitize_callback' => 'careers_frontend_sanitize_answer_link',
			'auth_callback'     => $can_edit,
			'show_in_rest'      => array(
				'schema' => array(
					'type'      => 'string',
					'maxLength' => 2000,
					'pattern'   => CAREERS_FRONTEND_ANSWER_LINK_PATTERN,
				),
			),
		)
	);
	register_post_meta(
		CAREERS_FRONTEND_ANSWER_TYPE,
		CAREERS_FRONTEND_ANSWER_LINK_TITLE,
		array(
			'type'              => 'string',
			'description'       => __( 'What the link goes to, as the chat says it; the linked page\'s title when empty.', 'careers-frontend' ),
			'single'            => true,
			'default'           => '',
			'sanitize_callback' => 'careers_frontend_sanitize_answer_text',
			'auth_callback'     => $can_edit,
			'show_in_rest'      => array(
				'schema' => array(
					'type'      => 'string',
					'maxLength' => CAREERS_FRONTEND_ANSWER_MAX_TEXT,
				),
			),
		)
	);
	register_post_meta(
		CAREERS_FRONTEND_ANSWER_TYPE,
		CAREERS_FRONTEND_ANSWER_LANGUAGE,
		array(
			'type'              => 'string',
			'description'       => __( 'The language of the answer, as a two-letter code (en, es); the chat on a site in that language gives it.', 'careers-frontend' ),
			'single'            => true,
			'default'           => careers_frontend_answer_language(),
			'sanitize_callback' => 'careers_frontend_sanitize_answer_language',
			'auth_callback'     => $can_edit,
			'show_in_rest'      => array(
				'schema' => array(
					'type'    => 'string',
					'pattern' => '^[a-z]{2,3}$',
				),
			),
		)
	);
}
add_action( 'init', 'careers_frontend_register_answers' );

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

/**
 * Give a new answer the site's language when none came with it, so the
 * endpoint's query finds it by its meta.
 *
 * @param int $post_id The answer's id.
 */
function careers_frontend_store_answer_language( $post_id ) {
	if ( wp_is_post_revision( $post_id ) || metadata_exists( 'post', $post_id, CAREERS_FRONTEND_ANSWER_LANGUAGE ) ) {
		return;
	}
	update_post_meta( $post_id, CAREERS_FRONTEND_ANSWER_LANGUAGE, careers_frontend_answer_language() );
}
add_action( 'save_post_' . CAREERS_FRONTEND_ANSWER_TYPE, 'careers_frontend_store_answer_language' );

/**
 * The editor's panel for the phrasings, the link and the language
 * (src/editor/answers), on answers only.
 */
function careers_frontend_enqueue_answer_editor() {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	if ( ! $screen || CAREERS_FRONTEND_ANSWER_TYPE !== $screen->post_type ) {
		return;
	}
	if ( ! careers_frontend_register_built_script( 'careers-frontend-answer-editor', 'editor/answer' ) ) {
		return;
	}
	wp_set_script_translations( 'careers-frontend-answer-editor', 'careers-frontend', CAREERS_FRONTEND_DIR . '/languages' );
	// The languages an answer may be in: the site's, those the bot template
	// speaks (the chat's), and those installed.
	$languages = array_map( 'careers_frontend_answer_language', array_merge( array( get_locale() ), careers_frontend_template_locales(), get_available_languages() ) );
	wp_add_inline_script(
		'careers-frontend-answer-editor',
		'window.careersFrontendAnswerEditor = ' . careers_frontend_script_json(
			array(
				'siteLanguage' => careers_frontend_answer_language(),
				'languages'    => array_values( array_unique( $languages ) ),
				'userLocale'   => get_user_locale(),
			)
		) . ';',
		'before'
	);
	wp_enqueue_script( 'careers-frontend-answer-editor' );
}
add_action( 'enqueue_block_editor_assets', 'careers_frontend_enqueue_answer_editor' );

/**
 * A language column in the answers list, so editors see each answer's.
 *
 * @param array<string, string> $columns List columns.
 * @return array<string, string>
 */
function careers_frontend_answer_columns( $columns ) {
	$columns['careers_answer_language'] = __( 'Language', 'careers-frontend' );
	return $columns;
}
add_filter( 'manage_' . CAREERS_FRONTEND_ANSWER_TYPE . '_posts_columns', 'careers_frontend_answer_columns' );

/**
 * The language column's cell.
 *
 * @param string $column  Column.
 * @param int    $post_id Answer.
 */
function careers_frontend_answer_column( $column, $post_id ) {
	if ( 'careers_answer_language' === $column ) {
		echo esc_html( (string) get_post_meta( $post_id, CAREERS_FRONTEND_ANSWER_LANGUAGE, true ) );
	}
}
add_action( 'manage_' . CAREERS_FRONTEND_ANSWER_TYPE . '_posts_custom_column', 'careers_frontend_answer_column', 10, 2 );
