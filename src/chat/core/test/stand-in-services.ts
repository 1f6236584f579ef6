/**
 * The dev/services stand-ins for one test file: started before its tests,
 * their recorded calls and armed faults cleared before each test, closed
 * after the last.
 */

/**
 * Internal dependencies
 */
import {
	startServices,
	type RunningServices,
} from '../../../../dev/services/start-services';
import { clearStandIns, type Urls } from './stand-in-chat';

export interface StandIns {
	/** The stand-ins' base URLs; read them inside a test or hook. */
	readonly urls: Urls;
	/** Forgets the recorded calls and armed faults (done before each test). */
	clear: () => Promise< void >;
}

/**
 * Registers the hooks; call it at the top of a test file.
 */
export function setUpStandIns(): StandIns {
	let services: RunningServices | undefined;
	const standIns: StandIns = {
		get urls() {
			if ( ! services ) {
				throw new Error( 'The stand-ins are not started yet.' );
			}
			return services.urls;
		},
		clear: () => clearStandIns( standIns.urls ),
	};
	beforeAll( async () => {
		services = await startServices();
	} );
	afterAll( () => services?.close() );
	beforeEach( () => standIns.clear() );
	return standIns;
}
