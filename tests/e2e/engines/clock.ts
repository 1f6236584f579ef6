/**
 * How the layer's retrying waits tell time: real timers, or a unit test's
 * fakes (so a test can check a timeout without waiting for it).
 */
export interface Clock {
	now: () => number;
	sleep: ( ms: number ) => Promise< void >;
}

export const REAL_CLOCK: Clock = {
	now: () => Date.now(),
	sleep: ( ms ) =>
		new Promise< void >( ( resolve ) => setTimeout( resolve, ms ) ),
};
