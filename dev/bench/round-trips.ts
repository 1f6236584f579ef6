/**
 * Round trips on a path: of the requests that went to the network between
 * two moments, the longest chain where each starts only after the one
 * before it has answered (requests side by side count once). A request
 * answered from a cache is no round trip.
 */

export interface TimedRequest {
	url: string;
	/** Wall-clock ms it left, and its answer ended. */
	start: number;
	end: number;
	/** Answered from the memory, disk or prefetch cache. */
	cached: boolean;
}

export interface RoundTrips {
	/** Requests in series on the longest chain. */
	count: number;
	/** That chain's URLs, in order. */
	chain: string[];
	/** Every request that went to the network in the window. */
	requests: number;
}

/**
 * @param requests Every request the page made.
 * @param from     Start of the path (wall-clock ms).
 * @param to       Its end.
 */
export function roundTrips(
	requests: readonly TimedRequest[],
	from: number,
	to: number
): RoundTrips {
	const network = requests
		.filter(
			( request ) =>
				! request.cached && request.start >= from && request.end <= to
		)
		.sort( ( a, b ) => a.start - b.start );
	// Longest chain ending with each request (intervals, so a plain DP).
	const best: Array< { length: number; previous: number } > = [];
	network.forEach( ( request, index ) => {
		let length = 1;
		let previous = -1;
		for ( let before = 0; before < index; before++ ) {
			if (
				network[ before ].end <= request.start &&
				best[ before ].length + 1 > length
			) {
				length = best[ before ].length + 1;
				previous = before;
			}
		}
		best.push( { length, previous } );
	} );
	let last = best.reduce(
		( top, item, index ) =>
			top === -1 || item.length > best[ top ].length ? index : top,
		-1
	);
	const chain: string[] = [];
	while ( last !== -1 ) {
		chain.unshift( network[ last ].url );
		last = best[ last ].previous;
	}
	return { count: chain.length, chain, requests: network.length };
}
