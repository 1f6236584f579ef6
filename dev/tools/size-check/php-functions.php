<?php
/**
 * Prints, as JSON, each PHP function (and closure) of the files named on the
 * command line with its first line and line count, from PHP's own
 * tokenizer. Used by dev/tools/size-check.
 */

$result = array();
foreach ( array_slice( $argv, 1 ) as $file ) {
	$tokens    = token_get_all( (string) file_get_contents( $file ) );
	$functions = array();
	$open      = array();
	$depth     = 0;
	$pending     = null;
	$line        = 1;
	$expect_name = false;
	foreach ( $tokens as $token ) {
		if ( is_array( $token ) ) {
			$line = $token[2];
			if ( T_FUNCTION === $token[0] ) {
				$pending     = array( 'name' => '{closure}', 'line' => $line );
				$expect_name = true;
			} elseif ( $expect_name && T_STRING === $token[0] ) {
				$pending['name'] = $token[1];
			} elseif ( T_CURLY_OPEN === $token[0] || T_DOLLAR_OPEN_CURLY_BRACES === $token[0] ) {
				++$depth;
			}
			if ( T_WHITESPACE !== $token[0] && T_FUNCTION !== $token[0] ) {
				$expect_name = false;
			}
			$line += substr_count( $token[1], "\n" );
			continue;
		}
		if ( '&' !== $token ) {
			$expect_name = false;
		}
		if ( ';' === $token && null !== $pending && empty( $open ) ) {
			$pending = null; // An abstract or interface method: no body.
		} elseif ( '{' === $token ) {
			++$depth;
			if ( null !== $pending ) {
				$open[]  = array( $pending, $depth );
				$pending = null;
			}
		} elseif ( '}' === $token ) {
			$last = end( $open );
			if ( false !== $last && $last[1] === $depth ) {
				array_pop( $open );
				$functions[] = array(
					'name'  => $last[0]['name'],
					'line'  => $last[0]['line'],
					'lines' => $line - $last[0]['line'] + 1,
				);
			}
			--$depth;
		}
	}
	$result[ $file ] = $functions;
}
echo json_encode( $result );
