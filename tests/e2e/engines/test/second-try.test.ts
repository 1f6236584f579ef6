import { openWithSecondTry } from '../second-try';

describe( 'openWithSecondTry', () => {
	it( 'gives the first session when it opens in time, restarting nothing', async () => {
		const restart = jest.fn( async () => undefined );
		await expect(
			openWithSecondTry( {
				open: async () => 'session',
				restart,
				patienceMs: 1000,
				log: () => undefined,
			} )
		).resolves.toBe( 'session' );
		expect( restart ).not.toHaveBeenCalled();
	} );

	it( 'restarts the server and opens again when the first try hangs', async () => {
		jest.useFakeTimers();
		try {
			const lines: string[] = [];
			let tries = 0;
			const restart = jest.fn( async () => undefined );
			const opened = openWithSecondTry( {
				open: () =>
					++tries === 1
						? new Promise< string >( () => undefined )
						: Promise.resolve( 'second' ),
				restart,
				patienceMs: 25_000,
				log: ( line ) => lines.push( line ),
			} );
			await jest.advanceTimersByTimeAsync( 25_000 );
			await expect( opened ).resolves.toBe( 'second' );
			expect( restart ).toHaveBeenCalledTimes( 1 );
			expect( lines[ 0 ] ).toMatch( /no session after 25000 ms/ );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'tries once more after a refusal, and gives the second refusal', async () => {
		const restart = jest.fn( async () => undefined );
		let tries = 0;
		await expect(
			openWithSecondTry( {
				open: async () => {
					throw new Error( `refused ${ ++tries }` );
				},
				restart,
				patienceMs: 1000,
				log: () => undefined,
			} )
		).rejects.toThrow( 'refused 2' );
		expect( restart ).toHaveBeenCalledTimes( 1 );
	} );
} );
