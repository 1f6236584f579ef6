<?php
/**
 * Plugin Name: Careers dev no emoji
 * Description: Development-stack only: no emoji detection script on the front end.
 *
 * Core's emoji loader (WordPress 6.3 and later) tests the browser's emoji
 * support in a Worker made from a blob: URL, which a strict
 * Content-Security-Policy without `worker-src blob:` refuses. That is core's
 * to settle with a site's policy, not the plugin's, so the dev site leaves
 * the loader out, as many sites do, and tests/e2e/quality-csp.spec.ts
 * checks only what the plugin's blocks run.
 *
 * @package CareersFrontend
 */

remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
