/**
 * The template's words in every locale, as the build writes them
 * (build/bot-words.json) from the bot template: what the page hands the
 * chat (ConversationDeps.words).
 */

/**
 * Internal dependencies
 */
import { readBotTemplate } from '../../../../tools/bot-template';
import { botWordsOf } from '../../../../tools/bot-words/extract';

export const TEMPLATE_WORDS = botWordsOf( readBotTemplate() );
