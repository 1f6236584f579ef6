<?php
/**
 * Demo candidate answers, in English and Spanish (dev/wordpress/answers/),
 * each linking to a page on its topic in its language. Created once;
 * kept as edited afterwards. A site in Spanish gives the Spanish ones.
 *
 * @package CareersFrontend
 */

/**
 * A page's block markup from its paragraphs.
 *
 * @param array<string> $paragraphs Plain-text paragraphs.
 * @return string
 */
function careers_dev_paragraphs( array $paragraphs ) {
	return implode(
		"\n\n",
		array_map(
			static function ( $text ) {
				return "<!-- wp:paragraph -->\n<p>" . esc_html( $text ) . "</p>\n<!-- /wp:paragraph -->";
			},
			$paragraphs
		)
	);
}

/**
 * Seed one language's answers and their pages.
 *
 * @param string $file The language's JSON file.
 */
function careers_dev_seed_answers_from( $file ) {
	$data = json_decode( (string) file_get_contents( $file ), true );
	if ( ! is_array( $data ) || ! isset( $data['language'], $data['answers'] ) ) {
		fwrite( STDERR, "Seeding answers: {$file} is not an answers file.\n" );
		exit( 1 );
	}
	$language = (string) $data['language'];
	foreach ( $data['answers'] as $item ) {
		$page = $item['page'];
		careers_dev_ensure_post( 'page', $page['slug'], $page['title'], careers_dev_paragraphs( $page['content'] ) );
		$slug = $language . '-' . $item['topic'];
		if ( get_page_by_path( $slug, OBJECT, CAREERS_FRONTEND_ANSWER_TYPE ) ) {
			continue;
		}
		wp_insert_post(
			array(
				'post_type'    => CAREERS_FRONTEND_ANSWER_TYPE,
				'post_name'    => $slug,
				'post_title'   => $item['question'],
				'post_content' => careers_dev_paragraphs( $item['answer'] ),
				'post_status'  => 'publish',
				'meta_input'   => array(
					CAREERS_FRONTEND_ANSWER_PHRASINGS => $item['phrasings'],
					CAREERS_FRONTEND_ANSWER_LINK      => '/' . $page['slug'] . '/',
					CAREERS_FRONTEND_ANSWER_LANGUAGE  => $language,
				),
			)
		);
	}
}

/**
 * Seed every language's answers.
 */
function careers_dev_seed_answers() {
	foreach ( glob( dirname( __DIR__, 2 ) . '/wordpress/answers/*.json' ) as $file ) {
		careers_dev_seed_answers_from( $file );
	}
}
