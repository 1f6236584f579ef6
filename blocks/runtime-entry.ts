/**
 * The runtime script's entry (build/runtime/index.js, handle
 * `careers-frontend-runtime`): the runtime, and the view code of the two
 * personalisation blocks, whose block.json names this script as their
 * view script. It lives in blocks/, not beside the runtime, because it
 * imports two blocks' code: src/ never imports blocks/. The sign-in menu
 * sits in every page's header (its Block Hook), so a page with any block
 * has it; as files of their own, the two would cost every page about 590
 * bytes gzip more, each file compressing the same names again. The persona
 * list and the chat keep their own view scripts.
 */

/**
 * Internal dependencies
 */
import { publishRuntime } from '../src/runtime/publish';
import { startAuthContainers } from './auth-container/start-containers';
import { startSignInMenus } from './signin-menu/start-menus';

const runtime = publishRuntime( window );
if ( runtime ) {
	startAuthContainers( runtime );
	startSignInMenus( runtime );
}
