/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import Edit from './edit';
import save from './save';
import type { AuthContainerAttributes } from './types';
import './style.scss';
import './editor.scss';

registerBlockType< AuthContainerAttributes >(
	metadata as BlockConfiguration< AuthContainerAttributes >,
	{
		edit: Edit,
		save,
	}
);
