export {
	getSetting,
	getContext,
	getSettings,
	CONFIG_GLOBAL,
} from './get-setting';
export { DEFAULT_SETTINGS, DEFAULT_CONTEXT } from './defaults';
export type { Settings, PageContext, CareersConfig } from './types';
