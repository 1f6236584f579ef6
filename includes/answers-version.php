<?php
/**
 * The answers' version, which the answers endpoint's URL carries
 * (careers_frontend_answers_url): changed whenever what the endpoint
 * serves may change, so the chat on the next page asks for a URL no
 * browser or cache has kept. The endpoint's reply may be kept for five
 * minutes (`Cache-Control: public, max-age=300`, for the pages in
 * between); with the same URL a candidate would get the list from before
 * an edit, and an answer just published would not be there.
 *
 * What changes what is served: an answer saved, trashed or deleted, or
 * its meta (phrasings, link, link text, language); the title, address,
 * status or password of a page an answer links to (the link's text is
 * that page's title when the editor gave none); the site's language
 * (answers without one are in the site's). Any viewable post counts, as
 * finding out whether an answer links to it would cost a query.
 *
 * An autoloaded option: a page reads it with no query.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

const CAREERS_FRONTEND_ANSWERS_VERSION_OPTION = 'careers_frontend_answers_version';

/**
 * The answers' version, with the plugin's (which may change what the
 * endpoint serves): `0.1.0-66f1c2a9b3e41`.
 *
 * @return string
 */
function careers_frontend_answers_version() {
	$changed = (string) get_option( CAREERS_FRONTEND_ANSWERS_VERSION_OPTION, '' );
	return CAREERS_FRONTEND_VERSION . ( '' === $changed ? '' : '-' . $changed );
}

/**
 * A new version: unique (the time in microseconds), so no URL comes back.
 * Every change bumps it, not once per request: a page served between a
 * post's save and its meta's would otherwise keep the version of a list
 * without the meta.
 */
function careers_frontend_bump_answers_version() {
	update_option( CAREERS_FRONTEND_ANSWERS_VERSION_OPTION, uniqid(), true );
}

/**
 * An answer saved (published, updated, trashed, restored).
 */
add_action( 'save_post_' . CAREERS_FRONTEND_ANSWER_TYPE, 'careers_frontend_bump_answers_version' );

/**
 * A post deleted: an answer, or a page an answer may link to.
 *
 * @param int          $post_id Post id.
 * @param WP_Post|null $post    The post.
 */
function careers_frontend_answers_post_deleted( $post_id, $post = null ) {
	$type = $post instanceof WP_Post ? $post->post_type : get_post_type( $post_id );
	if ( CAREERS_FRONTEND_ANSWER_TYPE === $type || ( $type && is_post_type_viewable( $type ) ) ) {
		careers_frontend_bump_answers_version();
	}
}
add_action( 'deleted_post', 'careers_frontend_answers_post_deleted', 10, 2 );

/**
 * A page changed in what an answer's link shows of it: its title, its
 * address, whether it is published and open.
 *
 * @param int     $post_id Post id.
 * @param WP_Post $after   The post now.
 * @param WP_Post $before  The post before.
 */
function careers_frontend_answers_linked_post_updated( $post_id, $after, $before ) {
	if ( CAREERS_FRONTEND_ANSWER_TYPE === $after->post_type || ! is_post_type_viewable( $after->post_type ) ) {
		return;
	}
	foreach ( array( 'post_title', 'post_name', 'post_status', 'post_password' ) as $field ) {
		if ( $after->$field !== $before->$field ) {
			careers_frontend_bump_answers_version();
			return;
		}
	}
}
add_action( 'post_updated', 'careers_frontend_answers_linked_post_updated', 10, 3 );

/**
 * An answer's meta added, changed or removed (the REST API saves meta
 * after the post).
 *
 * @param int|int[] $meta_ids  Meta id(s).
 * @param int       $object_id Post id.
 * @param string    $meta_key  Meta key.
 */
function careers_frontend_answers_meta_changed( $meta_ids, $object_id, $meta_key ) {
	$keys = array(
		CAREERS_FRONTEND_ANSWER_PHRASINGS,
		CAREERS_FRONTEND_ANSWER_LINK,
		CAREERS_FRONTEND_ANSWER_LINK_TITLE,
		CAREERS_FRONTEND_ANSWER_LANGUAGE,
	);
	if ( in_array( $meta_key, $keys, true ) ) {
		careers_frontend_bump_answers_version();
	}
}
add_action( 'added_post_meta', 'careers_frontend_answers_meta_changed', 10, 3 );
add_action( 'updated_post_meta', 'careers_frontend_answers_meta_changed', 10, 3 );
add_action( 'deleted_post_meta', 'careers_frontend_answers_meta_changed', 10, 3 );

/**
 * The site's language changed: answers without one change language.
 */
add_action( 'update_option_WPLANG', 'careers_frontend_bump_answers_version' );
add_action( 'add_option_WPLANG', 'careers_frontend_bump_answers_version' );
