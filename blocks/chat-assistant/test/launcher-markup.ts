/**
 * The markup render.php prints, for tests.
 */

export function launcherMarkup(): HTMLElement {
	document.body.innerHTML = `
		<div class="wp-block-careers-frontend-chat-assistant" id="careers-chat-1"
			data-title="Careers assistant"
			data-load-error="Sorry, the chat could not be loaded. Please try again."
			data-unread="New messages from the assistant: %s">
			<button type="button" class="careers-chat__launcher" aria-haspopup="dialog"
				aria-expanded="false" aria-controls="careers-chat-1-window"
				aria-describedby="careers-chat-1-unread">
				<span class="careers-chat__launcher-label">Chat with us</span>
				<span class="careers-chat__unread" aria-hidden="true" hidden></span>
			</button>
			<p id="careers-chat-1-unread" class="careers-chat__unread-status" role="status"></p>
			<p class="careers-chat__status" role="status"></p>
			<div id="careers-chat-1-window" class="careers-chat__window"></div>
		</div>`;
	const wrapper = document.querySelector< HTMLElement >(
		'.wp-block-careers-frontend-chat-assistant'
	);
	if ( ! wrapper ) {
		throw new Error( 'no wrapper' );
	}
	return wrapper;
}
