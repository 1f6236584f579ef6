/**
 * What a page asked for, seen from inside it the same way in every engine
 * (WebKitWebDriver has no network events): the resource timing entries,
 * and the requests made through fetch() once watched.
 */
import type { EngineSite } from './site';

export interface SeenRequest {
	url: string;
	method: string;
	body: string;
}

interface WatchedWindow {
	__careersRequests?: Array< Promise< SeenRequest > >;
}

/**
 * Every URL this document has fetched so far (scripts, styles, fetch and
 * XHR, JSONP), from its resource timing entries.
 *
 * @param site The page.
 */
export function fetchedUrls( site: EngineSite ): Promise< string[] > {
	return site.evaluate( () =>
		performance
			.getEntriesByType( 'resource' )
			.map( ( entry ) => entry.name )
	);
}

/**
 * From now on, keep the method, URL and body of each fetch() whose URL
 * starts with `prefix`, as it leaves (the AWS SDK calls fetch when it
 * sends, so a wrapper put there sees every bot request).
 *
 * @param site   The page (its current document).
 * @param prefix Start of the URLs to keep.
 */
export async function watchFetches(
	site: EngineSite,
	prefix: string
): Promise< void > {
	await site.evaluate( ( start ) => {
		const win = window as WatchedWindow & Window;
		if ( win.__careersRequests ) {
			return;
		}
		const seen: Array< Promise< SeenRequest > > = [];
		win.__careersRequests = seen;
		const original = win.fetch.bind( win );
		win.fetch = ( input, init ) => {
			// A copy to read: reading the one sent would use its body up.
			const request =
				input instanceof Request && ! init
					? input.clone()
					: new Request( input, init );
			if ( request.url.startsWith( start ) ) {
				seen.push(
					request.text().then( ( body ) => ( {
						url: request.url,
						method: request.method,
						body,
					} ) )
				);
			}
			return original( input, init );
		};
	}, prefix );
}

/**
 * The requests watchFetches kept, in the order they left.
 *
 * @param site The page.
 */
export function watchedFetches( site: EngineSite ): Promise< SeenRequest[] > {
	return site.evaluate( () =>
		Promise.all(
			( window as WatchedWindow & Window ).__careersRequests ?? []
		)
	);
}
