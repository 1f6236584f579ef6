/**
 * A modal dialog whose code loads on first open (the menu-dialogs part).
 * Should it not load, the candidate still gets where they were going: the
 * dialog's page, by the fallback.
 */

/**
 * Internal dependencies
 */
import type { MenuDialogsPart } from './menu-dialogs-part-name';
import type { ModalDialog, ModalDialogOptions } from './modal-dialog';

export type LazyModalDialog = Pick< ModalDialog, 'open' | 'close' | 'destroy' >;

export interface LazyModalDialogDeps {
	load: () => Promise< MenuDialogsPart >;
	/** Where the candidate goes when the dialog's code cannot load. */
	fallback: () => void;
	logger: Pick< Console, 'error' >;
}

/**
 * @param options The dialog element, its page and the focus fallback.
 * @param deps    The part's loader, the fallback and the console.
 */
export function createLazyModalDialog(
	options: Omit< ModalDialogOptions, 'trapFocus' >,
	deps: LazyModalDialogDeps
): LazyModalDialog {
	let dialog: ModalDialog | null = null;
	let destroyed = false;
	return {
		open( opener ) {
			deps.load().then(
				( part ) => {
					if ( destroyed ) {
						return;
					}
					dialog ??= part.createModalDialog( {
						...options,
						trapFocus: part.trapFocus,
					} );
					dialog.open( opener );
				},
				( error: unknown ) => {
					deps.logger.error( error );
					deps.fallback();
				}
			);
		},
		close: () => dialog?.close(),
		destroy() {
			destroyed = true;
			dialog?.destroy();
		},
	};
}
