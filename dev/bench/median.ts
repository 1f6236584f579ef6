/**
 * The middle value (the mean of the two middle ones), NaN for none.
 * @param values Measures.
 */
export function median( values: number[] ): number {
	if ( values.length === 0 ) {
		return NaN;
	}
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}
