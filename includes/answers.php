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
 * The post type's labels.
 *
 * @return array<string, string>
 */
function careers_frontend_answer_labels() {
	return array(
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
	);
}

/**
 * Register the post type (its meta: includes/answers-meta.php).
 */
function careers_frontend_register_answers() {
	register_post_type(
		CAREERS_FRONTEND_ANSWER_TYPE,
		array(
			'labels'          => careers_frontend_answer_labels(),
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
}
add_action( 'init', 'careers_frontend_register_answers' );

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
