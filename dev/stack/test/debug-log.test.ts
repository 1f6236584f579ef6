/** @jest-environment node */

/**
 * Internal dependencies
 */
import { pluginLogLines, type PluginFolders } from '../debug-log';

// A newcomer's clone: `git clone` names the folder careers-frontend, the
// e2e stack's WordPress lives inside it, and the stack links the checkout in
// as the plugin (PHP then names the plugin's files by the checkout's path).
const CHECKOUT = '/home/dev/careers-frontend';
const WORDPRESS = `${ CHECKOUT }/.local/e2e-i35/wordpress`;
const FOLDERS: PluginFolders = {
	installed: `${ WORDPRESS }/wp-content/plugins/careers-frontend`,
	resolved: CHECKOUT,
	shipped: [ 'careers-frontend.php', 'uninstall.php', 'includes/', 'build/' ],
};

const STAMP = '[27-Nov-2026 18:20:24 UTC]';
// WordPress 7.1.4's own warning, word for word, when WordPress.org cannot be
// reached (only the folder differs from the line it wrote on this machine).
const CORE_UPDATE_WARNING = `${ STAMP } PHP Warning:  wp_version_check(): An unexpected error occurred. Something may be wrong with WordPress.org or this server&#8217;s configuration. If you continue to have problems, please try the <a href="https://wordpress.org/support/forums/">support forums</a>. (WordPress could not establish a secure connection to WordPress.org. Please contact your server administrator.) in ${ WORDPRESS }/wp-includes/functions.php on line 6121`;

describe( 'pluginLogLines', () => {
	it( 'leaves out core’s warnings although the checkout is named careers-frontend', () => {
		const log = [
			CORE_UPDATE_WARNING,
			CORE_UPDATE_WARNING.replace(
				'wp_version_check',
				'wp_update_plugins'
			),
			`${ STAMP } PHP Deprecated:  Creation of dynamic property WP_Thing::$x is deprecated in ${ WORDPRESS }/wp-includes/class-wp-thing.php on line 12`,
			`${ STAMP } PHP Stack trace:`,
			`${ STAMP } PHP   1. {main}() ${ WORDPRESS }/index.php:0`,
			'#0 ' +
				`${ WORDPRESS }/wp-includes/class-wp-hook.php(324): do_action('init')`,
			'',
		].join( '\n' );

		expect( pluginLogLines( log, FOLDERS ) ).toEqual( [] );
	} );

	it( 'leaves out the stack’s own files in the checkout (its mu-plugins, scripts)', () => {
		const log = `${ STAMP } PHP Warning:  Undefined variable $x in ${ CHECKOUT }/dev/wordpress/mu-plugins/careers-dev-site.php on line 9`;

		expect( pluginLogLines( log, FOLDERS ) ).toEqual( [] );
	} );

	it( 'keeps a line from the plugin’s files, where PHP resolved the link or not', () => {
		const resolved = `${ STAMP } PHP Warning:  Undefined array key "x" in ${ CHECKOUT }/includes/settings.php on line 40`;
		const installed = `${ STAMP } PHP Warning:  Undefined array key "x" in ${ WORDPRESS }/wp-content/plugins/careers-frontend/includes/settings.php on line 40`;
		const main = `${ STAMP } PHP Notice:  Undefined index in ${ CHECKOUT }/careers-frontend.php on line 3`;
		const frame = `#1 ${ CHECKOUT }/includes/blocks.php(20): register_block_type('/home/dev/...')`;

		expect(
			pluginLogLines(
				[ CORE_UPDATE_WARNING, resolved, installed, main, frame ].join(
					'\n'
				),
				FOLDERS
			)
		).toEqual( [ resolved, installed, main, frame ] );
	} );

	it( 'keeps core’s notice about the plugin, which core writes from its own file', () => {
		const notice = `${ STAMP } PHP Notice:  Function _load_textdomain_just_in_time was called <strong>incorrectly</strong>. Translation loading for the <code>careers-frontend</code> domain was triggered too early. in ${ WORDPRESS }/wp-includes/functions.php on line 6121`;
		const option = `${ STAMP } WordPress database error Table 'wp.wp_options' doesn't exist for query SELECT option_value FROM wp_options WHERE option_name = 'careers_frontend_settings'`;

		expect(
			pluginLogLines(
				[ CORE_UPDATE_WARNING, notice, option ].join( '\n' ),
				FOLDERS
			)
		).toEqual( [ notice, option ] );
	} );

	it( 'keeps a line from the plugin’s files in a checkout with another name', () => {
		// CI's clone: a plugin warning names neither careers-frontend nor
		// careers_frontend, only the checkout's resolved path.
		const folders: PluginFolders = {
			installed:
				'/ci/repo/.local/e2e/wordpress/wp-content/plugins/careers-frontend',
			resolved: '/ci/repo',
			shipped: [ 'includes/' ],
		};
		const warning = `${ STAMP } PHP Warning:  Undefined array key "x" in /ci/repo/includes/settings.php on line 40`;

		expect(
			pluginLogLines(
				[
					warning,
					`${ STAMP } PHP Warning:  Oops in /ci/repo/.local/e2e/wordpress/wp-includes/functions.php on line 1`,
				].join( '\n' ),
				folders
			)
		).toEqual( [ warning ] );
	} );
} );
