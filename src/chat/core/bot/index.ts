/**
 * The bot: Lex V2 and V1 clients behind one interface, Cognito
 * credentials, the request queue, the reply model, the template's words and
 * the locale fallback. See README.md.
 */

export type {
	BotClient,
	BotClientFactory,
	BotDialogState,
	BotRequest,
} from './bot-client';
export {
	type BotWords,
	type FirstTurn,
	type LanguageGrammar,
	type LocaleWords,
	parseFirstTurn,
} from './bot-words';
export { parseGrammar, parseLocaleWords } from './locale-words';
export {
	ANONYMOUS_USER,
	type DataStore,
	DEFAULT_REGION,
	type IdentityCache,
	identityCacheFrom,
	identityPoolKey,
} from './credential-settings';
export {
	BOT_NOT_CONFIGURED,
	type BotClientDeps,
	type BotSettings,
	createBotClientFactory,
	isBotConfigured,
	preloadBotClient,
} from './load-bot-client';
export { withLocaleFallback } from './locale-fallback';
export { gateReplies } from './reply-gate';
export {
	BAD_V2_FORMAT_MESSAGE,
	type BotMessage,
	type BotReply,
	type CardButton,
	isBotMessage,
	messageText,
	NO_RESPONSE_MESSAGE,
	type ResponseCard,
	ssmlToText,
} from './reply-model';
export type { Sleep } from './request-queue';
