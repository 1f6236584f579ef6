/**
 * Whether what the chat did with a corpus message is what the case
 * expects: null when it is, else why not (printed with the failures).
 */

/**
 * Internal dependencies
 */
import type { CorpusCase } from './corpus-types';
import type { Observed } from './run-corpus';

const PLACE_SLOT = 'location';
const AREA_SLOT = 'areaInterest';

/**
 * The question each intent leaves open at the place and area steps.
 * @param entry
 * @param intent
 */
function askingAfter( entry: CorpusCase, intent: string ): string {
	if ( [ 'StartOver', 'Welcome', 'FindJobs' ].includes( intent ) ) {
		return PLACE_SLOT;
	}
	return entry.step === 'area' ? AREA_SLOT : PLACE_SLOT;
}

function judgeIntent( entry: CorpusCase, seen: Observed, intent: string ) {
	if ( seen.intent !== intent ) {
		return `answered by ${ seen.intent ?? 'nothing' }`;
	}
	if ( seen.searched ) {
		return `searched ${ seen.searched }`;
	}
	// Words the chat did not understand may be a place; a command never.
	if ( seen.geocodes > 0 && intent !== 'FallbackIntent' ) {
		return 'looked a place up';
	}
	if ( seen.lines.length > 0 ) {
		return `said ${ seen.lines.join( ', ' ) }`;
	}
	const open = askingAfter( entry, intent );
	if ( entry.step !== 'results' && seen.asking !== open ) {
		return `left ${ seen.asking ?? 'no question' } open, not ${ open }`;
	}
	return null;
}

function judgeKnown(
	seen: Observed,
	expected: { place?: string; area?: string; choices?: string[] }
) {
	if ( expected.place && seen.place !== expected.place ) {
		return `place ${ seen.place ?? 'none' }`;
	}
	if ( expected.area && seen.area !== expected.area ) {
		return `area ${ seen.area ?? 'none' }`;
	}
	if ( expected.choices ) {
		const offered = [ ...( seen.choices ?? [] ) ].sort().join( ' | ' );
		if ( offered !== [ ...expected.choices ].sort().join( ' | ' ) ) {
			return `offered ${ offered || 'nothing' }`;
		}
	}
	const search = Boolean(
		expected.place && expected.area && ! expected.choices
	);
	if ( search !== Boolean( seen.searched ) ) {
		return search ? 'no search' : `searched ${ seen.searched }`;
	}
	if ( ! search && ! expected.choices ) {
		const open = expected.place ? AREA_SLOT : PLACE_SLOT;
		if ( seen.asking !== open ) {
			return `asks ${ seen.asking ?? 'nothing' }, not ${ open }`;
		}
	}
	if ( seen.intent === 'FallbackIntent' ) {
		return 'the bot did not understand';
	}
	return null;
}

/**
 * @param entry The case.
 * @param seen  What the chat did.
 */
export function judge( entry: CorpusCase, seen: Observed ): string | null {
	const expected = entry.expect;
	if ( 'intent' in expected ) {
		return judgeIntent( entry, seen, expected.intent );
	}
	if ( 'asked' in expected ) {
		if ( seen.lexCalls > 0 || seen.geocodes > 0 ) {
			return 'sent it on';
		}
		return seen.asking === expected.asked && seen.lastBot
			? null
			: `asked ${ seen.asking ?? 'nothing' } (${ seen.lastBot ?? '' })`;
	}
	if ( 'notFound' in expected ) {
		return seen.lines.includes( 'location-not-found' ) && ! seen.lexCalls
			? null
			: `said ${ seen.lines.join( ', ' ) || 'nothing' }`;
	}
	if ( 'unknownArea' in expected ) {
		return seen.lines.includes( 'unknown-area' ) && ! seen.lexCalls
			? null
			: `said ${ seen.lines.join( ', ' ) || 'nothing' }`;
	}
	return judgeKnown( seen, expected );
}
