<?php
/**
 * Server render: the launcher button and an empty root for the chat
 * window. The view script (the launcher) loads the window on first open
 * from the assets the server lists in its own config (block-instances.php),
 * never from the markup. Pages are cached: nothing here depends on the
 * candidate.
 *
 * @package CareersFrontend
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

$careers_frontend_chat_settings = careers_frontend_get_settings();
$careers_frontend_chat_ready    = careers_frontend_chat_is_configured( $careers_frontend_chat_settings );
$careers_frontend_chat_assets   = careers_frontend_chat_lazy_assets( $careers_frontend_chat_settings );

// A chat that can only fail helps no one: candidates see nothing until an
// administrator configures the bot and its identity pool (the editor says so).
if ( ! $careers_frontend_chat_ready || empty( $careers_frontend_chat_assets['scripts'] ) ) {
	return;
}

$careers_frontend_chat_id = careers_frontend_block_instance( 'chat-assistant' );
// The first words the chat shows at once (issue 34), in the page's bot
// locale: the window's markup with them below, hidden until the launcher is
// clicked, and the turn in the config for the chat, which Lex confirms.
$careers_frontend_chat_first = careers_frontend_chat_first_words( (array) ( careers_frontend_page_config()['settings'] ?? array() ) );
careers_frontend_block_shared( 'chat-assistant', $careers_frontend_chat_assets + array( 'firstWords' => $careers_frontend_chat_first ) );
$careers_frontend_chat_label = trim( (string) ( $attributes['buttonLabel'] ?? '' ) );
$careers_frontend_chat_title = trim( (string) ( $attributes['title'] ?? '' ) );
if ( '' === $careers_frontend_chat_label ) {
	$careers_frontend_chat_label = __( 'Chat with us', 'careers-frontend' );
}
if ( '' === $careers_frontend_chat_title ) {
	$careers_frontend_chat_title = __( 'Careers assistant', 'careers-frontend' );
}
?>
<div
	<?php echo get_block_wrapper_attributes( array( 'id' => $careers_frontend_chat_id ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
	data-title="<?php echo esc_attr( $careers_frontend_chat_title ); ?>"
	data-load-error="<?php echo esc_attr__( 'Sorry, the chat could not be loaded. Please try again.', 'careers-frontend' ); ?>"
	<?php /* translators: %s: how many messages came while the chat was closed. */ ?>
	data-unread="<?php echo esc_attr__( 'New messages from the assistant: %s', 'careers-frontend' ); ?>"
>
	<button
		type="button"
		class="careers-chat__launcher"
		aria-haspopup="dialog"
		aria-expanded="false"
		aria-controls="<?php echo esc_attr( $careers_frontend_chat_id . '-window' ); ?>"
		aria-describedby="<?php echo esc_attr( $careers_frontend_chat_id . '-unread' ); ?>"
	>
		<svg class="careers-chat__launcher-icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z"/></svg>
		<span class="careers-chat__launcher-label"><?php echo esc_html( $careers_frontend_chat_label ); ?></span>
		<span class="careers-chat__unread" aria-hidden="true" hidden></span>
	</button>
	<p id="<?php echo esc_attr( $careers_frontend_chat_id . '-unread' ); ?>" class="careers-chat__unread-status" role="status"></p>
	<p class="careers-chat__status" role="status"></p>
	<div id="<?php echo esc_attr( $careers_frontend_chat_id . '-window' ); ?>" class="careers-chat__window">
	<?php
	if ( $careers_frontend_chat_first ) {
		// Escaped as it is built (includes/chat-first-words.php).
		echo careers_frontend_chat_first_words_markup( $careers_frontend_chat_id, $careers_frontend_chat_title, $careers_frontend_chat_first['turn'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
	?>
	</div>
</div>
