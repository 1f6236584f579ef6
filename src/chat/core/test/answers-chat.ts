/**
 * A conversation on the stand-ins that answers candidates' questions from
 * the demo's answers (dev/wordpress/answers, read by src/chat/answers'
 * own `readQuestion`), brought to one step of a search; and what one
 * message then makes the chat do: the lines it adds, what it asks the
 * geocoder, the search it runs, what it asks Lex.
 */

/**
 * Internal dependencies
 */
import { readQuestion } from '../../answers';
import { demoAnswers } from '../../answers/test/demo-answers';
import type { BotReply } from '../bot/reply-model';
import type {
	ConversationState,
	QuestionReading,
	TranscriptEntry,
} from '../conversation';
import {
	geocodedTexts,
	standInChat,
	stateWhere,
	type StandInChat,
	type Urls,
} from './stand-in-chat';

export type AnswersLocale = 'en_US' | 'es_US';

/**
 * Where the candidate is: the place question (just after the welcome),
 * the area question (after "Austin, TX"), or after a search (Nursing near
 * Dallas, TX, listed).
 */
export type Step = 'place' | 'area' | 'results';

export const STEPS: readonly Step[] = [ 'place', 'area', 'results' ];

const SET_UP: Record< Step, readonly string[] > = {
	place: [],
	area: [ 'Austin, TX' ],
	results: [ 'Dallas, TX', 'Nursing' ],
};

/** The site's contact page, offered when no answer fits. */
export const CONTACT = 'https://careers.example/contact/';

/**
 * The page's answers config, as PHP prints it (includes/chat-assets.php),
 * with the endpoint's reply in the URL itself: no server to run.
 * @param language `en` or `es`.
 */
function answersPage( language: 'en' | 'es' ): Window {
	const payload = JSON.stringify( {
		answers: demoAnswers( language ).answers,
	} );
	const config = {
		careersFrontendConfig: {
			answers: {
				url: `data:application/json,${ encodeURIComponent( payload ) }`,
				language,
				contact: CONTACT,
			},
		},
	};
	return config as unknown as Window;
}

/**
 * What the site's answers make of a message, as the window reads them:
 * src/chat/answers' `readQuestion` over the demo's answers.
 * @param locale The bot locale (and the answers' language).
 */
export function demoReadQuestion(
	locale: AnswersLocale
): ( text: string ) => Promise< QuestionReading > {
	const page = answersPage( locale === 'es_US' ? 'es' : 'en' );
	return ( text ) => readQuestion( text, page );
}

export interface AnswersChat extends StandInChat {
	locale: AnswersLocale;
	/** Every reply Lex gave, in order. */
	replies: BotReply[];
}

/**
 * A conversation with the demo answers, at a step.
 * @param urls   The stand-ins.
 * @param locale The bot locale (and the answers' language).
 * @param step   Where to bring it.
 */
export async function answersChatAt(
	urls: Urls,
	locale: AnswersLocale,
	step: Step
): Promise< AnswersChat > {
	const replies: BotReply[] = [];
	const chat = standInChat( urls, {
		version: 'v2',
		settings: { bot_locale: locale },
		onReply: ( reply ) => void replies.push( reply ),
		conversation: { readQuestion: demoReadQuestion( locale ) },
	} );
	await chat.conversation.start( 'get started' );
	for ( const text of SET_UP[ step ] ) {
		await chat.conversation.send( text );
	}
	await settled( chat );
	return { ...chat, locale, replies };
}

async function settled( chat: StandInChat ): Promise< ConversationState > {
	// The panel is filled after the turn (the job API's list, the places).
	await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
	return stateWhere( chat.conversation, ( state ) => ! state.busy );
}

export interface Seen {
	/** The entries the message added, after the candidate's own. */
	added: TranscriptEntry[];
	/** The answer given (its link), if one was. */
	answer?: string;
	/** The honest reply, with the contact page. */
	noAnswer: boolean;
	/** The texts the geocoder was asked to look up. */
	geocoded: string[];
	/** The search run: area @ place, as the job API was asked. */
	search?: string;
	/** Lex's replies to it. */
	lexCalls: number;
	/** The chat's state before and after. */
	before: ConversationState;
	after: ConversationState;
}

/**
 * Sends one message and reports what the chat did with it.
 * @param urls The stand-ins.
 * @param chat The conversation.
 * @param text What the candidate types.
 */
export async function sendAndSee(
	urls: Urls,
	chat: AnswersChat,
	text: string
): Promise< Seen > {
	const before = await stateWhere(
		chat.conversation,
		( state ) => ! state.busy
	);
	// Only the geocoder's calls are read (Lex's replies are counted here).
	await fetch( `${ urls.geocoder }__calls`, { method: 'DELETE' } );
	const replied = chat.replies.length;
	await chat.conversation.send( text );
	const after = await settled( chat );
	const added = after.entries
		.slice( before.entries.length )
		.filter( ( entry ) => entry.kind !== 'user' );
	const answer = added.find(
		( entry ) => entry.kind === 'notice' && entry.notice === 'answer'
	);
	const jobs = added.find( ( entry ) => entry.kind === 'jobs' );
	const search = jobs?.kind === 'jobs' ? jobs.results.search : undefined;
	return {
		added,
		answer: answer?.kind === 'notice' ? answer.link : undefined,
		noAnswer: added.some(
			( entry ) =>
				entry.kind === 'notice' &&
				entry.notice === 'no-answer' &&
				entry.link === CONTACT
		),
		geocoded: await geocodedTexts( urls ),
		search: search && `${ search.keyword } @ ${ search.location }`,
		lexCalls: chat.replies.length - replied,
		before,
		after,
	};
}

/**
 * The demo answer's page for a topic (its link), in a language.
 * @param locale The bot locale.
 * @param topic  The answer's topic (dev/wordpress/answers).
 */
export function pageOf( locale: AnswersLocale, topic: string ): string {
	const { answers, topicOf } = demoAnswers(
		locale === 'es_US' ? 'es' : 'en'
	);
	const found = answers.find( ( answer ) => topicOf( answer ) === topic );
	if ( ! found ) {
		throw new Error( `No demo answer on ${ topic } in ${ locale }.` );
	}
	return found.link;
}
