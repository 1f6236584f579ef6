/**
 * The iframe height part's entry (build/parts/iframe-height.js): loaded
 * only by a page shown inside a frame.
 */

/**
 * Internal dependencies
 */
import { startIframeHeightSync } from './iframe-height';
import { IFRAME_HEIGHT_PART } from './part-names';
import { publishPart } from './parts';

publishPart( IFRAME_HEIGHT_PART, { startIframeHeightSync } );
