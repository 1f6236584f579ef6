<?php
/**
 * Post content is untrusted: an Author keeps `id` through WordPress's
 * content filter, and keeps `<object>` for a PDF from the site's uploads
 * (`_wp_kses_allow_pdf_objects`). The Document interface lets an element
 * named like one of its members stand in for it: `<object id="cookie">`
 * makes `document.cookie` that element for every script on the page,
 * `id="createElement"` breaks React's rendering and WordPress's own
 * scripts, `id="querySelectorAll"` every query (issue 32).
 *
 * On the way out, every path that prints what an Author wrote (content,
 * excerpts, widgets, term and archive descriptions, comments; the REST
 * API's `content.rendered` and `excerpt.rendered`, which the persona
 * block's collections carry, go through the same filters) loses each
 * attribute by which an element would name a document member. The
 * content is read as the browser will read it, by WordPress's HTML5
 * parser (`WP_HTML_Processor`), not by a tag scan: a scan reads
 * `<math><title><p></p><object id="createElement">` as a title's text,
 * where the browser leaves MathML at the `<p>` and builds a real
 * `<object>` (issue 43). Where the parser gives up on markup it does not
 * support, a plain scan of the text takes off every `id` and `name` that
 * names a member, whatever element or text it seems to sit in: it fails
 * closed. Any other id stays, and so does every element.
 *
 * The browser checks the page again before the chat's framework loads
 * (src/shared/document-shadows.ts): other plugins and the Interactivity
 * API change the page after the server.
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
 * The attributes by which an element of this tag names the document (HTML's
 * "Document object named properties"): an `<object>` by its id or name; an
 * `<img>` by its name, and by its id once it has any name, which a script
 * or an Interactivity binding may give it later, so by both; an `<embed>`,
 * `<form>` or `<iframe>` by its name. `IMAGE` is what the browser builds
 * as `<img>`.
 *
 * @param string $tag Tag name, upper case.
 * @return array<string>
 */
function careers_frontend_document_naming_attributes( $tag ) {
	if ( in_array( $tag, array( 'OBJECT', 'IMG', 'IMAGE' ), true ) ) {
		return array( 'id', 'name' );
	}
	return in_array( $tag, array( 'EMBED', 'FORM', 'IFRAME' ), true ) ? array( 'name' ) : array();
}

/**
 * Whether an attribute is an Interactivity API binding of `id` or `name`
 * (`data-wp-bind--id`, `data-wp-bind--NAME`, `data-wp-bind--id---unique`,
 * the older `data-wp-bind--id--unique`): the runtime sets the attribute in
 * the browser, after this filter, from a context or state path whose value
 * no one here can know. Any binding could name a member, so every one goes.
 *
 * @param string $attribute Attribute name.
 * @return bool
 */
function careers_frontend_is_naming_binding( $attribute ) {
	return 1 === preg_match( '/^data-wp-bind--(?:id|name)(?:-|$)/i', $attribute );
}

/**
 * The content as a plain scan of its text leaves it: every `id` or `name`
 * attribute whose value (entities decoded, as the browser decodes them)
 * is a document member, and every binding of either, taken off wherever
 * it seems to be, in a tag, a comment or text. For what the HTML parser
 * does not support: it may change text that reads like such an attribute,
 * never keeps one the browser would build.
 *
 * @param string $html Rendered content.
 * @return string
 */
function careers_frontend_unshadow_by_attribute_scan( $html ) {
	$names = careers_frontend_document_member_names();
	// An attribute's name starts after whitespace, a slash or a value's
	// closing quote (the tokenizer's "before attribute name" state).
	$scanned = preg_replace_callback(
		'~(?<=[\s/"\'])(id|name|data-wp-bind--[^\s/>="\']*)(?=[\s/>=]|$)(?:\s*=\s*("[^"]*"|\'[^\']*\'|[^\s>]*))?~i',
		static function ( $attribute ) use ( $names ) {
			$name = strtolower( $attribute[1] );
			if ( 'id' !== $name && 'name' !== $name ) {
				return careers_frontend_is_naming_binding( $name ) ? '' : $attribute[0];
			}
			$value = isset( $attribute[2] ) ? $attribute[2] : '';
			if ( '' !== $value && ( '"' === $value[0] || "'" === $value[0] ) ) {
				$value = substr( $value, 1, -1 );
			}
			return isset( $names[ WP_HTML_Decoder::decode_attribute( $value ) ] ) ? '' : $attribute[0];
		},
		$html
	);
	return is_string( $scanned ) ? $scanned : '';
}

/**
 * Content with no element standing in for a member of the document.
 *
 * @param mixed $html Rendered content.
 * @return mixed The content, changed only where an element would name a member.
 */
function careers_frontend_unshadow_document( $html ) {
	// The browser builds a naming element only from its tag; a binding
	// only from its attribute.
	if ( ! is_string( $html ) || ! preg_match( '/<(?:object|embed|form|iframe|img|image)\b|data-wp-bind--/i', $html ) ) {
		return $html;
	}
	$names     = careers_frontend_document_member_names();
	$processor = WP_HTML_Processor::create_fragment( $html );
	if ( null === $processor ) {
		return careers_frontend_unshadow_by_attribute_scan( $html );
	}
	while ( $processor->next_tag() ) {
		$attributes = careers_frontend_document_naming_attributes( (string) $processor->get_tag() );
		if ( array() === $attributes ) {
			continue;
		}
		foreach ( $attributes as $attribute ) {
			$value = $processor->get_attribute( $attribute );
			if ( is_string( $value ) && isset( $names[ $value ] ) ) {
				$processor->remove_attribute( $attribute );
			}
		}
		foreach ( (array) $processor->get_attribute_names_with_prefix( 'data-wp-bind--' ) as $binding ) {
			if ( careers_frontend_is_naming_binding( $binding ) ) {
				$processor->remove_attribute( $binding );
			}
		}
	}
	// Unsupported markup: what follows it was never read.
	if ( null !== $processor->get_last_error() ) {
		return careers_frontend_unshadow_by_attribute_scan( $html );
	}
	return $processor->get_updated_html();
}

/*
 * Last on each path, once blocks, shortcodes, embeds and autop have made
 * the final markup. The REST API renders `content` and `excerpt` through
 * the same filters.
 */
foreach (
	array(
		'the_content',
		'get_the_excerpt',
		'the_excerpt',
		'widget_block_content',
		'widget_text_content',
		'widget_custom_html_content',
		'term_description',
		'get_the_archive_description',
		'comment_text',
	) as $careers_frontend_hook
) {
	add_filter( $careers_frontend_hook, 'careers_frontend_unshadow_document', PHP_INT_MAX );
}
unset( $careers_frontend_hook );
