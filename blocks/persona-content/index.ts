/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import Edit from './edit';
import type { PersonaContentAttributes } from './types';
import './style.scss';
import './editor.scss';

registerBlockType< PersonaContentAttributes >(
	metadata as BlockConfiguration< PersonaContentAttributes >,
	{
		edit: Edit,
		// Rendered by render.php; the list comes from the view script.
		save: () => null,
	}
);
