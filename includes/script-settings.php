<?php
/**
 * Settings whose value the browser runs as script (the schema's
 * `loadedAsScript`): the job API answers by JSONP, so its reply runs in the
 * page, and the Google Maps script URL is loaded as a `<script>`. Whoever
 * sets them decides what script every visitor runs, which WordPress grants
 * only with `unfiltered_html`. On a network, a site's administrator has
 * `manage_options` but not `unfiltered_html` (only super admins do), so
 * such an administrator can change the other settings but not these: the
 * saved value stays, and the REST answer and the settings page say why.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

const CAREERS_FRONTEND_SCRIPT_SETTING_ERROR = 'careers_frontend_unfiltered_html_required';

/**
 * The settings whose value the browser runs as script.
 *
 * @return array<string>
 */
function careers_frontend_script_setting_keys() {
	return careers_frontend_setting_key_list( 'loadedAsScript' );
}

/**
 * Whether the current user may change the settings that load script. Code
 * running with no user (WP-CLI without --user, cron, an installer) already
 * runs on the server, and may.
 *
 * @return bool
 */
function careers_frontend_can_change_script_settings() {
	return ! is_user_logged_in() || current_user_can( 'unfiltered_html' );
}

/**
 * The settings that load script which this user may not change (empty
 * when they may change them all).
 *
 * @return array<string>
 */
function careers_frontend_locked_setting_keys() {
	return careers_frontend_can_change_script_settings() ? array() : careers_frontend_script_setting_keys();
}

/**
 * Why a setting cannot be changed, in one sentence.
 *
 * @param string $key Setting key.
 * @return string
 */
function careers_frontend_locked_setting_message( $key ) {
	return sprintf(
		/* translators: %s: the setting, as the REST API names it, e.g. careers_frontend_settings[job_api_base]. */
		__( '%s can be changed only by a user allowed to add unfiltered HTML (on a network, a super admin): the browser runs what it loads as script on every page.', 'careers-frontend' ),
		CAREERS_FRONTEND_OPTION . '[' . $key . ']'
	);
}

/**
 * Of the submitted settings, the locked ones whose value differs from the
 * saved one.
 *
 * @param array<string, mixed> $input Submitted settings.
 * @return array<string>
 */
function careers_frontend_locked_changes( array $input ) {
	$schema  = careers_frontend_settings_schema();
	$saved   = careers_frontend_get_settings();
	$changed = array();
	foreach ( careers_frontend_locked_setting_keys() as $key ) {
		if ( array_key_exists( $key, $input ) && isset( $schema[ $key ] ) && careers_frontend_sanitize_field( $input[ $key ], $schema[ $key ] ) !== $saved[ $key ] ) {
			$changed[] = $key;
		}
	}
	return $changed;
}

/**
 * The saved values of the locked settings, over what was submitted (the
 * option's sanitiser applies it on every path: REST, options.php, code
 * running for the user), each refusal reported as a settings error.
 *
 * @param array<string, mixed> $input Submitted settings.
 * @return array<string, mixed>
 */
function careers_frontend_keep_locked_settings( array $input ) {
	$saved = careers_frontend_get_settings();
	foreach ( careers_frontend_locked_changes( $input ) as $key ) {
		$input[ $key ] = $saved[ $key ];
		if ( function_exists( 'add_settings_error' ) ) {
			add_settings_error( CAREERS_FRONTEND_OPTION, 'locked_' . $key, careers_frontend_locked_setting_message( $key ) );
		}
	}
	return $input;
}

/**
 * Whether a REST request reached the settings endpoint: WordPress matches a
 * route without regard to case (`POST /wp/v2/Settings` updates the
 * settings too), so the route is compared so, and any route whose handler
 * is the settings controller counts.
 *
 * @param array<string, mixed> $handler Route handler.
 * @param WP_REST_Request      $request The request.
 * @return bool
 */
function careers_frontend_is_settings_route( $handler, $request ) {
	$callback = is_array( $handler ) ? ( $handler['callback'] ?? null ) : null;
	if ( is_array( $callback ) && ( $callback[0] ?? null ) instanceof WP_REST_Settings_Controller ) {
		return true;
	}
	return 0 === strcasecmp( untrailingslashit( (string) $request->get_route() ), '/wp/v2/settings' );
}

/**
 * Refuse a REST settings update that changes a locked setting, naming each
 * (as `rest_invalid_param` does), so nothing is saved and the caller knows
 * why. Runs after the schema's own validation, before the endpoint's
 * permission check.
 *
 * @param WP_REST_Response|WP_HTTP_Response|WP_Error|mixed $response Result so far.
 * @param array<string, mixed>                             $handler  Route handler.
 * @param WP_REST_Request                                  $request  The request.
 * @return WP_REST_Response|WP_HTTP_Response|WP_Error|mixed
 */
function careers_frontend_refuse_locked_settings( $response, $handler, $request ) {
	// Others are refused by the endpoint's own permission check, after this.
	if ( is_wp_error( $response ) || ! careers_frontend_is_settings_route( $handler, $request ) || 'GET' === $request->get_method() || ! current_user_can( 'manage_options' ) ) {
		return $response;
	}
	$input   = $request->get_param( CAREERS_FRONTEND_OPTION );
	$changed = is_array( $input ) ? careers_frontend_locked_changes( $input ) : array();
	if ( ! $changed ) {
		return $response;
	}
	$params = array();
	foreach ( $changed as $key ) {
		$params[ $key ] = careers_frontend_locked_setting_message( $key );
	}
	return new WP_Error(
		CAREERS_FRONTEND_SCRIPT_SETTING_ERROR,
		__( 'Nothing was saved: only a user allowed to add unfiltered HTML (on a network, a super admin) can change the job API base URL or the Google Maps script URL, because the browser runs what they load as script on every page.', 'careers-frontend' ),
		array(
			'status' => 403,
			'params' => $params,
		)
	);
}
add_filter( 'rest_request_before_callbacks', 'careers_frontend_refuse_locked_settings', 10, 3 );
