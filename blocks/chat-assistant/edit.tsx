/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';

/**
 * Internal dependencies
 */
import metadata from './block.json';

export default function Edit() {
	return <div { ...useBlockProps() }>{ metadata.title }</div>;
}
