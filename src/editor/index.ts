export { StatePreviewToggle, type PreviewState } from './state-preview-toggle';
export { AttributeTextControl, BlockSettings } from './block-settings';
