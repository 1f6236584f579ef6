/**
 * One cell of the fault matrix: a fresh chat brought to the moment, the
 * fault armed on the service until cleared, the candidate's act; then what
 * they see is checked (an honest line, nothing typed lost, nothing left
 * waiting), the fault cleared, their way on taken, and the conversation
 * must land on the search it was making, with nothing sent twice.
 */

/**
 * Internal dependencies
 */
import type { ConversationState } from '../../conversation';
import type { TranscriptEntry } from '../../conversation/transcript';
import type { Urls } from '../stand-in-chat';
import {
	armUntilCleared,
	callsBetween,
	clearFaults,
	loggedCalls,
	type CallsByService,
	type Fault,
	type Service,
} from './cells';
import { matrixChat, settled, type MatrixChat } from './matrix-chat';
import { MOMENT, say, type MomentName } from './moments';
import { WAY_ON, type Sign } from './ways-on';

const count = ( items: readonly string[], item: string ) =>
	items.filter( ( each ) => each === item ).length;

const userTexts = ( state: ConversationState ) =>
	state.entries.flatMap( ( entry ) =>
		entry.kind === 'user' ? [ entry.text ] : []
	);

/**
 * The line that says what failed, among the entries the act added.
 * @param added The entries.
 * @param sign  What the cell expects it to be.
 */
function sayingEntry( added: TranscriptEntry[], sign: Sign ): TranscriptEntry {
	const entry = added.find( ( item ) =>
		sign.kind === 'notice'
			? item.kind === 'notice' && item.notice === sign.notice
			: item.kind === sign.kind
	);
	if ( ! entry ) {
		throw new Error(
			`Expected a ${ JSON.stringify( sign ) } line; the act added ${ JSON.stringify(
				added.map( ( item ) => item.kind )
			) }.`
		);
	}
	return entry;
}

/**
 * Nothing waits in silence: the input is free, no indicator runs, and a
 * message still queued has a failure line after it.
 * @param state The state at rest.
 */
function expectNothingWaiting( state: ConversationState ) {
	expect( state.busy ).toBe( false );
	expect( state.typing ).toBe( false );
	const queued = state.entries.findIndex(
		( entry ) => entry.kind === 'user' && entry.queued
	);
	if ( queued >= 0 ) {
		expect(
			state.entries
				.slice( queued )
				.some( ( entry ) => entry.kind === 'error' && entry.failedText )
		).toBe( true );
	}
}

/**
 * What the stand-ins answered: every call but the faulted service's while
 * the fault was armed (those failed before doing anything).
 * @param all     Every call of the cell.
 * @param armed   The log when the fault was armed.
 * @param cleared The log when it was cleared.
 * @param service The faulted service.
 */
function answered(
	all: CallsByService,
	armed: CallsByService,
	cleared: CallsByService,
	service: Service
) {
	return ( which: Service ) =>
		all[ which ].filter(
			( _call, index ) =>
				which !== service ||
				index < armed[ which ].length ||
				index >= cleared[ which ].length
		);
}

/**
 * Runs the cell; throws (through expect) where the chat fails it.
 * @param urls    The stand-ins.
 * @param name    The moment.
 * @param service The service.
 * @param fault   The fault.
 */
export async function runCell(
	urls: Urls,
	name: MomentName,
	service: Service,
	fault: Fault
): Promise< void > {
	const moment = MOMENT[ name ];
	const chat: MatrixChat = matrixChat(
		urls,
		fault === 'timeout' ? service : undefined
	);
	try {
		await moment.reach( chat );
		const start = await loggedCalls( urls );
		const before = chat.conversation.getState().entries.length;
		await armUntilCleared( urls, service, fault );
		await moment.act( chat );
		const failedState = await settled( chat );
		const cleared = await loggedCalls( urls );
		const faulted = callsBetween( start, cleared );
		expect( faulted[ service ].length ).toBeGreaterThan( 0 );

		// An honest line, saying what failed, with a way on.
		const way = WAY_ON[ name ][ service ];
		if ( ! way ) {
			throw new Error( `No way on for ${ name } / ${ service }.` );
		}
		const saying = sayingEntry(
			failedState.entries.slice( before ),
			way.sign
		);
		if ( saying.kind === 'error' ) {
			expect( saying.text ).toMatch(
				/^Error: {2}\S.* \(see console for details\)$/
			);
			expect( saying.text ).not.toMatch( /Unknown error/ );
			// A failure elsewhere is not blamed on Lex.
			if ( service !== 'Lex' ) {
				expect( saying.text ).not.toMatch( /Lex/ );
			}
			expect( Boolean( saying.failedText ) ).toBe(
				Boolean( way.sign.retry )
			);
		}
		// Nothing typed is lost: each message shows, once.
		for ( const text of moment.typed ) {
			expect( count( userTexts( failedState ), text ) ).toBe( 1 );
		}
		expectNothingWaiting( failedState );

		await clearFaults( urls );
		await way.go( chat, saying );
		await settled( chat );
		if ( chat.conversation.getState().slotToElicit === 'areaInterest' ) {
			await say( chat, moment.lands.area );
		}
		const end = await settled( chat );
		expectNothingWaiting( end );
		expect(
			end.entries.some(
				( entry ) => entry.kind === 'error' && entry.failedText
			)
		).toBe( false );
		const results = end.entries.at( -1 );
		expect( results?.kind ).toBe( 'jobs' );
		if ( results?.kind === 'jobs' ) {
			expect( results.results.search?.keyword ).toBe( moment.lands.area );
			expect( results.results.search?.location ).toContain(
				moment.lands.place
			);
		}

		// Nothing sent twice: no text reached Lex twice, no search ran
		// twice, no list shows twice.
		const done = answered(
			await loggedCalls( urls ),
			start,
			cleared,
			service
		);
		const texts = done( 'Lex' ).map( ( call ) => call.details?.text ?? '' );
		expect( texts ).toEqual( [ ...new Set( texts ) ] );
		const searches = done( 'search' ).map( ( call ) =>
			JSON.stringify( call.details?.query )
		);
		expect( searches ).toEqual( [ ...new Set( searches ) ] );
		const lists = end.entries.flatMap( ( entry ) =>
			entry.kind === 'jobs'
				? [ JSON.stringify( entry.results.search ) ]
				: []
		);
		expect( lists ).toEqual( [ ...new Set( lists ) ] );
	} finally {
		chat.close();
	}
}
