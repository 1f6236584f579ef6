/**
 * The menu's modals as a part script (src/runtime/parts.ts): loaded when a
 * candidate first opens one, not with every page.
 */

/**
 * Internal dependencies
 */
import { definePart, type PartExports } from '../../src/runtime/parts';
import type { trapFocus } from '../../src/runtime/a11y';
import type { createModalDialog } from './modal-dialog';

export const MENU_DIALOGS_PART = definePart< {
	createModalDialog: typeof createModalDialog;
	trapFocus: typeof trapFocus;
} >( 'menu-dialogs' );

export type MenuDialogsPart = PartExports< typeof MENU_DIALOGS_PART >;
