/**
 * WordPress dependencies
 */
import { useContext } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { linkTargetProps, safeHref } from '../lib/safe-url';
import { RenderContext } from './render-context';

interface SafeLinkProps {
	href: string;
	children: ReactNode;
	className?: string;
}

/**
 * A link in the configured target, or only its text when the address is
 * not an allowed kind (see safeHref).
 *
 * @param props           Link props.
 * @param props.href      Address from the bot, job API or settings.
 * @param props.children  Link text.
 * @param props.className Class.
 */
export function SafeLink( { href, children, className }: SafeLinkProps ) {
	const { linkTarget, baseUrl } = useContext( RenderContext );
	const safe = safeHref( href, baseUrl );
	if ( ! safe ) {
		return <span className={ className }>{ children }</span>;
	}
	const targetProps = linkTargetProps( linkTarget );
	return (
		<a href={ safe } className={ className } { ...targetProps }>
			{ children }
			{ targetProps.target && (
				<span className="careers-chat__sr-only">
					{ __( '(opens in a new tab)', 'careers-frontend' ) }
				</span>
			) }
		</a>
	);
}
