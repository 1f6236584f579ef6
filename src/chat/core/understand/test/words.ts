/**
 * The template's words, as the build writes them from the bot template,
 * and the job API's fixture categories: what the understanding's tests
 * read messages against.
 */

/**
 * Internal dependencies
 */
import { JOB_CATEGORIES } from '../../../../../dev/services/jobs/job-fixture';
import { templateWords } from '../../conversation/template-words';
import { TEMPLATE_WORDS as BOT_WORDS } from '../../test/template-words';
import { areaNames } from '../area-match';

export const ENGLISH = templateWords( BOT_WORDS.en_US );
export const SPANISH = templateWords( BOT_WORDS.es_US );
export const CATEGORIES = [ ...JOB_CATEGORIES ].sort();
export const ENGLISH_NAMES = areaNames(
	CATEGORIES,
	ENGLISH.areaWords,
	ENGLISH.grammar
);
export const SPANISH_NAMES = areaNames(
	CATEGORIES,
	SPANISH.areaWords,
	SPANISH.grammar
);
/** The grammar words of the template's languages (languages/*.json). */
export const GRAMMAR = ENGLISH.grammar;
