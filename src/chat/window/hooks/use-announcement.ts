/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { TranscriptEntry } from '../../core/conversation';
import { announcementText } from '../lib/announcement';

/**
 * What the window's live region says: each new entry from the bot once,
 * as it arrives. Entries restored from an earlier page are not read again,
 * nor is the candidate's own message.
 *
 * @param entries  The transcript.
 * @param markdown Whether plain replies are markdown.
 */
export function useAnnouncement(
	entries: readonly TranscriptEntry[],
	markdown: boolean
): string {
	const seen = useRef< Set< string > | null >( null );
	// Spoken in the order the entries came, whatever their texts wait for.
	const queue = useRef( Promise.resolve() );
	const [ message, setMessage ] = useState( '' );

	useEffect( () => {
		if ( ! seen.current ) {
			seen.current = new Set( entries.map( ( entry ) => entry.id ) );
			return;
		}
		const known = seen.current;
		const fresh = entries.filter( ( entry ) => ! known.has( entry.id ) );
		fresh.forEach( ( entry ) => known.add( entry.id ) );
		if ( fresh.length === 0 ) {
			return;
		}
		const texts = Promise.all(
			fresh.map( ( entry ) => announcementText( entry, markdown ) )
		);
		queue.current = queue.current
			.then( () => texts )
			.then( ( parts ) => {
				const spoken = parts.filter( Boolean ).join( ' ' );
				if ( spoken ) {
					// A repeat must change the text, or it is not read again.
					setMessage( ( previous ) =>
						previous === spoken ? `${ spoken }\u00A0` : spoken
					);
				}
			} )
			.catch( () => undefined );
	}, [ entries, markdown ] );

	return message;
}
