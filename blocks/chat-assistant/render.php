<?php
/**
 * Server render: the wrapper only; the view script does the rest.
 *
 * @package CareersFrontend
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;
?>
<div <?php echo get_block_wrapper_attributes(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>></div>
