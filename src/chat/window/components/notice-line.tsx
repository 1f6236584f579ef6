/**
 * Internal dependencies
 */
import type { TranscriptEntry } from '../../core/conversation';
import { contactText, moreAboutText, noticeText } from '../lib/notice-text';
import { SafeLink } from './safe-link';

export interface NoticeLineProps {
	entry: Extract< TranscriptEntry, { kind: 'notice' } >;
}

/**
 * A site's answer: its paragraphs, then a link saying where it goes.
 *
 * @param props       Props.
 * @param props.entry The answer.
 */
function SiteAnswer( { entry }: NoticeLineProps ) {
	const paragraphs = ( entry.text ?? '' )
		.split( /\n\s*\n/ )
		.filter( ( paragraph ) => paragraph.trim() );
	return (
		<>
			{ paragraphs.map( ( paragraph, index ) => (
				<p key={ index }>{ paragraph }</p>
			) ) }
			{ entry.link && (
				<p>
					<SafeLink href={ entry.link }>
						{ moreAboutText( entry.linkTitle ) }
					</SafeLink>
				</p>
			) }
		</>
	);
}

/**
 * A line the chat itself says, in its words (chunk chat-job-search). Text
 * from the site's answers and settings is shown as text, links through
 * SafeLink.
 *
 * @param props       Props.
 * @param props.entry The notice entry.
 */
export function NoticeLine( { entry }: NoticeLineProps ) {
	if ( entry.notice === 'answer' ) {
		return <SiteAnswer entry={ entry } />;
	}
	if ( entry.notice === 'no-answer' ) {
		return (
			<>
				<p>{ noticeText( { ...entry, link: undefined } ) }</p>
				{ entry.link && (
					<p>
						<SafeLink href={ entry.link }>
							{ contactText() }
						</SafeLink>
					</p>
				) }
			</>
		);
	}
	return <p>{ noticeText( entry ) }</p>;
}
