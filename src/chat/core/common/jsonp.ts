/**
 * Cross-domain script calls: JSONP for the job API, and the callback that
 * tells us the Google Maps script is ready. Every call cleans up after
 * itself (script element and global callback), whatever the outcome; a
 * call that timed out can get no late answer.
 */

/**
 * Internal dependencies
 */
import { documentMember } from '../../../shared/page-document';

export const DEFAULT_JSONP_TIMEOUT_MS = 15_000;

export interface CallbackScriptOptions {
	/** Query parameter naming the global callback; default 'callback'. */
	callbackParam?: string;
	timeoutMs?: number;
	/** The document and window to use (tests pass jsdom's). */
	doc?: Document;
	win?: Window;
	/**
	 * The answer is the call itself (JSONP): a script that ran without
	 * calling back (a body that is not the call, or does not parse) fails
	 * at once, not at the timeout. Not for a script that calls back later,
	 * as Google's Maps loader does.
	 */
	callsAsItRuns?: boolean;
}

/** A script call that failed to load or did not call back in time. */
export class ScriptCallError extends Error {
	constructor( message: string ) {
		super( message );
		this.name = 'ScriptCallError';
	}
}

let counter = 0;

/**
 * Whether a URL names its scheme and host: a script is loaded from
 * nowhere else. A relative one (`job?…`, from an empty job API base)
 * would run whatever the page's own site answers there.
 *
 * @param url A script's URL.
 */
export const isAbsoluteHttpUrl = ( url: string ): boolean =>
	/^https?:\/\/[^/?#\s]/i.test( url );

/**
 * Adds `name=value` to a URL that may already have a query string.
 * @param url   URL, possibly with a query and a hash.
 * @param name  Parameter name.
 * @param value Parameter value.
 */
export function appendQuery(
	url: string,
	name: string,
	value: string
): string {
	const [ base, hash = '' ] = url.split( '#', 2 );
	const separator = base.includes( '?' ) ? '&' : '?';
	return `${ base }${ separator }${ encodeURIComponent( name ) }=${ encodeURIComponent(
		value
	) }${ hash ? `#${ hash }` : '' }`;
}

/**
 * Loads `url` with a fresh global callback added as `callbackParam`, and
 * resolves with the arguments the script passes to it.
 *
 * @param url     Script URL (without the callback parameter).
 * @param options Callback parameter, timeout, document.
 */
export function loadCallbackScript(
	url: string,
	options: CallbackScriptOptions = {}
): Promise< unknown[] > {
	const {
		callbackParam = 'callback',
		timeoutMs = DEFAULT_JSONP_TIMEOUT_MS,
		doc = document,
		win = window,
		callsAsItRuns = false,
	} = options;
	if ( ! isAbsoluteHttpUrl( url ) ) {
		return Promise.reject(
			new ScriptCallError( `Not an absolute http(s) URL: ${ url }` )
		);
	}
	const callbacks = win as unknown as Record< string, unknown >;
	const name = `careersChatCallback${ Date.now().toString( 36 ) }${ ++counter }`;
	const script = documentMember( doc, 'createElement' )( 'script' );
	let timer: ReturnType< typeof setTimeout > | undefined;

	return new Promise< unknown[] >( ( resolve, reject ) => {
		const forget = () => {
			clearTimeout( timer );
			script.remove();
			delete callbacks[ name ];
		};
		callbacks[ name ] = ( ...args: unknown[] ) => {
			forget();
			resolve( args );
		};
		script.addEventListener( 'error', () => {
			forget();
			reject( new ScriptCallError( `Could not load ${ url }` ) );
		} );
		// A script's load event comes after it ran (HTML, "execute the
		// script element"), even when it could not be parsed.
		if ( callsAsItRuns ) {
			script.addEventListener( 'load', () => {
				if ( name in callbacks ) {
					forget();
					reject(
						new ScriptCallError(
							`No call in the answer from ${ url }`
						)
					);
				}
			} );
		}
		timer = setTimeout( () => {
			// Moved out of the page first: a browser runs a script only in
			// the document it was prepared in (HTML, "execute the script
			// element"), so a late answer never runs, and the callback can
			// go now. A removed script would still run.
			const inert = documentMember(
				doc,
				'implementation'
			).createHTMLDocument( '' );
			documentMember( inert, 'body' ).append( script );
			forget();
			reject( new ScriptCallError( `No answer from ${ url }` ) );
		}, timeoutMs );
		script.async = true;
		script.src = appendQuery( url, callbackParam, name );
		(
			documentMember( doc, 'head' ) ?? documentMember( doc, 'body' )
		).appendChild( script );
	} );
}

/**
 * A JSONP GET: resolves with the first argument the response passes to
 * the callback (checked by the caller: it is `unknown`).
 *
 * @param url     Request URL with its query.
 * @param options Timeout and document.
 */
export async function requestJsonp(
	url: string,
	options: CallbackScriptOptions = {}
): Promise< unknown > {
	const [ data ] = await loadCallbackScript( url, {
		...options,
		callsAsItRuns: true,
	} );
	return data;
}
