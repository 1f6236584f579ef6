/**
 * The bearer polling part's entry (build/parts/bearer-polling.js): loaded
 * when a candidate is signed in.
 */

/**
 * Internal dependencies
 */
import { readBearerToken } from './ats';
import { createBearerPolling } from './bearer-polling';
import { BEARER_POLLING_PART } from './part-names';
import { publishPart } from './parts';

publishPart( BEARER_POLLING_PART, { createBearerPolling, readBearerToken } );
