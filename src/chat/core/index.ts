/**
 * The chat's framework-free core: what the chat window (React) and the
 * launcher build on. See README.md in this folder.
 *
 * Nothing here imports an AWS SDK package statically: `createChat` and
 * `createBotClientFactory` fetch the configured Lex version's client with
 * `import()` on the first message.
 */

export { createChat, type ChatEnvironment } from './create-chat';
// The conversation module's own list of what it shares.
export * from './conversation';
export { CHAT_STORAGE_PREFIX, type ChatStorage } from './chat-storage';
export { CONVERSATION_KEY, OPEN_KEY, loadOpen } from './conversation-storage';
export type {
	JobListing,
	JobResults,
	TranscriptEntry,
	TranscriptEntryKind,
} from './transcript';
export {
	messageText,
	NO_RESPONSE_MESSAGE,
	BAD_V2_FORMAT_MESSAGE,
	type BotMessage,
	type BotReply,
	type CardButton,
	type ResponseCard,
} from './reply-model';
export type { BotClient, BotClientFactory, BotRequest } from './bot-client';
export {
	createBotClientFactory,
	BOT_NOT_CONFIGURED,
	type BotClientDeps,
	type BotSettings,
} from './load-bot-client';
export {
	identityCacheFrom,
	ANONYMOUS_USER,
	DEFAULT_REGION,
	type IdentityCache,
} from './credential-settings';
export { createGeocoder, type Geocoder, type GeocodeResult } from './geocoder';
export { createJobSearch, type JobSearch } from './job-search';
export {
	buildJobDetailUrl,
	buildJobSearchUrl,
	jobLocationLabel,
	jobSlug,
	splitNoJobsText,
	JOB_SEARCH_RADIUS,
	NO_JOBS_LINK_PLACEHOLDER,
	type NoJobsText,
} from './job-links';
export {
	inputStatus,
	MAX_INPUT_LENGTH,
	NEAR_LIMIT_LENGTH,
	type InputStatus,
} from './input-rules';
export {
	replyDelay,
	JOB_RESULTS_DELAY_MS,
	NO_TEXT_DELAY_MS,
} from './reply-delay';
export { chatCandidateId, type ChatCandidate } from './session-attributes';
