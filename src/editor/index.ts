export { StatePreviewToggle, type PreviewState } from './state-preview-toggle';
export {
	AttributeTextControl,
	AttributeTextControls,
	type TextField,
} from './attribute-text-controls';
export { BlockSettings, TextSettings } from './block-settings';
