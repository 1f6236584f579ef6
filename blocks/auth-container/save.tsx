/**
 * WordPress dependencies
 */
import { InnerBlocks } from '@wordpress/block-editor';

/** Inner blocks are saved; the wrapper comes from render.php. */
export default function save() {
	return <InnerBlocks.Content />;
}
