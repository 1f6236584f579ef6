<?php
/**
 * Settings → Careers: the menu item, the React settings page's script and
 * the data it starts from. Saving goes through the REST settings endpoint,
 * which validates against the option's schema (see includes/settings.php).
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

const CAREERS_FRONTEND_ADMIN_PAGE   = 'careers-frontend';
const CAREERS_FRONTEND_ADMIN_HANDLE = 'careers-frontend-admin-settings';

/**
 * URL of the settings page (block placeholders link to it).
 *
 * @return string
 */
function careers_frontend_settings_page_url() {
	return admin_url( 'options-general.php?page=' . CAREERS_FRONTEND_ADMIN_PAGE );
}

/**
 * Add Settings → Careers for users who can manage options.
 */
function careers_frontend_add_settings_page() {
	$hook = add_options_page(
		__( 'Careers settings', 'careers-frontend' ),
		__( 'Careers', 'careers-frontend' ),
		'manage_options',
		CAREERS_FRONTEND_ADMIN_PAGE,
		'careers_frontend_render_settings_page'
	);
	if ( $hook ) {
		add_action( 'load-' . $hook, 'careers_frontend_on_settings_page_load' );
	}
}
add_action( 'admin_menu', 'careers_frontend_add_settings_page' );

/**
 * Only the settings page loads the page's script.
 */
function careers_frontend_on_settings_page_load() {
	add_action( 'admin_enqueue_scripts', 'careers_frontend_enqueue_settings_page' );
}

/**
 * What the page starts from: the option's name, its schema (the page
 * validates with the server's own rules) and the saved values.
 *
 * @return array<string, mixed>
 */
function careers_frontend_settings_page_data() {
	return array(
		'option'         => CAREERS_FRONTEND_OPTION,
		'schema'         => careers_frontend_settings_schema(),
		'settings'       => careers_frontend_get_settings(),
		// The settings that load script, when this user may not change them.
		'locked'         => careers_frontend_locked_setting_keys(),
		// The site language's bot locale, and why; the connection test
		// asks the bot in it (includes/admin-bot-locale.php).
		'botLocale'      => careers_frontend_saved_bot_locale_report(),
		// "Set up on AWS" links the template the plugin ships.
		'awsTemplateUrl' => plugins_url( 'aws/recruiting-bot.template.json', CAREERS_FRONTEND_FILE ),
	);
}

/**
 * Load the page's script and styles, with its translations and data.
 */
function careers_frontend_enqueue_settings_page() {
	if ( ! careers_frontend_register_built_script( CAREERS_FRONTEND_ADMIN_HANDLE, 'admin/settings' ) ) {
		return;
	}
	wp_add_inline_script(
		CAREERS_FRONTEND_ADMIN_HANDLE,
		'window.careersFrontendAdmin = ' . careers_frontend_script_json( careers_frontend_settings_page_data() ) . ';',
		'before'
	);
	wp_set_script_translations( CAREERS_FRONTEND_ADMIN_HANDLE, 'careers-frontend', CAREERS_FRONTEND_DIR . '/languages' );
	wp_enqueue_script( CAREERS_FRONTEND_ADMIN_HANDLE );
	wp_enqueue_style( 'wp-components' );
	if ( file_exists( careers_frontend_build_path( 'admin/settings.css' ) ) ) {
		wp_enqueue_style(
			CAREERS_FRONTEND_ADMIN_HANDLE,
			plugins_url( 'build/admin/settings.css', CAREERS_FRONTEND_FILE ),
			array( 'wp-components' ),
			(string) filemtime( careers_frontend_build_path( 'admin/settings.css' ) )
		);
	}
}

/**
 * The page: a heading and the element the React page mounts into.
 */
function careers_frontend_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$built = file_exists( careers_frontend_build_path( 'admin/settings.asset.php' ) );
	?>
	<div class="wrap careers-frontend-settings">
		<h1><?php esc_html_e( 'Careers settings', 'careers-frontend' ); ?></h1>
		<div id="careers-frontend-settings-root">
			<?php if ( $built ) : ?>
				<p class="careers-frontend-settings__loading"><?php esc_html_e( 'Loading the settings…', 'careers-frontend' ); ?></p>
				<noscript><p><?php esc_html_e( 'This page needs JavaScript.', 'careers-frontend' ); ?></p></noscript>
			<?php else : ?>
				<div class="notice notice-error inline"><p><?php esc_html_e( 'The settings page is not built. Run npm run build in the plugin folder.', 'careers-frontend' ); ?></p></div>
			<?php endif; ?>
		</div>
	</div>
	<?php
}

/**
 * A "Settings" link next to Deactivate on the Plugins screen.
 *
 * @param array<string> $links Action links.
 * @return array<string>
 */
function careers_frontend_plugin_action_links( $links ) {
	if ( current_user_can( 'manage_options' ) ) {
		array_unshift(
			$links,
			sprintf( '<a href="%s">%s</a>', esc_url( careers_frontend_settings_page_url() ), esc_html__( 'Settings', 'careers-frontend' ) )
		);
	}
	return $links;
}
add_filter( 'plugin_action_links_' . plugin_basename( CAREERS_FRONTEND_FILE ), 'careers_frontend_plugin_action_links' );
