<?php
/**
 * Server render of the candidate state container. Pages are cached, so the
 * markup never depends on the candidate: CSS and the runtime pick the state.
 *
 * @package CareersFrontend
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var string               $content    Inner blocks' HTML.
 */

defined( 'ABSPATH' ) || exit;

$careers_frontend_state = ( isset( $attributes['state'] ) && 'signed-out' === $attributes['state'] ) ? 'signed-out' : 'signed-in';
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'careers-when-' . $careers_frontend_state, 'data-careers-state' => $careers_frontend_state ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>>
	<?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inner blocks are already rendered and escaped. ?>
</div>
