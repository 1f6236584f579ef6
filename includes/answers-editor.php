<?php
/**
 * Editing candidate answers: the block editor's panel for their meta
 * (src/editor/answers) and a language column in their list.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

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
