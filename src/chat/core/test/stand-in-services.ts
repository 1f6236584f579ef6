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
	// Real calls to real servers, the SDKs loaded by a file's first test:
	// with five freedom projects' workers on two cores (load 15, measured
	// 2026-12-07) a first test took over Jest's 5 s, ran on past its
	// timeout and added its calls to the next test's counts.
	jest.setTimeout( 20_000 );
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
