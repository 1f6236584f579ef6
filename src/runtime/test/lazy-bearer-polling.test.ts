/**
 * Internal dependencies
 */
import type { BearerPolling } from '../bearer-polling';
import { createLazyBearerPolling } from '../lazy-bearer-polling';
import type { LoadPart } from '../parts';

function setUp( atsUrl: string, load: Promise< unknown > ) {
	const real: BearerPolling = { start: jest.fn(), stop: jest.fn() };
	const loadPart = jest.fn( () => load ) as unknown as LoadPart & jest.Mock;
	const logger = { error: jest.fn() };
	const polling = createLazyBearerPolling( {
		atsUrl,
		loadPart,
		create: () => real,
		logger,
	} );
	return { polling, real, loadPart, logger };
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve ) );

describe( 'the ATS keep-alive, loaded when needed', () => {
	it( 'loads its part on the first start and starts once loaded', async () => {
		const { polling, real, loadPart } = setUp(
			'https://ats.example.com/',
			Promise.resolve( {} )
		);
		expect( loadPart ).not.toHaveBeenCalled();
		polling.start();
		await flush();
		expect( real.start ).toHaveBeenCalledTimes( 1 );
		polling.stop();
		polling.start();
		expect( real.stop ).toHaveBeenCalledTimes( 1 );
		expect( real.start ).toHaveBeenCalledTimes( 2 );
		expect( loadPart ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'loads nothing without an ATS', () => {
		const { polling, loadPart } = setUp( '', Promise.resolve( {} ) );
		polling.start();
		expect( loadPart ).not.toHaveBeenCalled();
	} );

	it( 'does not start when signed out before the part arrived', async () => {
		const { polling, real } = setUp(
			'https://ats.example.com/',
			Promise.resolve( {} )
		);
		polling.start();
		polling.stop();
		await flush();
		expect( real.start ).not.toHaveBeenCalled();
	} );

	it( 'logs a part that cannot load', async () => {
		const failure = new Error( 'bearer-polling could not be loaded' );
		const { polling, logger } = setUp(
			'https://ats.example.com/',
			Promise.reject( failure )
		);
		polling.start();
		await flush();
		expect( logger.error ).toHaveBeenCalledWith( failure );
	} );
} );
