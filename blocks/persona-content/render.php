<?php
/**
 * Server render of the persona content block: the heading, a body keeping
 * room for the list (so its arrival moves nothing) and, in the server's
 * own config, what the view script needs. Pages are cached, so nothing here
 * depends on the candidate.
 *
 * @package CareersFrontend
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

$careers_frontend_settings = careers_frontend_get_settings();

// Only post types the persona query is registered for: on any other type
// the `filter` parameter would be ignored and list every post.
$careers_frontend_allowed = careers_frontend_persona_post_types();
$careers_frontend_chosen  = isset( $attributes['postTypes'] ) ? trim( (string) $attributes['postTypes'] ) : '';
$careers_frontend_types   = '' === $careers_frontend_chosen
	? $careers_frontend_allowed
	: array_values( array_intersect( array_map( 'sanitize_key', array_map( 'trim', explode( ',', $careers_frontend_chosen ) ) ), $careers_frontend_allowed ) );

$careers_frontend_endpoints = array();
foreach ( $careers_frontend_types as $careers_frontend_type ) {
	$careers_frontend_route = post_type_exists( $careers_frontend_type ) ? rest_get_route_for_post_type_items( $careers_frontend_type ) : '';
	if ( '' !== $careers_frontend_route ) {
		$careers_frontend_endpoints[] = rest_url( $careers_frontend_route );
	}
}

// No post type to ask: the block could only ever be hidden again after
// its room was painted (a layout shift), so it is not printed at all.
if ( array() === $careers_frontend_endpoints ) {
	return;
}

$careers_frontend_not_logged_in = isset( $attributes['notLoggedIn'] ) && '' !== trim( (string) $attributes['notLoggedIn'] )
	? sanitize_title( (string) $attributes['notLoggedIn'] )
	: (string) $careers_frontend_settings['persona_not_logged_in'];
$careers_frontend_count         = isset( $attributes['count'] ) && (int) $attributes['count'] > 0
	? min( 20, (int) $attributes['count'] )
	: (int) $careers_frontend_settings['persona_count'];
$careers_frontend_heading       = isset( $attributes['heading'] ) ? trim( (string) $attributes['heading'] ) : '';

// The signed-out persona's posts, rendered here: every visitor gets the
// same markup, so page caches keep it, and a visitor's page asks nothing.
$careers_frontend_visitor_items = '' === $careers_frontend_not_logged_in
	? array()
	: careers_frontend_persona_items( $careers_frontend_types, $careers_frontend_not_logged_in, $careers_frontend_count );

// Where the view script may ask, and for what, comes from the server's own
// config (block-instances.php), never from markup post content could forge.
$careers_frontend_wrapper = array(
	'id' => careers_frontend_block_instance(
		'persona-content',
		array(
			'endpoints'    => $careers_frontend_endpoints,
			'notLoggedIn'  => $careers_frontend_not_logged_in,
			'count'        => $careers_frontend_count,
			// The signed-out persona's list, for the view script to show again
			// (after a sign-out on the page, or for a candidate with no area).
			'visitorItems' => $careers_frontend_visitor_items,
		)
	),
);
careers_frontend_block_shared(
	'persona-content',
	array(
		'strings'  => careers_frontend_persona_strings( 20 ),
		'areas'    => careers_frontend_persona_areas(),
		// The view script asks only collections under it.
		'restRoot' => rest_url(),
	)
);
// Without a signed-out persona the block is for signed-in candidates only
// (spec §5): the first-paint CSS hides it from everyone else. A signed-in
// candidate without an area of interest gets, in the same room, a note
// inviting them to choose one, so the block never collapses after paint.
if ( '' === $careers_frontend_not_logged_in ) {
	$careers_frontend_wrapper['class'] = 'careers-when-signed-in';
}
?>
<div <?php echo get_block_wrapper_attributes( $careers_frontend_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escapes every attribute. ?>>
	<?php if ( '' !== $careers_frontend_heading ) : ?>
		<h2 class="wp-block-careers-frontend-persona-content__heading"><?php echo esc_html( $careers_frontend_heading ); ?></h2>
	<?php endif; ?>
	<div class="wp-block-careers-frontend-persona-content__body" data-careers-persona-body style="<?php echo esc_attr( '--careers-persona-rows:' . $careers_frontend_count ); ?>">
		<?php if ( '' !== $careers_frontend_not_logged_in && array() !== $careers_frontend_visitor_items ) : ?>
			<ul class="wp-block-careers-frontend-persona-content__list careers-when-signed-out">
				<?php foreach ( $careers_frontend_visitor_items as $careers_frontend_item ) : ?>
					<li><a href="<?php echo esc_url( $careers_frontend_item['link'] ); ?>"><?php echo careers_frontend_persona_title_html( $careers_frontend_item['title'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- htmlspecialchars of the decoded title. ?></a></li>
				<?php endforeach; ?>
			</ul>
		<?php elseif ( '' !== $careers_frontend_not_logged_in ) : ?>
			<p class="wp-block-careers-frontend-persona-content__status is-empty careers-when-signed-out"><?php esc_html_e( 'Nothing to show here yet.', 'careers-frontend' ); ?></p>
		<?php endif; ?>
		<p class="wp-block-careers-frontend-persona-content__status is-loading careers-when-signed-in"><?php esc_html_e( 'Loading content for you…', 'careers-frontend' ); ?></p>
	</div>
	<details class="wp-block-careers-frontend-persona-content__why">
		<summary><?php esc_html_e( 'Why am I seeing this?', 'careers-frontend' ); ?></summary>
		<div class="wp-block-careers-frontend-persona-content__why-body" data-careers-persona-why></div>
	</details>
</div>
