/** @jest-environment node */

/**
 * The fault matrix (issue 42 item 3) at the moment "first turn": every fault
 * of every service it calls (fault-matrix/).
 */

/**
 * Internal dependencies
 */
import { describeMoment } from './fault-matrix/matrix-suite';

describeMoment( 'first turn' );
