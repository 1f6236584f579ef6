/** @jest-environment node */

/**
 * The fault matrix (issue 42 item 3) at the moment "place answer": every fault
 * of every service it calls (fault-matrix/).
 */

/**
 * Internal dependencies
 */
import { describeMoment } from './fault-matrix/matrix-suite';

describeMoment( 'place answer' );
