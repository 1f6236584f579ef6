/**
 * The demo's answers (dev/wordpress/answers, what the stack seeds) as the
 * endpoint serves them, with each one's topic.
 */
import english from '../../../../dev/wordpress/answers/en.json';
import spanish from '../../../../dev/wordpress/answers/es.json';

/**
 * Internal dependencies
 */
import type { Answer } from '../types';
import type { Topic } from './corpus';

export interface DemoAnswers {
	answers: Answer[];
	topicOf: ( answer: Answer | undefined ) => Topic | 'none';
}

/**
 * One language's demo answers.
 *
 * @param language `en` or `es`.
 */
export function demoAnswers( language: 'en' | 'es' ): DemoAnswers {
	const file = language === 'es' ? spanish : english;
	const topics = new Map< number, Topic >();
	const answers = file.answers.map( ( item, index ) => {
		const id = 100 + index;
		topics.set( id, item.topic as Topic );
		return {
			id,
			question: item.question,
			phrasings: item.phrasings,
			answer: item.answer.join( '\n\n' ),
			link: `https://careers.example/${ item.page.slug }/`,
			linkTitle: item.page.title,
		};
	} );
	return {
		answers,
		topicOf: ( answer ) =>
			answer ? ( topics.get( answer.id ) ?? 'none' ) : 'none',
	};
}
