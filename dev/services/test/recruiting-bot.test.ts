/**
 * The scripted bot's understanding, without any server.
 */
import { runTurn } from '../bot/recruiting-bot';
import { matchCategory, parseLocation } from '../bot/understand';
import { JOB_CATEGORIES } from '../jobs/job-fixture';

const options = { categories: JOB_CATEGORIES };

describe( 'recruiting bot', () => {
	it.each( [
		[ 'nursing', 'Nursing' ],
		[ 'ACCOUNTING AND FINANCE', 'Accounting & Finance' ],
		[ 'IT', 'Information Technology' ],
		[ 'hr', 'Human Resources' ],
		[ 'logistics', 'Logistics & Supply Chain' ],
		[ 'trades', 'Skilled Trades' ],
	] )( 'understands "%s" as %s', ( text, category ) => {
		expect( matchCategory( text, JOB_CATEGORIES ) ).toBe( category );
	} );

	it( 'does not guess an area from an ambiguous or unknown word', () => {
		expect(
			matchCategory( 'service', [ 'Customer Service', 'Food Service' ] )
		).toBeUndefined();
		expect( matchCategory( 'astronaut', JOB_CATEGORIES ) ).toBeUndefined();
	} );

	it.each( [
		[ '78701', '78701' ],
		[ ' 78701-1234 ', '78701' ],
		[ 'austin, tx', 'Austin, TX' ],
		[ 'san francisco, California', 'San Francisco, CA' ],
	] )( 'reads the location "%s" as %s', ( text, location ) => {
		expect( parseLocation( text ) ).toBe( location );
	} );

	it.each( [ 'Austin', '1234', 'Austin, Texasville', 'somewhere' ] )(
		'does not take "%s" as a location',
		( text ) => {
			expect( parseLocation( text ) ).toBeUndefined();
		}
	);

	it( 'starts the search from an area named straight away', () => {
		const { turn, memory } = runTurn( 'Retail', {}, {}, options );
		expect( turn.dialogAction ).toEqual( {
			type: 'ElicitSlot',
			slot: 'location',
		} );
		expect( memory.pending?.slots.areaInterest?.interpreted ).toBe(
			'Retail'
		);
	} );

	it( 'continues the search after help', () => {
		const asked = runTurn( 'hi', {}, {}, options );
		const help = runTurn( 'help', {}, asked.memory, options );
		expect( help.turn.dialogAction ).toEqual( { type: 'ElicitIntent' } );
		const area = runTurn( 'Sales', {}, help.memory, options );
		expect( area.turn.dialogAction ).toEqual( {
			type: 'ElicitSlot',
			slot: 'location',
		} );
	} );

	it( 'turns showJobResults off on every turn but the closing one', () => {
		const { turn } = runTurn(
			'hi',
			{ showJobResults: 'true' },
			{},
			options
		);
		expect( turn.sessionAttributes.showJobResults ).toBe( 'false' );
	} );

	it( 'prefers a zip the client stored after geocoding', () => {
		const asked = runTurn( 'Nursing', {}, {}, options );
		const { turn } = runTurn(
			'downtown austin',
			{ latitude: '30.27', longitude: '-97.74', zip: '78701' },
			asked.memory,
			options
		);
		expect( turn.dialogAction ).toEqual( { type: 'Close' } );
		expect( turn.sessionAttributes ).toMatchObject( {
			job_location: '78701',
			showJobResults: 'true',
		} );
	} );
} );
