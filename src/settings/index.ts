export {
	getSetting,
	getContext,
	getSettings,
	parseLazyAssets,
	CONFIG_GLOBAL,
} from './get-setting';
export { DEFAULT_SETTINGS, DEFAULT_CONTEXT } from './defaults';
export type {
	Settings,
	PageContext,
	CareersConfig,
	LazyScript,
	LazyAssets,
} from './types';
