<?php
/**
 * The chat window's first words, printed by the server inside the window's
 * root, hidden (issue 34): the template's first turn in the page's bot
 * locale and "Find jobs near me", in the very markup and classes the
 * window renders (src/chat/window/components), translated here. The
 * launcher shows it the moment the chat is clicked, before the window's
 * script, credentials or Lex; the window's first render replaces it in one
 * commit. Pages are cached: nothing here depends on the candidate (the
 * launcher writes the times on click). src/chat/window/test/
 * first-words-markup.test.ts holds this markup to the window's.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

/** The window's icons' paths (src/chat/window/components/icons.tsx). */
const CAREERS_FRONTEND_CHAT_ICONS = array(
	'close'  => 'M13.4 12l5.3-5.3-1.4-1.4-5.3 5.3-5.3-5.3-1.4 1.4 5.3 5.3-5.3 5.3 1.4 1.4 5.3-5.3 5.3 5.3 1.4-1.4z',
	'bot'    => 'M12 2a1 1 0 011 1v1.1A7 7 0 0119 11v5a3 3 0 01-3 3H8a3 3 0 01-3-3v-5a7 7 0 016-6.9V3a1 1 0 011-1zm-3 10a1.5 1.5 0 100 3 1.5 1.5 0 000-3zm6 0a1.5 1.5 0 100 3 1.5 1.5 0 000-3z',
	'person' => 'M12 12a4 4 0 100-8 4 4 0 000 8zm0 2c-4 0-7 2-7 4.5V20h14v-1.5C19 16 16 14 12 14z',
);

/**
 * The slots that ask for a place, as the chat names them
 * (DEFAULT_SLOT_ROLES.location in src/chat/core/conversation/conversation-types.ts): the
 * window offers "Find jobs near me" when the bot elicits one.
 */
const CAREERS_FRONTEND_CHAT_PLACE_SLOTS = array( 'location', 'zip' );

/**
 * Whether the first turn asks for a place (the window then offers "Find
 * jobs near me", src/chat/core/conversation/suggestions.ts), matched as the chat
 * matches slot names: without regard to case.
 *
 * @param array<string, mixed> $turn The template's first turn.
 * @return bool
 */
function careers_frontend_chat_asks_place( array $turn ) {
	$slot = $turn['slotToElicit'] ?? '';
	return is_string( $slot ) && in_array( strtolower( $slot ), CAREERS_FRONTEND_CHAT_PLACE_SLOTS, true );
}

/**
 * An icon as the window draws it (components/icons.tsx).
 *
 * @param string $name `close`, `bot` or `person`.
 * @return string
 */
function careers_frontend_chat_icon( $name ) {
	return '<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="' . esc_attr( CAREERS_FRONTEND_CHAT_ICONS[ $name ] ) . '"></path></svg>';
}

/**
 * Text as React writes it: every `&` encoded, so an entity in the text
 * shows as typed (esc_html leaves entities as they are).
 *
 * @param string $text Plain text.
 * @return string
 */
function careers_frontend_chat_text( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', true );
}

/**
 * One row of the transcript (components/transcript-entry.tsx, Row); its
 * time is the launcher's to write.
 *
 * @param string $side `bot` or `user`.
 * @param string $text The message.
 * @return string
 */
function careers_frontend_chat_row( $side, $text ) {
	return '<li class="careers-chat__entry careers-chat__entry--' . $side . '">'
		. '<span class="careers-chat__avatar careers-chat__avatar--' . $side . '" aria-hidden="true">' . careers_frontend_chat_icon( 'bot' === $side ? 'bot' : 'person' ) . '</span>'
		. '<div class="careers-chat__entry-body"><span class="careers-chat__sr-only">'
		. ( 'bot' === $side ? esc_html__( 'Assistant:', 'careers-frontend' ) : esc_html__( 'You:', 'careers-frontend' ) )
		. '</span><div class="careers-chat__bubble"><p>' . careers_frontend_chat_text( $text ) . '</p></div><time class="careers-chat__time"></time></div></li>';
}

/**
 * The place panel the window shows under a question for a place
 * (components/suggestions-panel.tsx): "Find jobs near me".
 *
 * @param string $id The window's id prefix, escaped.
 * @return string
 */
function careers_frontend_chat_near_me_panel( $id ) {
	return '<section class="careers-chat__suggestions" aria-labelledby="' . $id . '-suggestions-title"><h3 id="' . $id . '-suggestions-title" class="careers-chat__suggestions-title">' . esc_html__( 'Please select one', 'careers-frontend' ) . '</h3>'
		. '<ul class="careers-chat__suggestion-list"><li><button type="button" class="careers-chat__choice careers-chat__choice--near-me">' . esc_html__( 'Find jobs near me', 'careers-frontend' ) . '</button></li></ul></section>';
}

/**
 * The window with the first turn, hidden, and the row the launcher copies
 * for what the candidate sends before the window's script has come.
 *
 * @param string              $id    The window's id prefix (the block's id).
 * @param string              $title The dialog's title.
 * @param array<string, mixed> $turn The template's first turn (bot-words.php).
 * @return string
 */
function careers_frontend_chat_first_words_markup( $id, $title, array $turn ) {
	$id   = esc_attr( $id );
	$rows = '';
	foreach ( (array) ( $turn['messages'] ?? array() ) as $message ) {
		$rows .= careers_frontend_chat_row( 'bot', (string) $message );
	}
	// Components: chat-dialog.tsx, chat-body.tsx, transcript.tsx,
	// suggestions-panel.tsx (where the chat offers it) and message-input.tsx.
	return '<div id="' . $id . '-dialog" class="careers-chat__dialog" role="dialog" aria-labelledby="' . $id . '-dialog-title" hidden="">'
		. '<div class="careers-chat__header"><h2 id="' . $id . '-dialog-title" class="careers-chat__title">' . esc_html( $title ) . '</h2>'
		. '<button type="button" class="careers-chat__close" aria-label="' . esc_attr__( 'Close chat', 'careers-frontend' ) . '">' . careers_frontend_chat_icon( 'close' ) . '</button></div>'
		. '<div class="careers-chat__body"><div class="careers-chat__transcript" role="region" aria-label="' . esc_attr__( 'Conversation', 'careers-frontend' ) . '" tabindex="0"><ol class="careers-chat__entries">' . $rows . '</ol></div>'
		. ( careers_frontend_chat_asks_place( $turn ) ? careers_frontend_chat_near_me_panel( $id ) : '' ) . '</div>'
		. '<form class="careers-chat__form"><label for="' . $id . '-input" class="careers-chat__sr-only">' . esc_html__( 'Your message', 'careers-frontend' ) . '</label>'
		. '<textarea id="' . $id . '-input" class="careers-chat__input" rows="1" maxlength="1024" placeholder="' . esc_attr__( 'Type your message', 'careers-frontend' ) . '"></textarea>'
		. '<button type="submit" class="careers-chat__send" aria-disabled="true">' . esc_html__( 'Send', 'careers-frontend' ) . '</button></form>'
		. '<div class="careers-chat__sr-only" role="status" aria-live="polite"></div></div>'
		. '<template>' . careers_frontend_chat_row( 'user', '' ) . '</template>';
}
