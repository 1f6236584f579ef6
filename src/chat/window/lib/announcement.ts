/**
 * What the live region says for a new transcript entry: the bot's words,
 * a card's title, a summary of job results, an error. The candidate's own
 * messages are not read back.
 */

/**
 * Internal dependencies
 */
import { messageText } from '../../core/bot';
import type { TranscriptEntry } from '../../core/conversation';
import { errorText, locationNotFoundText } from './entry-text';

/**
 * Markdown as it should be spoken: link text without the address, no
 * emphasis marks.
 *
 * @param text Markdown source.
 */
export function spokenMarkdown( text: string ): string {
	return text
		.replace( /!?\[([^\]]*)\]\([^)]*\)/g, '$1' )
		.replace( /(\*\*|__|~~|`)/g, '' )
		.replace( /(^|\s)[*_](\S)/g, '$1$2' )
		.replace( /(\S)[*_](?=\s|$|[.,;:!?])/g, '$1' )
		.replace( /^\s*#+\s*/gm, '' );
}

/**
 * @param entry    A new entry.
 * @param markdown Whether plain replies are rendered as markdown.
 * @return The text, or its promise for job results and the chat's own
 * lines (their texts come with the answer's code, already fetched).
 */
export function announcementText(
	entry: TranscriptEntry,
	markdown: boolean
): string | Promise< string > {
	switch ( entry.kind ) {
		case 'bot': {
			const { message } = entry;
			if ( message.contentType === 'ImageResponseCard' ) {
				return [ message.card.title, message.card.subtitle ]
					.filter( Boolean )
					.join( '. ' );
			}
			const text = messageText( message );
			return markdown && message.contentType === 'PlainText'
				? spokenMarkdown( text )
				: text;
		}
		case 'jobs':
			return import(
				/* webpackChunkName: "chat-job-search" */ './results-text'
			).then( ( texts ) =>
				texts.jobResultsAnnouncement( entry.results )
			);
		case 'error':
			return errorText( entry.text );
		case 'location-not-found':
			return locationNotFoundText();
		case 'notice':
			// Its words come with the answer's code, fetched before it.
			return import(
				/* webpackChunkName: "chat-job-search" */ './notice-text'
			).then( ( texts ) => texts.noticeText( entry ) );
		default:
			return '';
	}
}
