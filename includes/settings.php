<?php
/**
 * The plugin's one option: schema, defaults, sanitising and registration.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

const CAREERS_FRONTEND_OPTION = 'careers_frontend_settings';

/** https, or http on a loopback host only (see the endpoint fields). */
const CAREERS_FRONTEND_ENDPOINT_PATTERN = '^$|^https://[^\\s<>"\']+$|^http://(localhost|127(\\.[0-9]{1,3}){3}|\\[::1\\])(:[0-9]{1,5})?([/?#][^\\s<>"\']*)?$';

/** Identity pool ids look like `us-east-1:0f1e…` (region, colon, UUID). */
const CAREERS_FRONTEND_POOL_PATTERN = '^$|^[a-z]{2}(-[a-z]+)+-[0-9]:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * Every setting with its JSON schema. Defaults mirror src/settings/defaults.ts.
 *
 * @return array<string, array<string, mixed>>
 */
function careers_frontend_settings_schema() {
	$string = static function ( $default, $extra = array() ) {
		return array_merge(
			array(
				'type'    => 'string',
				'default' => $default,
			),
			$extra
		);
	};
	$url    = static function ( $default = '' ) use ( $string ) {
		return $string(
			$default,
			array(
				'format'  => 'uri',
				'pattern' => '^$|^https?://[^\\s<>"\']+$',
			)
		);
	};
	$flag   = static function ( $default ) {
		return array(
			'type'    => 'boolean',
			'default' => $default,
		);
	};
	$int    = static function ( $default, $min, $max ) {
		return array(
			'type'    => 'integer',
			'default' => $default,
			'minimum' => $min,
			'maximum' => $max,
		);
	};
	// An address the browser calls or loads code from: https only, except
	// on this computer (the local stand-ins), where http is the norm.
	$endpoint = static function () use ( $string ) {
		return $string(
			'',
			array(
				'format'  => 'uri',
				'pattern' => CAREERS_FRONTEND_ENDPOINT_PATTERN,
			)
		);
	};
	// One leading slash: `//host` would leave the site.
	$path   = $string( '', array( 'pattern' => '^(/(?![/\\\\])[^\s<>"\\\\]*)?$' ) );
	$pool   = $string( '', array( 'pattern' => CAREERS_FRONTEND_POOL_PATTERN ) );
	$token  = $string( '', array( 'pattern' => '^[0-9A-Za-z._:-]*$' ) );

	return array(
		'organization_name'         => $string( 'careers', array( 'pattern' => '^[0-9A-Za-z_-]{1,64}$' ) ),
		'language'                  => $string( 'en', array( 'pattern' => '^[a-z]{2}(-[a-z]{2})?$' ) ),
		'ats_url'                   => $endpoint(),
		'sso_enabled'               => $flag( false ),
		'sso_logout_url'            => $url(),
		'signin_modal'              => $flag( true ),
		'lead_capture_modal'        => $flag( true ),
		'logout_skip_redirect'      => $flag( false ),
		'logout_destination'        => $url(),
		'logout_to_home'            => $flag( true ),
		'persona_post_types'        => $string( 'post', array( 'pattern' => '^[a-z0-9_-]+(\s*,\s*[a-z0-9_-]+)*$' ) ),
		'persona_not_logged_in'     => $string( '', array( 'pattern' => '^[a-z0-9_-]*$' ) ),
		'persona_count'             => $int( 5, 1, 20 ),
		'bot_version'               => $string( 'v2', array( 'enum' => array( 'v2', 'v1' ) ) ),
		'bot_id'                    => array_merge( $token, array( 'maxLength' => 10 ) ),
		'bot_alias_id'              => array_merge( $token, array( 'maxLength' => 10 ) ),
		'bot_locale'                => $string( 'en_US', array( 'pattern' => '^[a-z]{2}_[A-Z]{2}$' ) ),
		'bot_locale_map'            => $string( '', array( 'pattern' => '^$|^[a-z]{2}_[A-Z]{2}=[a-z]{2}_[A-Z]{2}(\\s*,\\s*[a-z]{2}_[A-Z]{2}=[a-z]{2}_[A-Z]{2})*$' ) ),
		'bot_name'                  => array_merge( $token, array( 'maxLength' => 50 ) ),
		'bot_alias'                 => array_merge( $token, array( 'maxLength' => 100 ) ),
		'environment'               => $string( 'production', array( 'enum' => array( 'production', 'development' ) ) ),
		'identity_pool_production'  => $pool,
		'identity_pool_development' => $pool,
		'region'                    => $string( 'us-east-1', array( 'pattern' => '^[a-z]{2}(-[a-z]+)+-[0-9]$' ) ),
		'cognito_endpoint'          => $endpoint(),
		'lex_endpoint'              => $endpoint(),
		'app_id'                    => $string( '', array( 'maxLength' => 200 ) ),
		'job_api_base'              => $endpoint(),
		'job_detail_path'           => array_merge( $path, array( 'default' => '/job' ) ),
		'job_search_path'           => array_merge( $path, array( 'default' => '/jobs' ) ),
		'max_jobs'                  => $int( 5, 0, 50 ),
		'no_jobs'                   => $string( 'No matching jobs right now. {link}', array( 'maxLength' => 500 ) ),
		'ai_delay'                  => $int( 400, 0, 5000 ),
		'markdown'                  => $flag( true ),
		'link_target'               => $string( '_blank', array( 'enum' => array( '_blank', '_self' ) ) ),
		'maps_provider'             => $string( 'google', array( 'enum' => array( 'google', 'here' ) ) ),
		'maps_api_key'              => $string( '', array( 'pattern' => '^[0-9A-Za-z_-]*$' ) ),
		'maps_script_url'           => $endpoint(),
		'here_geocode_url'          => $endpoint(),
		'debug'                     => $flag( false ),
	);
}

/**
 * Default value of every setting.
 *
 * @return array<string, mixed>
 */
function careers_frontend_default_settings() {
	return array_map(
		static function ( $field ) {
			return $field['default'];
		},
		careers_frontend_settings_schema()
	);
}

/**
 * The saved settings merged over the defaults, each sanitised again so a
 * hand-edited option can never reach the page unchecked.
 *
 * @return array<string, mixed>
 */
function careers_frontend_get_settings() {
	$saved = get_option( CAREERS_FRONTEND_OPTION, array() );
	return careers_frontend_sanitize_values( is_array( $saved ) ? $saved : array(), careers_frontend_default_settings() );
}

/**
 * Coerce one value to its field's schema; null when it does not fit.
 *
 * @param mixed                $value Raw value.
 * @param array<string, mixed> $field Schema of the field.
 * @return mixed|null
 */
function careers_frontend_sanitize_field( $value, $field ) {
	if ( 'boolean' === $field['type'] ) {
		return rest_sanitize_boolean( $value );
	}
	if ( 'integer' === $field['type'] ) {
		if ( ! is_numeric( $value ) ) {
			return null;
		}
		$number = (int) $value;
		return ( $number < $field['minimum'] || $number > $field['maximum'] ) ? null : $number;
	}
	if ( ! is_scalar( $value ) ) {
		return null;
	}
	// Free text (no pattern, format or enum) is kept as typed: it is always
	// escaped on output, and stripping tags would lose a candidate-facing
	// text such as "jobs < 5 miles away".
	$is_free_text = ! isset( $field['pattern'] ) && ! isset( $field['format'] ) && ! isset( $field['enum'] );
	$text         = $is_free_text
		? trim( (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/', '', wp_check_invalid_utf8( (string) $value ) ) )
		: trim( sanitize_text_field( (string) $value ) );
	if ( isset( $field['format'] ) && 'uri' === $field['format'] ) {
		if ( '' === $text ) {
			return '';
		}
		$url  = esc_url_raw( $text, array( 'http', 'https' ) );
		$host = wp_parse_url( $url, PHP_URL_HOST );
		if ( '' === $url || empty( $host ) ) {
			return null;
		}
		return isset( $field['pattern'] ) && ! preg_match( '#' . str_replace( '#', '\#', $field['pattern'] ) . '#', $url ) ? null : $url;
	}
	if ( isset( $field['enum'] ) && ! in_array( $text, $field['enum'], true ) ) {
		return null;
	}
	if ( isset( $field['pattern'] ) && ! preg_match( '#' . str_replace( '#', '\#', $field['pattern'] ) . '#', $text ) ) {
		return null;
	}
	if ( isset( $field['maxLength'] ) && mb_strlen( $text ) > $field['maxLength'] ) {
		return null;
	}
	return $text;
}

/**
 * Sanitise a whole settings array, keeping the fallback value of any field
 * that does not fit (and reporting it when $report is set).
 *
 * @param array<string, mixed> $input    Submitted values.
 * @param array<string, mixed> $fallback Values kept for invalid or missing fields.
 * @param bool                 $report   Add a settings error per refused field.
 * @return array<string, mixed>
 */
function careers_frontend_sanitize_values( $input, $fallback, $report = false ) {
	$clean = array();
	foreach ( careers_frontend_settings_schema() as $key => $field ) {
		if ( ! array_key_exists( $key, $input ) ) {
			$clean[ $key ] = $fallback[ $key ];
			continue;
		}
		$value = careers_frontend_sanitize_field( $input[ $key ], $field );
		if ( null === $value ) {
			$clean[ $key ] = $fallback[ $key ];
			if ( $report && function_exists( 'add_settings_error' ) ) {
				/* translators: %s: setting name. */
				add_settings_error( CAREERS_FRONTEND_OPTION, 'invalid_' . $key, sprintf( __( 'The value for %s is not valid and was not saved.', 'careers-frontend' ), $key ) );
			}
			continue;
		}
		$clean[ $key ] = $value;
	}
	return $clean;
}

/**
 * The option's sanitize callback.
 *
 * @param mixed $input Submitted option value.
 * @return array<string, mixed>
 */
function careers_frontend_sanitize_settings( $input ) {
	return careers_frontend_sanitize_values( is_array( $input ) ? $input : array(), careers_frontend_get_settings(), true );
}

/**
 * Register the option with its full schema, so the REST settings endpoint
 * validates every field and only `manage_options` users can change it.
 */
function careers_frontend_register_settings() {
	register_setting(
		'careers_frontend',
		CAREERS_FRONTEND_OPTION,
		array(
			'type'              => 'object',
			'description'       => __( 'Careers Frontend settings', 'careers-frontend' ),
			'default'           => careers_frontend_default_settings(),
			'sanitize_callback' => 'careers_frontend_sanitize_settings',
			'show_in_rest'      => array(
				'schema' => array(
					'type'                 => 'object',
					'properties'           => careers_frontend_settings_schema(),
					'additionalProperties' => false,
				),
			),
		)
	);
}
add_action( 'init', 'careers_frontend_register_settings' );
