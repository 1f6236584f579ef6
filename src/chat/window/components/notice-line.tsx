/**
 * Internal dependencies
 */
import type { TranscriptEntry } from '../../core/conversation';
import { noticeText } from '../lib/notice-text';

export interface NoticeLineProps {
	entry: Extract< TranscriptEntry, { kind: 'notice' } >;
}

/**
 * A line the chat itself says, in its words (chunk chat-job-search).
 *
 * @param props       Props.
 * @param props.entry The notice entry.
 */
export function NoticeLine( { entry }: NoticeLineProps ) {
	return <p>{ noticeText( entry ) }</p>;
}
