/**
 * The menu dialogs' part entry (build/parts/menu-dialogs.js).
 */

/**
 * Internal dependencies
 */
import { publishPart } from '../../src/runtime/parts';
import { trapFocus } from '../../src/runtime/a11y';
import { MENU_DIALOGS_PART } from './menu-dialogs-part-name';
import { createModalDialog } from './modal-dialog';

publishPart( MENU_DIALOGS_PART, { createModalDialog, trapFocus } );
