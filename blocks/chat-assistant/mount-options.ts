/**
 * What the chat window is mounted with from the block's wrapper: its title
 * and ids; the launcher button follows its open state and shows the unread
 * count.
 */

/**
 * Internal dependencies
 */
import type { ChatMountOptions } from '../../src/chat/public';

const UNREAD_SELECTOR = '.careers-chat__unread';
const UNREAD_STATUS_SELECTOR = '.careers-chat__unread-status';

/**
 * The window's title and ids from the wrapper; the button follows its
 * open state and shows the unread count.
 *
 * @param wrapper The block's wrapper.
 * @param button  The launcher button.
 */
export function mountOptions(
	wrapper: HTMLElement,
	button: HTMLButtonElement
): ChatMountOptions & Required< Pick< ChatMountOptions, 'onOpenChange' > > {
	const badge = button.querySelector< HTMLElement >( UNREAD_SELECTOR );
	const unread = wrapper.querySelector< HTMLElement >(
		UNREAD_STATUS_SELECTOR
	);
	return {
		title: wrapper.dataset.title ?? '',
		idPrefix: wrapper.id || 'careers-chat',
		onOpenChange( open, returnFocus ) {
			button.setAttribute( 'aria-expanded', String( open ) );
			// Hidden while the window is open: the window's own close button
			// takes over, and nothing sits under the window.
			button.hidden = open;
			if ( returnFocus ) {
				button.focus();
			}
		},
		onUnread( count ) {
			if ( badge ) {
				badge.textContent = count > 0 ? String( count ) : '';
				badge.hidden = count === 0;
			}
			if ( unread ) {
				// A polite live region: each new count is read once.
				unread.textContent =
					count > 0
						? ( wrapper.dataset.unread ?? '%s' ).replace(
								'%s',
								String( count )
							)
						: '';
			}
		},
	};
}
