/**
 * The fault matrix's tests for one moment: a test per cell (each fault of
 * each service the moment calls), and a test that the moment calls no
 * other service, so the cells not run are not applicable, each for the
 * reason given. Prints the moment's count after its tests.
 */

/* eslint-disable jest/no-export -- the suite every moment's file runs */

/**
 * Internal dependencies
 */
import { setUpStandIns } from '../stand-in-services';
import { callsBetween, FAULTS, loggedCalls, SERVICES } from './cells';
import { matrixChat, settled } from './matrix-chat';
import { MOMENT, type MomentName } from './moments';
import { runCell } from './run-cell';

/** Room for Cognito's throttling: the SDK's own retries wait for real. */
const CELL_TIMEOUT_MS = 30_000;

/**
 * @param name The moment.
 */
export function describeMoment( name: MomentName ) {
	const standIns = setUpStandIns();
	const moment = MOMENT[ name ];
	const notApplicable = SERVICES.filter(
		( service ) => ! moment.calls.includes( service )
	);
	const tally = { run: 0, passing: 0 };

	afterAll( () => {
		process.stdout.write(
			`Fault matrix, ${ name }: ${ tally.run } cells run, ${
				tally.passing
			} passing, ${
				notApplicable.length * FAULTS.length
			} not applicable:\n${ notApplicable
				.map(
					( service ) =>
						`  ${ service } (${ FAULTS.length } faults): ${ moment.notCalled[ service ] }\n`
				)
				.join( '' ) }`
		);
	} );

	it( `${ name } calls ${ moment.calls.join(
		', '
	) } and no other service (the other cells are not applicable)`, async () => {
		expect( Object.keys( moment.notCalled ).sort() ).toEqual(
			[ ...notApplicable ].sort()
		);
		const chat = matrixChat( standIns.urls );
		try {
			await moment.reach( chat );
			const start = await loggedCalls( standIns.urls );
			await moment.act( chat );
			await settled( chat );
			const calls = callsBetween(
				start,
				await loggedCalls( standIns.urls )
			);
			for ( const service of SERVICES ) {
				expect( [ service, calls[ service ].length > 0 ] ).toEqual( [
					service,
					moment.calls.includes( service ),
				] );
			}
		} finally {
			chat.close();
		}
	} );

	describe.each( [ ...moment.calls ] )(
		`${ name }, %s fails`,
		( service ) => {
			it.each( [ ...FAULTS ] )(
				'%s: an honest line, a way on, nothing lost, waiting or sent twice',
				async ( fault ) => {
					tally.run++;
					await expect(
						runCell( standIns.urls, name, service, fault )
					).resolves.toBeUndefined();
					tally.passing++;
				},
				CELL_TIMEOUT_MS
			);
		}
	);
}
