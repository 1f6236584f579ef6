/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import Edit from './edit';
import type { SignInMenuAttributes } from './types';
import './style.scss';
import './editor.scss';

registerBlockType< SignInMenuAttributes >(
	metadata as BlockConfiguration< SignInMenuAttributes >,
	{
		edit: Edit,
		// Rendered by render.php: both states, chosen by CSS and the runtime.
		save: () => null,
	}
);
