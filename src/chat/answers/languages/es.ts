/**
 * Spanish: the Snowball stemmer and the stop words of @orama/stemmers and
 * stopword.
 */
import { stemmer } from '@orama/stemmers/spanish';
import { spa } from 'stopword';

/**
 * Internal dependencies
 */
import type { LanguageData } from '../types';

const spanish: LanguageData = { stem: stemmer, stopWords: spa };

export default spanish;
