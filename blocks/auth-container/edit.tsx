/**
 * WordPress dependencies
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import {
	Placeholder,
	RadioControl,
	TextareaControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	AttributeTextControl,
	BlockSettings,
	type PreviewState,
} from '../../src/editor';
import { FIRST_NAME_TOKEN } from './greeting';
import type { AuthContainerAttributes } from './types';

interface EditProps {
	attributes: AuthContainerAttributes;
	setAttributes: ( attributes: Partial< AuthContainerAttributes > ) => void;
}

/** The name the editor preview greets. */
const SAMPLE_FIRST_NAME = 'Alex';

function EmptyPlaceholder( { state }: { state: PreviewState } ) {
	return (
		<Placeholder
			icon="visibility"
			label={
				state === 'signed-in'
					? __( 'Only for signed-in candidates', 'careers-frontend' )
					: __( 'Only for signed-out visitors', 'careers-frontend' )
			}
			instructions={
				state === 'signed-in'
					? __(
							'Add the blocks only signed-in candidates see. A locked candidate counts as signed out. Greet them by name with the greeting in the block settings.',
							'careers-frontend'
						)
					: __(
							'Add the blocks signed-out visitors and locked candidates see. Below them comes your logged-out message, or a sign-in link when there is none.',
							'careers-frontend'
						)
			}
		/>
	);
}

interface AudienceControlsProps extends EditProps {
	/** Follows the audience chosen. */
	setPreview: ( value: PreviewState ) => void;
}

function AudienceControls( {
	attributes,
	setAttributes,
	setPreview,
}: AudienceControlsProps ) {
	const { state, loggedOutMessage } = attributes;
	return (
		<>
			<RadioControl
				label={ __( 'Show this block to', 'careers-frontend' ) }
				selected={ state }
				options={ [
					{
						label: __( 'Signed-in candidates', 'careers-frontend' ),
						value: 'signed-in',
					},
					{
						label: __(
							'Signed-out visitors and locked candidates',
							'careers-frontend'
						),
						value: 'signed-out',
					},
				] }
				onChange={ ( value ) => {
					const next =
						value === 'signed-out' ? 'signed-out' : 'signed-in';
					setAttributes( { state: next } );
					setPreview( next );
				} }
			/>
			{ state === 'signed-in' ? (
				<AttributeTextControl
					label={ __( 'Greeting', 'careers-frontend' ) }
					help={ __(
						'Shown above the blocks. {firstName} becomes the candidate’s first name. Empty: no greeting.',
						'careers-frontend'
					) }
					name="greeting"
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			) : (
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Logged-out message', 'careers-frontend' ) }
					help={ __(
						'Shown below the blocks. Empty: a sign-in link instead.',
						'careers-frontend'
					) }
					value={ loggedOutMessage }
					onChange={ ( value ) =>
						setAttributes( { loggedOutMessage: value } )
					}
				/>
			) }
		</>
	);
}

export default function Edit( { attributes, setAttributes }: EditProps ) {
	const { state, greeting, loggedOutMessage } = attributes;
	const [ preview, setPreview ] = useState< PreviewState >( state );
	const shown = preview === state;
	const blockProps = useBlockProps( {
		className: shown ? undefined : 'is-hidden-in-preview',
	} );
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'wp-block-careers-frontend-auth-container__inner' },
		{ placeholder: <EmptyPlaceholder state={ state } /> }
	);

	return (
		<>
			<BlockSettings
				title={ __( 'Audience', 'careers-frontend' ) }
				preview={ preview }
				onPreviewChange={ setPreview }
			>
				<AudienceControls
					attributes={ attributes }
					setAttributes={ setAttributes }
					setPreview={ setPreview }
				/>
			</BlockSettings>
			<div { ...blockProps }>
				{ ! shown && (
					<p className="wp-block-careers-frontend-auth-container__preview-note">
						{ state === 'signed-in'
							? __(
									'Signed-out visitors do not see this block.',
									'careers-frontend'
								)
							: __(
									'Signed-in candidates do not see this block.',
									'careers-frontend'
								) }
					</p>
				) }
				{ shown && state === 'signed-in' && greeting.trim() !== '' && (
					<p className="wp-block-careers-frontend-auth-container__greeting">
						{ greeting
							.split( FIRST_NAME_TOKEN )
							.join( SAMPLE_FIRST_NAME ) }
					</p>
				) }
				<div { ...innerBlocksProps } />
				{ shown && state === 'signed-out' && (
					<p className="wp-block-careers-frontend-auth-container__message">
						{ loggedOutMessage.trim() || (
							<span className="wp-block-careers-frontend-auth-container__sign-in">
								{ __( 'Sign in', 'careers-frontend' ) }
							</span>
						) }
					</p>
				) }
			</div>
		</>
	);
}
