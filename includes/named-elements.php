<?php
/**
 * Post content is untrusted: an Author keeps `id` through WordPress's
 * content filter, and keeps `<object>` for a PDF from the site's uploads
 * (`_wp_kses_allow_pdf_objects`). The Document interface lets an element
 * named like one of its members stand in for it: `<object id="cookie">`
 * makes `document.cookie` that element for every script on the page,
 * `id="createElement"` breaks React's rendering and WordPress's own
 * scripts, `id="querySelectorAll"` every query. On the way out, an element
 * that names the document (an `<object>` by its id or name; an `<embed>`,
 * `<form>`, `<iframe>` or `<img>` by its name) loses that attribute when its
 * value is a member of Document. Any other id stays, and so does the
 * element. The plugin's scripts read the document through its prototype
 * as well (src/shared/page-document.ts); this keeps the page whole for
 * the scripts it does not own (issue 32).
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * Members of Document (and of every object), as TypeScript's DOM library
 * lists them: includes/document-members.json, kept in step by a unit test
 * (dev/tools/page-reads).
 *
 * @return array<string, true> Names as keys.
 */
function careers_frontend_document_member_names() {
	static $names = null;
	if ( null === $names ) {
		$json  = file_get_contents( __DIR__ . '/document-members.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the plugin's own file, not a URL.
		$list  = is_string( $json ) ? json_decode( $json, true ) : null;
		$names = is_array( $list ) ? array_fill_keys( array_filter( $list, 'is_string' ), true ) : array();
	}
	return $names;
}

/**
 * The attributes by which an element of this tag names the document.
 *
 * @param string $tag Tag name, upper case.
 * @return array<string>
 */
function careers_frontend_document_naming_attributes( $tag ) {
	if ( 'OBJECT' === $tag ) {
		return array( 'id', 'name' );
	}
	return in_array( $tag, array( 'EMBED', 'FORM', 'IFRAME', 'IMG' ), true ) ? array( 'name' ) : array();
}

/**
 * Content with no element standing in for a member of the document.
 *
 * @param mixed $html Rendered content.
 * @return mixed The content, changed only where an element named a member.
 */
function careers_frontend_unshadow_document( $html ) {
	if ( ! is_string( $html ) || ! preg_match( '/<(object|embed|form|iframe|img)\b/i', $html ) ) {
		return $html;
	}
	$names = careers_frontend_document_member_names();
	$tags  = new WP_HTML_Tag_Processor( $html );
	while ( $tags->next_tag() ) {
		foreach ( careers_frontend_document_naming_attributes( (string) $tags->get_tag() ) as $attribute ) {
			$value = $tags->get_attribute( $attribute );
			if ( is_string( $value ) && isset( $names[ $value ] ) ) {
				$tags->remove_attribute( $attribute );
			}
		}
	}
	return $tags->get_updated_html();
}

// Last, once blocks, shortcodes and embeds have made the final markup.
add_filter( 'the_content', 'careers_frontend_unshadow_document', PHP_INT_MAX );
add_filter( 'widget_block_content', 'careers_frontend_unshadow_document', PHP_INT_MAX );
add_filter( 'widget_text_content', 'careers_frontend_unshadow_document', PHP_INT_MAX );
