/**
 * What every room of the chat core shares: type guards, ids, timeouts,
 * lazy loading, JSONP and the chat's storage. See README.md.
 */

export { CHAT_STORAGE_PREFIX, type ChatStorage } from './chat-storage';
export {
	errorMessage,
	errorName,
	isRecord,
	nonEmptyStrings,
	optionalString,
	stringish,
	stringMap,
	type UnknownRecord,
} from './guards';
export {
	appendQuery,
	isAbsoluteHttpUrl,
	loadCallbackScript,
	requestJsonp,
} from './jsonp';
export { lazy } from './lazy-load';
export { randomId } from './random-id';
export { withTimeout } from './with-timeout';
