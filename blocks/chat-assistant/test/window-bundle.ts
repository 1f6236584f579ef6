/**
 * The launcher's test doubles for what the server and the window's script
 * provide: the assets to load, and the window's script once "loaded".
 */

/**
 * Internal dependencies
 */
import type {
	ChatHandle,
	ChatHost,
	ChatMountOptions,
} from '../../../src/chat/public';
import type { LazyAssets } from '../lazy-assets';

export const WINDOW_ASSETS: LazyAssets = {
	prefetch: [],
	scripts: [
		{
			handle: 'careers-frontend-chat-window',
			src: 'https://site.test/window.js',
			before: '',
			after: '',
		},
	],
	styles: [],
};

/**
 * The window's script: `publish` puts its mount on the host. It records each
 * mount, opens as the launcher's shown first words say, and reports its
 * open state changes as the real window does.
 */
export function fakeWindowBundle() {
	const mounts: Array< { root: HTMLElement; options: ChatMountOptions } > =
		[];
	let open = false;
	const handle: ChatHandle = {
		isOpen: () => open,
		setOpen: ( next ) => {
			open = next;
			mounts[ 0 ]?.options.onOpenChange?.( next, ! next );
		},
		unmount: () => undefined,
	};
	const host: ChatHost = {};
	const publish = () => {
		host.careersFrontend = {
			chat: {
				mount: ( root, options ) => {
					mounts.push( { root, options } );
					open = options.shown?.open ?? open;
					return handle;
				},
			},
		};
	};
	return { host, mounts, publish, handle };
}
