<?php
/**
 * Demo content: persona terms and posts in two post types, and a careers
 * page holding all four blocks. Created once; kept as edited afterwards.
 *
 * @package CareersFrontend
 */

/**
 * The careers page's block markup.
 *
 * @param bool $menu_in_header The sign-in menu's Block Hook puts it in the
 *                             header: not in the page too.
 * @return string
 */
function careers_dev_careers_page_content( $menu_in_header = false ) {
	return implode(
		"\n\n",
		array_filter(
			array(
				$menu_in_header ? '' : '<!-- wp:careers-frontend/signin-menu /-->',
				'<!-- wp:heading --><h2>Find your next role</h2><!-- /wp:heading -->',
				"<!-- wp:careers-frontend/auth-container {\"state\":\"signed-in\",\"greeting\":\"Welcome back, {firstName}!\"} -->\n<!-- wp:paragraph -->\n<p class=\"demo-signed-in\">Your profile is ready: jobs picked for you are below.</p>\n<!-- /wp:paragraph -->\n<!-- /wp:careers-frontend/auth-container -->",
				"<!-- wp:careers-frontend/auth-container {\"state\":\"signed-out\"} -->\n<!-- wp:paragraph -->\n<p class=\"demo-signed-out\">Create a profile to get jobs picked for you.</p>\n<!-- /wp:paragraph -->\n<!-- /wp:careers-frontend/auth-container -->",
				'<!-- wp:careers-frontend/persona-content {"heading":"Stories for you"} /-->',
				'<!-- wp:careers-frontend/chat-assistant /-->',
			)
		)
	);
}

/**
 * Insert a post once, found again by its slug.
 *
 * @param string        $post_type Post type.
 * @param string        $slug      Slug.
 * @param string        $title     Title.
 * @param string        $content   Content.
 * @param array<string> $personas  Persona term slugs.
 * @return int Post id.
 */
function careers_dev_ensure_post( $post_type, $slug, $title, $content, $personas = array() ) {
	$existing = get_page_by_path( $slug, OBJECT, $post_type );
	if ( $existing ) {
		return (int) $existing->ID;
	}
	$id = wp_insert_post(
		array(
			'post_type'    => $post_type,
			'post_name'    => $slug,
			'post_title'   => $title,
			'post_content' => $content,
			'post_status'  => 'publish',
		)
	);
	if ( $personas ) {
		wp_set_object_terms( $id, $personas, 'persona' );
	}
	return (int) $id;
}

/**
 * Seed everything the demo and the end-to-end tests rely on.
 *
 * @param bool $menu_in_header The sign-in menu's Block Hook is on (the
 *                             demo): the pages leave the menu to the header.
 */
function careers_dev_seed_content( $menu_in_header = false ) {
	$terms = array(
		'information-technology' => 'Information Technology',
		'nursing'                => 'Nursing',
		'sales'                  => 'Sales',
		'students'               => 'Students',
	);
	foreach ( $terms as $slug => $name ) {
		if ( ! term_exists( $slug, 'persona' ) ) {
			wp_insert_term( $name, 'persona', array( 'slug' => $slug ) );
		}
	}
	$paragraph = static function ( $text ) {
		return "<!-- wp:paragraph -->\n<p>" . esc_html( $text ) . "</p>\n<!-- /wp:paragraph -->";
	};
	$posts = array(
		array( 'post', 'a-day-in-it-support', 'A day in IT support', array( 'information-technology' ) ),
		array( 'post', 'cloud-engineers-career-path', 'The cloud engineer\'s career path', array( 'information-technology' ) ),
		array( 'post', 'night-shift-nursing', 'Night shift nursing, honestly', array( 'nursing' ) ),
		array( 'post', 'selling-with-purpose', 'Selling with purpose', array( 'sales' ) ),
		array( 'post', 'your-first-internship', 'Your first internship', array( 'students' ) ),
		array( 'post', 'graduate-programmes', 'Graduate programmes explained', array( 'students' ) ),
		array( 'page', 'it-teams', 'Meet our IT teams', array( 'information-technology' ) ),
		array( 'page', 'nursing-teams', 'Meet our nursing teams', array( 'nursing' ) ),
	);
	foreach ( $posts as list( $type, $slug, $title, $personas ) ) {
		careers_dev_ensure_post( $type, $slug, $title, $paragraph( $title . ': a demo story for the persona content block.' ), $personas );
	}
	careers_dev_ensure_post( 'page', 'careers', 'Careers', careers_dev_careers_page_content( $menu_in_header ) );
	careers_dev_ensure_post(
		'page',
		'apply',
		'Apply',
		implode(
			"\n\n",
			array_filter(
				array(
					$menu_in_header ? '' : '<!-- wp:careers-frontend/signin-menu /-->',
					$paragraph( 'The application form would be here.' ),
					"<!-- wp:careers-frontend/auth-container {\"state\":\"signed-out\",\"loggedOutMessage\":\"Sign in to apply faster.\"} -->\n" . $paragraph( 'Applying without a profile works too.' ) . "\n<!-- /wp:careers-frontend/auth-container -->",
				)
			)
		)
	);

	careers_dev_ensure_main_menu();
}

/**
 * The site's menu, as a careers site has one: the header's Navigation
 * block shows the newest menu. Without any, core falls back to a page list
 * whose markup nests a list right inside a list, and leaves the landmark
 * unnamed (axe: list, landmark-unique), which no site ships.
 */
function careers_dev_ensure_main_menu() {
	if ( get_posts( array( 'post_type' => 'wp_navigation', 'post_status' => 'publish', 'numberposts' => 1 ) ) ) {
		return;
	}
	$link = static function ( $slug, $label ) {
		$page = get_page_by_path( $slug );
		return '<!-- wp:navigation-link ' . wp_json_encode(
			array(
				'label' => $label,
				'type'  => 'page',
				'id'    => $page ? (int) $page->ID : 0,
				'url'   => home_url( '/' . $slug . '/' ),
				'kind'  => 'post-type',
			)
		) . ' /-->';
	};
	wp_insert_post(
		array(
			'post_type'    => 'wp_navigation',
			'post_title'   => 'Main menu',
			'post_status'  => 'publish',
			'post_content' => $link( 'careers', 'Careers' ) . $link( 'apply', 'Apply' ),
		)
	);
}
