/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	TextSettings,
	type PreviewState,
	type TextField,
} from '../../src/editor';
import type { SignInMenuAttributes } from './types';

interface EditProps {
	attributes: SignInMenuAttributes;
	setAttributes: ( attributes: Partial< SignInMenuAttributes > ) => void;
}

/** The two buttons' labels; empty means the default words. */
const labelFields = (): Array< TextField< SignInMenuAttributes > > => [
	{
		name: 'signedOutLabel',
		label: __( 'Button for signed-out visitors', 'careers-frontend' ),
		help: __( 'Empty: “Sign in”.', 'careers-frontend' ),
	},
	{
		name: 'signedInLabel',
		label: __( 'Button for signed-in candidates', 'careers-frontend' ),
		help: __( 'Empty: “My account”.', 'careers-frontend' ),
	},
];

export default function Edit( { attributes, setAttributes }: EditProps ) {
	const [ preview, setPreview ] = useState< PreviewState >( 'signed-out' );
	const signedOutLabel =
		attributes.signedOutLabel.trim() || __( 'Sign in', 'careers-frontend' );
	const signedInLabel =
		attributes.signedInLabel.trim() ||
		__( 'My account', 'careers-frontend' );
	const items =
		preview === 'signed-out'
			? [
					__( 'Already have a profile?', 'careers-frontend' ),
					__( 'Create a profile', 'careers-frontend' ),
				]
			: [
					__( 'My profile', 'careers-frontend' ),
					__( 'Log out', 'careers-frontend' ),
				];

	return (
		<>
			<TextSettings
				title={ __( 'Menu labels', 'careers-frontend' ) }
				preview={ preview }
				onPreviewChange={ setPreview }
				fields={ labelFields() }
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<div { ...useBlockProps() }>
				<div className="wp-block-careers-frontend-signin-menu__nav">
					<div className="wp-block-careers-frontend-signin-menu__group">
						<span className="wp-block-careers-frontend-signin-menu__toggle">
							{ preview === 'signed-out'
								? signedOutLabel
								: signedInLabel }
						</span>
						<ul className="wp-block-careers-frontend-signin-menu__submenu is-preview">
							{ items.map( ( item ) => (
								<li key={ item }>
									<span className="wp-block-careers-frontend-signin-menu__item">
										{ item }
									</span>
								</li>
							) ) }
						</ul>
					</div>
				</div>
				<p className="wp-block-careers-frontend-signin-menu__help">
					{ preview === 'signed-out'
						? __(
								'Signed-out visitors (and locked candidates) see this menu. “Already have a profile?” opens the sign-in modal, or the login page when the modal is off in the plugin settings; “Create a profile” opens the lead-capture modal, or /profile/join/ on the apply page or when that modal is off.',
								'careers-frontend'
							)
						: __(
								'Signed-in candidates see this menu: their profile and Log out, which signs them out everywhere on the site.',
								'careers-frontend'
							) }
				</p>
			</div>
		</>
	);
}
