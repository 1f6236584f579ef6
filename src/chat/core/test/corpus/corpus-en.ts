/**
 * What candidates type on the English site, at each step, with the
 * outcome a candidate expects. Typos, odd casing and punctuation are on
 * purpose.
 */

/**
 * Internal dependencies
 */
import {
	PORTLANDS,
	TEXAS_CITIES,
	type CorpusCase,
	type CorpusExpectation,
	type CorpusStep,
} from './corpus-types';

const at =
	( step: CorpusStep ) =>
	( text: string, expect: CorpusExpectation ): CorpusCase => ( {
		locale: 'en_US',
		step,
		text,
		expect,
	} );

const place = at( 'place' );
const area = at( 'area' );
const results = at( 'results' );

export const ENGLISH: CorpusCase[] = [
	// The place question.
	place( 'hi', { intent: 'Welcome' } ),
	place( 'Hi!', { intent: 'Welcome' } ),
	place( 'HELLO', { intent: 'Welcome' } ),
	place( 'Hello there', { intent: 'Welcome' } ),
	place( 'hey', { intent: 'Welcome' } ),
	place( 'Good morning!', { intent: 'Welcome' } ),
	place( 'help', { intent: 'Help' } ),
	place( 'what can you do?', { intent: 'Help' } ),
	place( 'Help me', { intent: 'Help' } ),
	place( 'hlep', { intent: 'Help' } ),
	place( 'How does this work?', { intent: 'Help' } ),
	place( 'start over', { intent: 'StartOver' } ),
	place( 'Start Over!', { intent: 'StartOver' } ),
	place( 'strat over', { intent: 'StartOver' } ),
	place( 'thanks', { intent: 'Goodbye' } ),
	place( 'Thank you!', { intent: 'Goodbye' } ),
	place( 'bye', { intent: 'Goodbye' } ),
	place( 'thanks a lot', { intent: 'Goodbye' } ),
	place( 'find jobs', { asked: 'location' } ),
	place( "I'm looking for a job", { asked: 'location' } ),
	place( 'Austin, TX', { place: 'Austin, TX' } ),
	place( 'austin tx', { place: 'Austin, TX' } ),
	place( 'Austin', { place: 'Austin, TX' } ),
	place( 'AUSTIN,TX', { place: 'Austin, TX' } ),
	place( '78701', { place: '78701' } ),
	place( '78701-1234', { place: '78701' } ),
	place( 'San Antonio, Texas', { place: 'San Antonio, TX' } ),
	place( 'seattle', { place: 'Seattle, WA' } ),
	place( 'Texas', { choices: TEXAS_CITIES } ),
	place( 'Portland', { choices: PORTLANDS } ),
	place( 'portland me', { choices: PORTLANDS } ),
	place( 'tx', { choices: TEXAS_CITIES } ),
	// Two letters are never a state without the candidate's choice.
	place( 'ok', { choices: [ 'Oklahoma City, OK' ] } ),
	place( 'me', { choices: [] } ),
	place( 'in', { notFound: true } ),
	place( 'nursing jobs in Dallas, TX', {
		place: 'Dallas, TX',
		area: 'Nursing',
	} ),
	place( "I'm looking for accounting work near 78701", {
		place: '78701',
		area: 'Accounting & Finance',
	} ),
	place( 'IT jobs in 78701', {
		place: '78701',
		area: 'Information Technology',
	} ),
	place( 'Nurse jobs in seattle', { place: 'Seattle, WA', area: 'Nursing' } ),
	place( 'hi, I need a sales job in Chicago', {
		place: 'Chicago, IL',
		area: 'Sales',
	} ),
	place( 'nursing', { area: 'Nursing' } ),
	place( 'engineering jobs', { area: 'Engineering' } ),
	place( 'sales and marketing jobs in Austin', {
		place: 'Austin, TX',
		choices: [ 'Marketing', 'Sales' ],
	} ),
	place( 'nursing jobs in Portland', {
		area: 'Nursing',
		choices: PORTLANDS,
	} ),
	place( 'Atlantis', { notFound: true } ),
	place( 'asdfgh', { notFound: true } ),

	// The area question (the place was Austin, TX).
	area( 'help', { intent: 'Help' } ),
	area( 'What can you do', { intent: 'Help' } ),
	area( 'Start over', { intent: 'StartOver' } ),
	area( 'RESTART', { intent: 'StartOver' } ),
	area( 'hi', { intent: 'Welcome' } ),
	area( 'thanks!', { intent: 'Goodbye' } ),
	area( 'I want a job', { asked: 'areaInterest' } ),
	area( 'Nursing', { place: 'Austin, TX', area: 'Nursing' } ),
	area( 'nurse', { place: 'Austin, TX', area: 'Nursing' } ),
	area( 'Nurses', { place: 'Austin, TX', area: 'Nursing' } ),
	area( 'NURSING', { place: 'Austin, TX', area: 'Nursing' } ),
	area( 'nursng', { place: 'Austin, TX', area: 'Nursing' } ),
	area( 'IT', { place: 'Austin, TX', area: 'Information Technology' } ),
	area( 'tech jobs', {
		place: 'Austin, TX',
		area: 'Information Technology',
	} ),
	area( 'accounting', {
		place: 'Austin, TX',
		area: 'Accounting & Finance',
	} ),
	area( 'Accountant', {
		place: 'Austin, TX',
		area: 'Accounting & Finance',
	} ),
	area( 'engineer', { place: 'Austin, TX', area: 'Engineering' } ),
	area( 'customer service', {
		place: 'Austin, TX',
		area: 'Customer Service',
	} ),
	area( 'sales', { place: 'Austin, TX', area: 'Sales' } ),
	area( 'Human resources', {
		place: 'Austin, TX',
		area: 'Human Resources',
	} ),
	area( 'sales and marketing', {
		place: 'Austin, TX',
		choices: [ 'Marketing', 'Sales' ],
	} ),
	area( 'Dallas, TX', { place: 'Dallas, TX' } ),
	area( 'nursing jobs in Dallas', { place: 'Dallas, TX', area: 'Nursing' } ),
	area( 'asdfgh', { unknownArea: true } ),
	area( 'underwater basket weaving', { unknownArea: true } ),

	// After a search (Nursing near Dallas, TX).
	results( 'San Antonio, TX', { place: 'San Antonio, TX', area: 'Nursing' } ),
	results( 'chicago', { place: 'Chicago, IL', area: 'Nursing' } ),
	results( '60601', { place: '60601', area: 'Nursing' } ),
	results( 'sales', { place: 'Dallas, TX', area: 'Sales' } ),
	results( 'What about IT jobs?', {
		place: 'Dallas, TX',
		area: 'Information Technology',
	} ),
	results( 'accounting jobs in Austin', {
		place: 'Austin, TX',
		area: 'Accounting & Finance',
	} ),
	results( 'Portland', { area: 'Nursing', choices: PORTLANDS } ),
	results( 'help', { intent: 'Help' } ),
	results( 'thanks', { intent: 'Goodbye' } ),
	results( 'Bye!', { intent: 'Goodbye' } ),
	results( 'start over', { intent: 'StartOver' } ),
	results( 'hello', { intent: 'Welcome' } ),
	results( 'find jobs', { intent: 'FindJobs' } ),
	results( "I'm looking for work", { intent: 'FindJobs' } ),
	results( 'asdfgh', { intent: 'FallbackIntent' } ),
];
