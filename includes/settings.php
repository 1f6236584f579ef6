<?php
/**
 * The plugin's one option: schema, defaults, sanitising and registration.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

const CAREERS_FRONTEND_OPTION = 'careers_frontend_settings';

/**
 * Every setting with its JSON schema, read once from settings.schema.json
 * (the file the TypeScript types, defaults and settings page come from).
 *
 * @return array<string, array<string, mixed>>
 */
function careers_frontend_settings_schema() {
	$properties = careers_frontend_settings_file()['properties'] ?? array();
	return is_array( $properties ) ? $properties : array();
}

/**
 * The settings file as decoded once.
 *
 * @return array<string, mixed>
 */
function careers_frontend_settings_file() {
	static $schema = null;
	if ( null === $schema ) {
		$decoded = wp_json_file_decode( __DIR__ . '/settings.schema.json', array( 'associative' => true ) );
		$schema  = is_array( $decoded ) ? $decoded : array();
	}
	return $schema;
}

/**
 * A list of setting names from the schema file (`everyPage`, `chatWindow`).
 *
 * @param string $list_name The list's name.
 * @return array<string>
 */
function careers_frontend_setting_key_list( $list_name ) {
	$keys = careers_frontend_settings_file()[ $list_name ] ?? array();
	return is_array( $keys ) ? array_values( array_filter( $keys, 'is_string' ) ) : array();
}

/**
 * Of some settings, those whose value differs from the default: the
 * scripts that read them have the defaults (the schema's), so a page
 * carries only what a site changed.
 *
 * @param array<string, mixed> $settings Settings (the page config's).
 * @param array<string>        $keys     Which to consider.
 * @return array<string, mixed>
 */
function careers_frontend_settings_differing_from_defaults( $settings, $keys ) {
	$defaults = careers_frontend_default_settings();
	$printed  = array();
	foreach ( $keys as $key ) {
		if ( array_key_exists( $key, $settings ) && ( ! array_key_exists( $key, $defaults ) || $defaults[ $key ] !== $settings[ $key ] ) ) {
			$printed[ $key ] = $settings[ $key ];
		}
	}
	return $printed;
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
	$input = careers_frontend_keep_locked_settings( is_array( $input ) ? $input : array() );
	return careers_frontend_sanitize_values( $input, careers_frontend_get_settings(), true );
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
