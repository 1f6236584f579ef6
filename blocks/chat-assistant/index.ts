/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import Edit from './edit';
import type { ChatAssistantAttributes } from './types';
import './style.scss';

registerBlockType< ChatAssistantAttributes >(
	metadata as BlockConfiguration< ChatAssistantAttributes >,
	{
		edit: Edit,
		// Rendered by render.php: the launcher and the window's root.
		save: () => null,
	}
);
