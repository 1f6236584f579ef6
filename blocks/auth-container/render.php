<?php
/**
 * Server render of the candidate state container. Pages are cached, so the
 * markup never depends on the candidate: the class `careers-when-{state}`
 * lets the first-paint CSS show the container only to its audience, and the
 * view script fills the greeting.
 *
 * @package CareersFrontend
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var string               $content    Inner blocks' HTML.
 */

defined( 'ABSPATH' ) || exit;

$careers_frontend_state    = ( isset( $attributes['state'] ) && 'signed-out' === $attributes['state'] ) ? 'signed-out' : 'signed-in';
$careers_frontend_greeting = isset( $attributes['greeting'] ) ? trim( (string) $attributes['greeting'] ) : '';
$careers_frontend_message  = isset( $attributes['loggedOutMessage'] ) ? trim( (string) $attributes['loggedOutMessage'] ) : '';
$careers_frontend_login    = careers_frontend_language_path( '/profile/login/' );
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'careers-when-' . $careers_frontend_state ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escapes every attribute. ?>>
	<?php if ( 'signed-in' === $careers_frontend_state && '' !== $careers_frontend_greeting ) : ?>
		<p class="wp-block-careers-frontend-auth-container__greeting" data-careers-greeting="<?php echo esc_attr( $careers_frontend_greeting ); ?>"></p>
	<?php endif; ?>
	<?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inner blocks are already rendered and escaped. ?>
	<?php if ( 'signed-out' === $careers_frontend_state ) : ?>
		<?php if ( '' !== $careers_frontend_message ) : ?>
			<p class="wp-block-careers-frontend-auth-container__message"><?php echo esc_html( $careers_frontend_message ); ?></p>
		<?php else : ?>
			<p class="wp-block-careers-frontend-auth-container__sign-in"><a href="<?php echo esc_url( $careers_frontend_login ); ?>" data-careers-sign-in><?php esc_html_e( 'Sign in', 'careers-frontend' ); ?></a></p>
		<?php endif; ?>
	<?php endif; ?>
</div>
