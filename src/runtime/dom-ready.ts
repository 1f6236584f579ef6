/**
 * Internal dependencies
 */
import { documentMember } from '../shared/page-document';

/**
 * Run a callback once the DOM is parsed: at once when it already is, else
 * on DOMContentLoaded. What wp-dom-ready does, in a few bytes, so a
 * visitor's page fetches no script of WordPress's for the blocks.
 *
 * @param doc      The page.
 * @param callback What to run.
 */
export function whenDomReady( doc: Document, callback: () => void ): void {
	if ( documentMember( doc, 'readyState' ) === 'loading' ) {
		documentMember( doc, 'addEventListener' )(
			'DOMContentLoaded',
			callback
		);
	} else {
		callback();
	}
}
