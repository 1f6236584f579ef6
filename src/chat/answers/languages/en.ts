/**
 * English: the Porter stemmer of @orama/stemmers, and the stop words of
 * both @orama/stopwords (Snowball's list) and stopword ("get", "make",
 * "like"). A language is a file here named by its ISO 639-1 code.
 */
import { stemmer } from '@orama/stemmers/english';
import { stopwords } from '@orama/stopwords/english';
import { eng } from 'stopword';

/**
 * Internal dependencies
 */
import type { LanguageData } from '../types';

const english: LanguageData = {
	stem: stemmer,
	stopWords: [ ...stopwords, ...eng ],
};

export default english;
