/**
 * When the persona block needs more than the server's visitor list: at
 * once for a signed-in candidate or a visitor the chat learned an area
 * from; for anyone else when that changes, or when they reach for "Why am
 * I seeing this?" (pointer, focus or opening it).
 */

/**
 * Internal dependencies
 */
import type { RuntimeApi } from '@careers-frontend/runtime';

export interface StartWhenNeededDeps {
	candidateStore: RuntimeApi[ 'candidateStore' ];
	/** Loads and starts the whole block (once). */
	start: () => Promise< void >;
	logger?: Pick< Console, 'error' >;
}

/**
 * @param wrapper The block's wrapper.
 * @param deps    Candidate store and the block's start.
 */
export function startWhenNeeded(
	wrapper: HTMLElement,
	deps: StartWhenNeededDeps
): void {
	const { candidateStore, logger = console } = deps;
	const needsMore = () => {
		const { state, chatInterest } = candidateStore.get();
		return state === 'signed-in' || Boolean( chatInterest );
	};
	if ( needsMore() ) {
		deps.start().catch( ( error: unknown ) => logger.error( error ) );
		return;
	}
	// The server's list stands: its line for signed-in candidates goes, and
	// comes back while the whole block loads (a sign-in without a reload
	// shows it at once; the block then paints its own states).
	const loadingLine = wrapper.querySelector(
		'[data-careers-persona-body] .careers-when-signed-in'
	);
	const body = loadingLine?.parentElement;
	loadingLine?.remove();

	const why = wrapper.querySelector( 'details' );
	const triggers = [ 'toggle', 'pointerenter', 'focusin' ];
	let unsubscribe = () => {};
	const start = () => {
		unsubscribe();
		triggers.forEach( ( type ) => why?.removeEventListener( type, start ) );
		if ( loadingLine ) {
			body?.append( loadingLine );
		}
		deps.start().catch( ( error: unknown ) => logger.error( error ) );
	};
	unsubscribe = candidateStore.subscribe( () => needsMore() && start() );
	triggers.forEach( ( type ) => why?.addEventListener( type, start ) );
}
