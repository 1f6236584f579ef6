/**
 * The iframe height part's entry (build/parts/iframe-height.js): loaded by
 * a page shown inside a frame, and by a page a frame sends its height.
 */

/**
 * Internal dependencies
 */
import {
	heightOrigins,
	resizeFrameFrom,
	startIframeHeightSync,
} from './iframe-height';
import { IFRAME_HEIGHT_PART } from './part-names';
import { publishPart } from './parts';

publishPart( IFRAME_HEIGHT_PART, {
	heightOrigins,
	resizeFrameFrom,
	startIframeHeightSync,
} );
