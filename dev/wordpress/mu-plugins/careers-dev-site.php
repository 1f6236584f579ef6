<?php
/**
 * Plugin Name: Careers dev site
 * Description: Development-stack only: no outgoing mail (there is no sendmail here) and no remote avatars.
 *
 * @package CareersFrontend
 */

add_filter( 'pre_wp_mail', '__return_false' );
add_filter( 'pre_option_show_avatars', '__return_zero' );
