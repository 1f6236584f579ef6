/**
 * Candidate answers: what the rest of the chat may use. Loaded with the
 * first question, never on chat open (README.md).
 */

export {
	createAnswerIndex,
	DEFAULT_THRESHOLDS,
	type AnswerFit,
	type AnswerIndex,
	type FitThresholds,
} from './answer-index';
export { fetchAnswers, readAnswersPayload } from './answers-payload';
export { languageCode, loadLanguageData } from './language';
export type { Answer, LanguageData } from './types';
export { createAnswerFinder, findAnswer } from './find-answer';
export {
	type QuestionRead,
	readQuestion,
	readsAsSentence,
} from './read-question';
