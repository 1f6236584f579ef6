/**
 * WordPress dependencies
 */
import { BlockControls } from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export type PreviewState = 'signed-in' | 'signed-out';

interface StatePreviewToggleProps {
	value: PreviewState;
	onChange: ( value: PreviewState ) => void;
}

/**
 * Toolbar buttons to preview a block as a signed-in candidate or a
 * signed-out visitor. Editor-only: nothing is saved.
 *
 * @param props          Props.
 * @param props.value    State previewed.
 * @param props.onChange Called with the state chosen.
 */
export function StatePreviewToggle( {
	value,
	onChange,
}: StatePreviewToggleProps ) {
	return (
		<BlockControls group="other">
			<ToolbarGroup>
				<ToolbarButton
					isPressed={ value === 'signed-in' }
					onClick={ () => onChange( 'signed-in' ) }
				>
					{ __( 'Signed in', 'careers-frontend' ) }
				</ToolbarButton>
				<ToolbarButton
					isPressed={ value === 'signed-out' }
					onClick={ () => onChange( 'signed-out' ) }
				>
					{ __( 'Signed out', 'careers-frontend' ) }
				</ToolbarButton>
			</ToolbarGroup>
		</BlockControls>
	);
}
