/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { coversWindow, keepTabInside } from '../lib/keep-tab-inside';
import { CloseIcon } from './icons';

interface ChatDialogProps {
	id: string;
	title: string;
	open: boolean;
	onClose: () => void;
	/** Forget this conversation; shown once there is one. */
	onStartNew?: () => void;
	/** The live region's text (see useAnnouncement). */
	announcement: string;
	children: ReactNode;
}

/**
 * The chat's frame: a non-modal dialog (the page stays usable beside it)
 * with a title, "New conversation", a close button, and a polite live
 * region. Escape closes it. Where it covers the window (a phone), Tab goes
 * round inside it: the page behind cannot be seen.
 *
 * @param props              Props.
 * @param props.id           Unique id.
 * @param props.title        Dialog title.
 * @param props.open         Whether it shows.
 * @param props.onClose      Close.
 * @param props.onStartNew   Start again.
 * @param props.announcement Live region text.
 * @param props.children     Transcript, suggestions, input.
 */
export function ChatDialog( {
	id,
	title,
	open,
	onClose,
	onStartNew,
	announcement,
	children,
}: ChatDialogProps ) {
	const titleId = `${ id }-title`;
	const onKeyDown = ( event: KeyboardEvent< HTMLElement > ) => {
		const dialog = event.currentTarget;
		if ( event.key === 'Escape' ) {
			event.stopPropagation();
			onClose();
		} else if ( event.key === 'Tab' && coversWindow( dialog ) ) {
			keepTabInside( event, dialog );
		}
	};
	return (
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape anywhere in the dialog closes it.
		<div
			id={ id }
			className="careers-chat__dialog"
			role="dialog"
			aria-labelledby={ titleId }
			hidden={ ! open }
			onKeyDown={ onKeyDown }
		>
			<div className="careers-chat__header">
				<h2 id={ titleId } className="careers-chat__title">
					{ title }
				</h2>
				{ onStartNew && (
					<button
						type="button"
						className="careers-chat__new"
						onClick={ onStartNew }
					>
						{ __( 'New conversation', 'careers-frontend' ) }
					</button>
				) }
				<button
					type="button"
					className="careers-chat__close"
					aria-label={ __( 'Close chat', 'careers-frontend' ) }
					onClick={ onClose }
				>
					<CloseIcon />
				</button>
			</div>
			{ children }
			<div
				className="careers-chat__sr-only"
				role="status"
				aria-live="polite"
			>
				{ announcement }
			</div>
		</div>
	);
}
