/**
 * The conversation: its state, storage and transcript, the controller
 * that runs each turn, and `createChat`, which wires every room. See
 * README.md.
 */

export { createConversation } from './conversation';
export {
	CONVERSATION_KEY,
	hasConversation,
	loadOpen,
	OPEN_KEY,
} from './conversation-storage';
export {
	DEFAULT_SLOT_ROLES,
	START_OVER_INTENT,
	START_UTTERANCE,
	type Conversation,
	type ConversationDeps,
	type ConversationListener,
	type ConversationSettings,
	type ConversationState,
	type QuestionReading,
	type SiteAnswer,
	type SlotRoles,
	type Suggestions,
	type VisitorInterest,
} from './conversation-types';
export { createChat, type ChatEnvironment } from './create-chat';
export {
	botErrorText,
	LOCATION_NOT_FOUND_MESSAGE,
	UNKNOWN_ERROR,
} from './error-entry';
export { isProvisional } from './first-turn-actions';
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
export type {
	JobListing,
	JobResults,
	SearchSpec,
	TranscriptEntry,
	TranscriptEntryKind,
	WidenStep,
} from './transcript';
