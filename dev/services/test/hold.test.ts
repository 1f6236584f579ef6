/* @jest-environment node */
/**
 * POST /__hold keeps the service's calls waiting until DELETE /__hold,
 * then answers them (e2e: what a page shows before
 * any answer).
 */
import { startServices, type RunningServices } from '../start-services';

let services: RunningServices;

beforeAll( async () => {
	services = await startServices( { basePort: 0 } );
} );
afterAll( () => services.close() );

const within = ( promise: Promise< unknown >, ms: number ) =>
	Promise.race( [
		promise.then( () => 'answered' ),
		new Promise( ( resolve ) =>
			setTimeout( () => resolve( 'waiting' ), ms )
		),
	] );

describe( 'POST /__hold', () => {
	it( 'holds calls unanswered and out of the call log until DELETE, then answers them; controls still answer', async () => {
		const url = services.urls.jobs;
		await fetch( `${ url }__calls`, { method: 'DELETE' } );
		expect(
			( await fetch( `${ url }__hold`, { method: 'POST' } ) ).status
		).toBe( 201 );
		const order: string[] = [];
		const first = fetch( `${ url }job?Organization=1&q=first` ).then(
			( response ) => {
				order.push( 'first' );
				return response.status;
			}
		);
		const second = fetch( `${ url }job?Organization=1&q=second` ).then(
			( response ) => {
				order.push( 'second' );
				return response.status;
			}
		);
		expect( await within( first, 300 ) ).toBe( 'waiting' );
		expect( await ( await fetch( `${ url }__hold` ) ).json() ).toEqual( {
			holding: true,
			waiting: 2,
		} );
		expect( await ( await fetch( `${ url }__calls` ) ).json() ).toEqual(
			[]
		);

		const released = await fetch( `${ url }__hold`, { method: 'DELETE' } );
		expect( await released.json() ).toEqual( { released: 2 } );
		expect( await Promise.all( [ first, second ] ) ).toEqual( [
			200, 200,
		] );
		expect( order ).toHaveLength( 2 );
		expect(
			await ( await fetch( `${ url }__calls` ) ).json()
		).toHaveLength( 2 );
		// Released: the next call is answered at once.
		expect(
			await within( fetch( `${ url }job?Organization=1` ), 5000 )
		).toBe( 'answered' );
		expect( await ( await fetch( `${ url }__hold` ) ).json() ).toEqual( {
			holding: false,
			waiting: 0,
		} );
	} );

	it( 'lets held calls through when the stand-ins close', async () => {
		const own = await startServices( { basePort: 0 } );
		await fetch( `${ own.urls.jobs }__hold`, { method: 'POST' } );
		const held = fetch( `${ own.urls.jobs }job?Organization=1` ).then(
			( response ) => response.status,
			() => 'closed'
		);
		await own.close();
		expect( [ 200, 'closed' ] ).toContain( await held );
	} );
} );
