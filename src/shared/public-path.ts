/**
 * Where webpack fetches an entry's lazy chunks: build/, one folder up from
 * the entry's own file (build/chat/window.js, build/admin/settings.js),
 * read from the running script's URL, since the plugin's URL differs by
 * site. Imported first by each entry that has lazy chunks. webpack's own
 * detection (publicPath "auto") would cost the chat window about 180 bytes
 * gzip more; webpack.config.js sets publicPath to "" so it adds none.
 */

/**
 * Internal dependencies
 */
import { documentMember } from './page-document';

/* eslint-disable camelcase, @typescript-eslint/no-unused-vars -- webpack's own name, which its compiler reads. */
declare let __webpack_public_path__: string;

// An SVG script has no `src`; a module script is no current script.
const script = documentMember( document, 'currentScript' ) as {
	src?: string;
} | null;
if ( script?.src ) {
	__webpack_public_path__ = new URL( '../', script.src ).href;
}
/* eslint-enable camelcase, @typescript-eslint/no-unused-vars */
