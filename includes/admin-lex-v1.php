<?php
/**
 * Lex V1 as what it is: AWS ended it on 15 September 2025 ("End of support
 * notice: On September 15, 2025, AWS will discontinue support for Amazon
 * Lex V1"). A site still set to V1 keeps its chat, and its administrators
 * see a notice on every admin screen but Settings → Careers (whose field
 * says the same) until they dismiss it.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

const CAREERS_FRONTEND_LEX_V1_DISMISSED = 'careers_frontend_lex_v1_notice_dismissed';
const CAREERS_FRONTEND_LEX_V1_DISMISS   = 'careers_frontend_dismiss_lex_v1_notice';

/**
 * Whether this user should see the notice here: one who can change the
 * settings, on a site set to Lex V1, who has not dismissed it.
 *
 * @return bool
 */
function careers_frontend_lex_v1_notice_due() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return false;
	}
	$settings = careers_frontend_get_settings();
	if ( 'v1' !== ( $settings['bot_version'] ?? 'v2' ) ) {
		return false;
	}
	if ( get_user_meta( get_current_user_id(), CAREERS_FRONTEND_LEX_V1_DISMISSED, true ) ) {
		return false;
	}
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	return ! ( $screen && 'settings_page_' . CAREERS_FRONTEND_ADMIN_PAGE === $screen->id );
}

/**
 * The notice: what happened, that the chat still works, where to change
 * it, and a link that dismisses it for this user.
 */
function careers_frontend_lex_v1_notice() {
	if ( ! careers_frontend_lex_v1_notice_due() ) {
		return;
	}
	$dismiss = wp_nonce_url(
		admin_url( 'admin-post.php?action=' . CAREERS_FRONTEND_LEX_V1_DISMISS ),
		CAREERS_FRONTEND_LEX_V1_DISMISS
	);
	?>
	<div class="notice notice-warning careers-frontend-lex-v1-notice">
		<p>
			<strong><?php esc_html_e( 'Careers: the chat still talks to a Lex V1 bot.', 'careers-frontend' ); ?></strong>
			<?php esc_html_e( 'AWS ended Amazon Lex V1 on 15 September 2025, and Lex V2 is the default. The chat keeps working only as long as the V1 bot answers: move it to Lex V2.', 'careers-frontend' ); ?>
		</p>
		<p>
			<a href="<?php echo esc_url( careers_frontend_settings_page_url() ); ?>"><?php esc_html_e( 'Open Settings → Careers', 'careers-frontend' ); ?></a>
			|
			<a href="<?php echo esc_url( $dismiss ); ?>"><?php esc_html_e( 'Dismiss this notice', 'careers-frontend' ); ?></a>
		</p>
	</div>
	<?php
}
add_action( 'admin_notices', 'careers_frontend_lex_v1_notice' );

/**
 * The dismiss link: for this user only, then back where they were.
 */
function careers_frontend_dismiss_lex_v1_notice() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'careers-frontend' ), 403 );
	}
	check_admin_referer( CAREERS_FRONTEND_LEX_V1_DISMISS );
	update_user_meta( get_current_user_id(), CAREERS_FRONTEND_LEX_V1_DISMISSED, '1' );
	wp_safe_redirect( wp_get_referer() ? wp_get_referer() : admin_url() );
	exit;
}
add_action( 'admin_post_' . CAREERS_FRONTEND_LEX_V1_DISMISS, 'careers_frontend_dismiss_lex_v1_notice' );
