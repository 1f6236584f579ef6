export { getSetting, getContext, getSettings } from './get-setting';
export { CONFIG_GLOBAL, readConfig } from './read-config';
export { DEFAULT_SETTINGS, DEFAULT_CONTEXT } from './defaults';
export { getChatAnswers } from './chat-answers';
export {
	getChatBot,
	getChatLocale,
	getChatSettings,
	type ChatSettings,
} from './chat-settings';
export {
	SETTINGS_SCHEMA,
	SETTING_KEYS,
	type FieldSchema,
	type SettingKey,
	type SettingsSchema,
} from './schema';
export type {
	Settings,
	PageAnswers,
	PageBot,
	PageContext,
	CareersConfig,
} from './types';
