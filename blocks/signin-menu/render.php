<?php
/**
 * Server render of the sign-in menu. Pages are cached, so both submenus are
 * printed: CSS shows the one matching the root element's candidate state
 * and the view script keeps it in step. The modals wrap the profile app's
 * pages in a frame, loaded only when opened.
 *
 * @package CareersFrontend
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

$careers_frontend_settings = careers_frontend_get_settings();
$careers_frontend_urls     = array(
	'login'   => careers_frontend_language_path( '/profile/login/' ),
	'join'    => careers_frontend_language_path( '/profile/join/' ),
	'profile' => careers_frontend_language_path( '/profile/' ),
);
$careers_frontend_label    = static function ( $key, $fallback ) use ( $attributes ) {
	$value = isset( $attributes[ $key ] ) ? trim( (string) $attributes[ $key ] ) : '';
	return '' === $value ? $fallback : $value;
};

$careers_frontend_dialogs = array();
if ( $careers_frontend_settings['signin_modal'] ) {
	$careers_frontend_dialogs['sign-in'] = array(
		'title' => __( 'Sign in', 'careers-frontend' ),
		'src'   => $careers_frontend_urls['login'],
	);
}
if ( $careers_frontend_settings['lead_capture_modal'] ) {
	$careers_frontend_dialogs['lead-capture'] = array(
		'title' => __( 'Create a profile', 'careers-frontend' ),
		'src'   => $careers_frontend_urls['join'],
	);
}
// The modals' pages go in the server's own config, not the markup.
$careers_frontend_id = careers_frontend_block_instance(
	'signin-menu',
	array(
		'dialogs' => (object) array_map(
			static function ( $dialog ) {
				return $dialog['src'];
			},
			$careers_frontend_dialogs
		),
	)
);
?>
<div
<?php
echo get_block_wrapper_attributes( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escapes every attribute.
	array(
		// Until the view script wires it (style.scss): see there.
		'id'                      => $careers_frontend_id,
		'class'                   => 'is-loading',
		'data-signed-in-message'  => __( 'You are signed in.', 'careers-frontend' ),
		'data-signed-out-message' => __( 'You are signed out.', 'careers-frontend' ),
	)
);
?>
>
	<nav class="wp-block-careers-frontend-signin-menu__nav" aria-label="<?php esc_attr_e( 'Candidate profile', 'careers-frontend' ); ?>">
		<div class="wp-block-careers-frontend-signin-menu__group careers-when-signed-out" data-careers-menu-group="signed-out">
			<button type="button" class="wp-block-careers-frontend-signin-menu__toggle" aria-expanded="false" aria-controls="<?php echo esc_attr( $careers_frontend_id . '-signed-out' ); ?>">
				<?php echo esc_html( $careers_frontend_label( 'signedOutLabel', __( 'Sign in', 'careers-frontend' ) ) ); ?>
			</button>
			<ul class="wp-block-careers-frontend-signin-menu__submenu" id="<?php echo esc_attr( $careers_frontend_id . '-signed-out' ); ?>" hidden>
				<li><a class="wp-block-careers-frontend-signin-menu__item" href="<?php echo esc_url( $careers_frontend_urls['login'] ); ?>" data-careers-sign-in><?php esc_html_e( 'Already have a profile?', 'careers-frontend' ); ?></a></li>
				<li><a class="wp-block-careers-frontend-signin-menu__item" href="<?php echo esc_url( $careers_frontend_urls['join'] ); ?>" data-careers-join><?php esc_html_e( 'Create a profile', 'careers-frontend' ); ?></a></li>
			</ul>
		</div>
		<div class="wp-block-careers-frontend-signin-menu__group careers-when-signed-in" data-careers-menu-group="signed-in">
			<button type="button" class="wp-block-careers-frontend-signin-menu__toggle" aria-expanded="false" aria-controls="<?php echo esc_attr( $careers_frontend_id . '-signed-in' ); ?>">
				<?php echo esc_html( $careers_frontend_label( 'signedInLabel', __( 'My account', 'careers-frontend' ) ) ); ?>
			</button>
			<ul class="wp-block-careers-frontend-signin-menu__submenu" id="<?php echo esc_attr( $careers_frontend_id . '-signed-in' ); ?>" hidden>
				<li><a class="wp-block-careers-frontend-signin-menu__item" href="<?php echo esc_url( $careers_frontend_urls['profile'] ); ?>"><?php esc_html_e( 'My profile', 'careers-frontend' ); ?></a></li>
				<li><button type="button" class="wp-block-careers-frontend-signin-menu__item" data-careers-sign-out><?php esc_html_e( 'Log out', 'careers-frontend' ); ?></button></li>
			</ul>
		</div>
	</nav>
	<?php foreach ( $careers_frontend_dialogs as $careers_frontend_name => $careers_frontend_dialog ) : ?>
		<?php $careers_frontend_title_id = $careers_frontend_id . '-' . $careers_frontend_name . '-title'; ?>
		<dialog class="wp-block-careers-frontend-signin-menu__dialog" data-careers-dialog="<?php echo esc_attr( $careers_frontend_name ); ?>" aria-labelledby="<?php echo esc_attr( $careers_frontend_title_id ); ?>">
			<div class="wp-block-careers-frontend-signin-menu__dialog-box">
				<div class="wp-block-careers-frontend-signin-menu__dialog-header">
					<h2 class="wp-block-careers-frontend-signin-menu__dialog-title" id="<?php echo esc_attr( $careers_frontend_title_id ); ?>"><?php echo esc_html( $careers_frontend_dialog['title'] ); ?></h2>
					<button type="button" class="wp-block-careers-frontend-signin-menu__dialog-close" data-careers-dialog-close><?php esc_html_e( 'Close', 'careers-frontend' ); ?></button>
				</div>
				<?php // Where the page's frame goes as the dialog opens (modal-dialog.ts): an empty frame costs a page's load tens of milliseconds. ?>
				<div data-careers-dialog-frame hidden></div>
				<div class="wp-block-careers-frontend-signin-menu__dialog-footer">
					<button type="button" class="wp-block-careers-frontend-signin-menu__dialog-cancel" data-careers-dialog-close><?php esc_html_e( 'Cancel', 'careers-frontend' ); ?></button>
				</div>
			</div>
		</dialog>
	<?php endforeach; ?>
</div>
