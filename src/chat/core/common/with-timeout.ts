/**
 * Bounds a promise that may never settle (a hanging service): after
 * `timeoutMs` it rejects with the error `onTimeout` makes, and the late
 * result, if one ever comes, is ignored.
 *
 * @param promise   What to wait for.
 * @param timeoutMs Longest wait.
 * @param onTimeout Makes the error to reject with, and may clean up.
 */
export function withTimeout< T >(
	promise: Promise< T >,
	timeoutMs: number,
	onTimeout: () => Error
): Promise< T > {
	let timer: ReturnType< typeof setTimeout > | undefined;
	const expired = new Promise< never >( ( _resolve, reject ) => {
		timer = setTimeout( () => reject( onTimeout() ), timeoutMs );
	} );
	return Promise.race( [ promise, expired ] ).finally( () =>
		clearTimeout( timer )
	);
}
