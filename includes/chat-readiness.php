<?php
/**
 * Whether candidates see the chat, and which settings it still needs (the
 * chat block's render, the settings page).
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether the chat can work: a bot (V2 id and alias id, or V1 name and
 * alias) and the identity pool of the configured environment, without
 * which every message could only fail with 'Credentials are not
 * configured', and a job API to search.
 *
 * @param array<string, mixed> $settings The plugin settings.
 * @return bool
 */
function careers_frontend_chat_is_configured( array $settings ) {
	return array() === careers_frontend_chat_missing_settings( $settings );
}

/**
 * The chat's settings that are empty or unusable: a bot (V2's id and alias
 * id, V1's name and alias), the configured environment's identity pool,
 * and a job API base the sanitiser would keep as it is (an absolute https
 * URL; http only on this computer). An empty base would make the chat load
 * `job?…` from the page's own address as a script. The same rule in
 * TypeScript: src/settings/chat-readiness.ts.
 *
 * @param array<string, mixed> $settings Sanitised settings.
 * @return array<string> Setting names, in the settings page's order.
 */
function careers_frontend_chat_missing_settings( array $settings ) {
	$needed   = 'v1' === ( $settings['bot_version'] ?? '' ) ? array( 'bot_name', 'bot_alias' ) : array( 'bot_id', 'bot_alias_id' );
	$needed[] = 'production' === ( $settings['environment'] ?? '' ) ? 'identity_pool_production' : 'identity_pool_development';
	$missing  = array();
	foreach ( $needed as $key ) {
		if ( ! is_string( $settings[ $key ] ?? null ) || '' === $settings[ $key ] ) {
			$missing[] = $key;
		}
	}
	if ( ! careers_frontend_job_api_base_is_usable( $settings['job_api_base'] ?? null ) ) {
		$missing[] = 'job_api_base';
	}
	return $missing;
}

/**
 * Whether the chat can call the job API at this base.
 *
 * @param mixed $value Setting job_api_base.
 * @return bool
 */
function careers_frontend_job_api_base_is_usable( $value ) {
	$field = careers_frontend_settings_schema()['job_api_base'] ?? null;
	return is_string( $value ) && '' !== $value && is_array( $field )
		&& careers_frontend_sanitize_field( $value, $field ) === $value;
}
