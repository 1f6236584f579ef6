/**
 * The lines the chat itself says (notice entries), through the plugin's
 * text domain. Every notice follows an answer, so these come with the
 * answer's code (chunk `chat-job-search`), not as the window opens.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TranscriptEntry } from '../../core/conversation';

type NoticeEntry = Pick<
	Extract< TranscriptEntry, { kind: 'notice' } >,
	'notice' | 'text' | 'choices' | 'link' | 'linkTitle'
>;

/**
 * What the link under a site's answer says: where it goes.
 * @param title The page's title, if known.
 */
export const moreAboutText = ( title?: string ) =>
	title
		? sprintf(
				/* translators: %s: the title of a page on the site, e.g. "Visa sponsorship". */
				__( 'More about %s', 'careers-frontend' ),
				title
			)
		: __( 'More about this', 'careers-frontend' );

export const contactText = () =>
	__( 'Ask us on our contact page', 'careers-frontend' );

/**
 * A site's answer, or the honest reply when it has none, as one text.
 * @param entry The notice.
 */
function answerText( entry: NoticeEntry ): string {
	const said =
		entry.notice === 'answer'
			? ( entry.text ?? '' )
			: __( 'Sorry, I can’t answer that question.', 'careers-frontend' );
	if ( ! entry.link ) {
		return said;
	}
	const more =
		entry.notice === 'answer'
			? moreAboutText( entry.linkTitle )
			: contactText();
	return `${ said } ${ more }.`;
}

const TYPE_A_PLACE = () =>
	__( 'Please type a zip code or a city and state.', 'careers-frontend' );

/**
 * Where the chat offers choices for what the candidate typed.
 * @param entry         The notice.
 * @param entry.notice
 * @param entry.text
 * @param entry.choices
 */
function choicesText( { notice, text = '', choices = [] }: NoticeEntry ) {
	switch ( notice ) {
		case 'area-choices':
			return sprintf(
				/* translators: %s: the words the candidate typed for an area. */
				__(
					'“%s” fits more than one of our job areas. Please choose one.',
					'careers-frontend'
				),
				text
			);
		case 'place-choices':
			return sprintf(
				/* translators: %s: the place the candidate typed. */
				__(
					'“%s” could be more than one place. Please choose one, or type the city and state.',
					'careers-frontend'
				),
				text
			);
	}
	const ask = choices.length
		? __(
				'Please choose a city there, or type a zip code or a city and state.',
				'careers-frontend'
			)
		: TYPE_A_PLACE();
	const what =
		notice === 'state-code'
			? /* translators: %s: a US state's name, e.g. "Oklahoma". */
				__( 'Did you mean %s?', 'careers-frontend' )
			: /* translators: %s: a US state's name, e.g. "Texas". */
				__( '%s is a whole state.', 'careers-frontend' );
	return `${ sprintf( what, text ) } ${ ask }`;
}

/**
 * Why the device's location could not be used.
 * @param notice The notice.
 */
function locationText( notice: NoticeEntry[ 'notice' ] ): string {
	switch ( notice ) {
		case 'location-denied':
			return __(
				'Your browser did not allow the use of your location.',
				'careers-frontend'
			);
		case 'location-timeout':
			return __(
				'Finding your location took too long.',
				'careers-frontend'
			);
		case 'location-insecure':
			return __(
				'Your location can only be used on a secure (https) page.',
				'careers-frontend'
			);
		case 'location-unnamed':
			return __(
				'I could not find a place name for your location.',
				'careers-frontend'
			);
	}
	return __( 'Your location is not available.', 'careers-frontend' );
}

/**
 * A line the chat itself says.
 *
 * @param entry The notice: what it is about, what the candidate typed (or
 *              the state), and the choices offered.
 */
export function noticeText( entry: NoticeEntry ): string {
	switch ( entry.notice ) {
		case 'unknown-area':
			return sprintf(
				/* translators: %s: the area the candidate typed. */
				__(
					'“%s” is not one of our job areas. Please choose one from the list.',
					'careers-frontend'
				),
				entry.text ?? ''
			);
		case 'areas-unavailable':
			return __(
				'The list of job areas could not be loaded. Please type the area you are interested in.',
				'careers-frontend'
			);
		case 'session-expired':
			return __(
				'This conversation timed out, so your message was not sent. It is back in the message box: send it again to carry on.',
				'careers-frontend'
			);
		case 'area-choices':
		case 'place-choices':
		case 'state-choices':
		case 'state-code':
			return choicesText( entry );
		case 'answer':
		case 'no-answer':
			return answerText( entry );
	}
	return `${ locationText( entry.notice ) } ${ TYPE_A_PLACE() }`;
}
