<?php
/**
 * Plugin Name: Careers dev navigation labels
 * Description: Development-stack only: names the theme's unnamed Navigation landmarks, as a site owner does by giving each menu a title.
 *
 * Twenty Twenty-Five's footer holds two Navigation blocks with links but no
 * menu. WordPress 6.8 prints each as a `nav` with no name, so the page has
 * several unnamed navigation landmarks (axe: landmark-unique), a fault of
 * the theme's demo content that the plugin's accessibility tests would
 * otherwise report; 7.1 numbers them. Only a `nav` with no label changes.
 *
 * @package CareersFrontend
 */

add_filter(
	'render_block_core/navigation',
	static function ( $content ) {
		static $count = 0;
		$tags = new WP_HTML_Tag_Processor( $content );
		if ( $tags->next_tag( 'nav' ) && null === $tags->get_attribute( 'aria-label' ) ) {
			++$count;
			$tags->set_attribute( 'aria-label', 'Site menu ' . $count );
			return $tags->get_updated_html();
		}
		return $content;
	}
);
