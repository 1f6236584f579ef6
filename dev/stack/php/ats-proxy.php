<?php
/**
 * Forward one request to the ATS stand-in and relay its answer.
 * Development only.
 *
 * @package CareersFrontend
 */

/**
 * Relay the current request to $target.
 *
 * @param string $target Absolute URL on the ATS stand-in.
 */
function careers_dev_proxy( $target ) {
	$headers = array( 'X-Forwarded-Host: ' . ( $_SERVER['HTTP_HOST'] ?? '' ) );
	foreach ( array( 'HTTP_COOKIE' => 'Cookie', 'CONTENT_TYPE' => 'Content-Type', 'HTTP_AUTHORIZATION' => 'Authorization', 'HTTP_ACCEPT' => 'Accept', 'HTTP_REFERER' => 'Referer' ) as $key => $name ) {
		if ( ! empty( $_SERVER[ $key ] ) ) {
			$headers[] = $name . ': ' . $_SERVER[ $key ];
		}
	}
	$curl = curl_init( $target );
	curl_setopt_array(
		$curl,
		array(
			CURLOPT_CUSTOMREQUEST  => $_SERVER['REQUEST_METHOD'],
			CURLOPT_HTTPHEADER     => $headers,
			CURLOPT_RETURNTRANSFER => true,
			CURLOPT_HEADER         => true,
			CURLOPT_FOLLOWLOCATION => false,
			CURLOPT_TIMEOUT        => 30,
		)
	);
	if ( in_array( $_SERVER['REQUEST_METHOD'], array( 'POST', 'PUT', 'PATCH' ), true ) ) {
		curl_setopt( $curl, CURLOPT_POSTFIELDS, file_get_contents( 'php://input' ) );
	}
	$response = curl_exec( $curl );
	if ( false === $response ) {
		http_response_code( 502 );
		header( 'Content-Type: text/plain; charset=utf-8' );
		echo 'The ATS stand-in did not answer: ' . curl_error( $curl ) . '. Is `npm start` still running?';
		return;
	}
	$header_size = curl_getinfo( $curl, CURLINFO_HEADER_SIZE );
	http_response_code( (int) curl_getinfo( $curl, CURLINFO_RESPONSE_CODE ) );
	foreach ( explode( "\r\n", substr( $response, 0, $header_size ) ) as $line ) {
		if ( preg_match( '/^(content-type|location|set-cookie|cache-control):/i', $line ) ) {
			header( $line, false );
		}
	}
	echo substr( $response, $header_size ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- relayed verbatim, development only.
}
