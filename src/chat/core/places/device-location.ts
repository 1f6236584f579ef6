/**
 * The device's position through the Geolocation API, asked for only when
 * the candidate chooses "Find jobs near me". Why it is not known is one of
 * the chat's notices.
 */

/**
 * Internal dependencies
 */
import type { Point } from './geocode-result';

/** Each is one of the chat's notices (transcript.ts). */
export type LocationProblem =
	| 'location-denied'
	| 'location-timeout'
	| 'location-unavailable'
	| 'location-insecure';

export class DeviceLocationError extends Error {
	constructor( readonly problem: LocationProblem ) {
		super( `The device's location is not known (${ problem }).` );
		this.name = 'DeviceLocationError';
	}
}

/** GeolocationPositionError codes. */
const PROBLEMS: Record< number, LocationProblem > = {
	1: 'location-denied',
	2: 'location-unavailable',
	3: 'location-timeout',
};

export interface LocateOptions {
	/** Longest wait for a fix once allowed (the API's own timeout). */
	timeoutMs?: number;
	/**
	 * Longest wait in all, the browser's question included: a question
	 * left unanswered must not hold the chat.
	 */
	waitMs?: number;
	/** A position this recent is good enough (ms). */
	maximumAgeMs?: number;
}

export type LocatingWindow = Pick<
	Window,
	'isSecureContext' | 'setTimeout' | 'clearTimeout'
> & { navigator: { geolocation?: Pick< Geolocation, 'getCurrentPosition' > } };

/**
 * Where the device is; rejects with a DeviceLocationError saying why not.
 * Pages served over plain http are refused before the browser is asked.
 * @param win                  The window.
 * @param options              Time limits.
 * @param options.timeoutMs
 * @param options.waitMs
 * @param options.maximumAgeMs
 */
export function locateDevice(
	win: LocatingWindow,
	{
		timeoutMs = 10_000,
		waitMs = 30_000,
		maximumAgeMs = 300_000,
	}: LocateOptions = {}
): Promise< Point > {
	const geolocation = win.navigator.geolocation;
	if ( ! win.isSecureContext ) {
		return Promise.reject( new DeviceLocationError( 'location-insecure' ) );
	}
	if ( ! geolocation ) {
		return Promise.reject(
			new DeviceLocationError( 'location-unavailable' )
		);
	}
	return new Promise( ( resolve, reject ) => {
		const timer = win.setTimeout(
			() => reject( new DeviceLocationError( 'location-timeout' ) ),
			waitMs
		);
		geolocation.getCurrentPosition(
			( position ) => {
				win.clearTimeout( timer );
				resolve( {
					latitude: position.coords.latitude,
					longitude: position.coords.longitude,
				} );
			},
			( error ) => {
				win.clearTimeout( timer );
				reject(
					new DeviceLocationError(
						PROBLEMS[ error.code ] ?? 'location-unavailable'
					)
				);
			},
			// A town is enough: no GPS, a recent fix will do.
			{
				enableHighAccuracy: false,
				timeout: timeoutMs,
				maximumAge: maximumAgeMs,
			}
		);
	} );
}
