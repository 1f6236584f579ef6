/**
 * Internal dependencies
 */
import {
	buildJobDetailUrl,
	buildJobSearchUrl,
	jobLocationLabel,
	jobSlug,
	splitNoJobsText,
} from '../job-links';

describe( 'jobSlug', () => {
	it.each( [
		[ 'Registered Nurse', 'registered-nurse' ],
		[ 'Nurse (RN) – Night Shift!', 'nurse-rn-night-shift' ],
		[ '  --Senior   C++ / .NET Developer--  ', 'senior-c-net-developer' ],
		[ 'Sales & Marketing Manager II', 'sales-marketing-manager-ii' ],
		[ '***', '' ],
	] )( '%s → %s', ( title, slug ) => {
		expect( jobSlug( title ) ).toBe( slug );
	} );
} );

describe( 'buildJobDetailUrl', () => {
	it( 'is {job_detail_path}/{id}/{slug}/', () => {
		expect(
			buildJobDetailUrl( '/job', {
				id: '100001',
				title: 'Registered Nurse',
			} )
		).toBe( '/job/100001/registered-nurse/' );
	} );

	it( 'does not double the slash of a path setting that ends with one', () => {
		expect(
			buildJobDetailUrl( 'https://jobs.example.test/job/', {
				id: '7',
				title: 'Cook',
			} )
		).toBe( 'https://jobs.example.test/job/7/cook/' );
	} );

	it( 'encodes an id that is not URL-safe', () => {
		expect( buildJobDetailUrl( '/job', { id: 'a/b c', title: 'X' } ) ).toBe(
			'/job/a%2Fb%20c/x/'
		);
	} );
} );

describe( 'buildJobSearchUrl', () => {
	it( 'is {job_search_path}/?location&latitude&longitude&radius&keyword', () => {
		expect(
			buildJobSearchUrl( '/jobs', {
				location: 'Austin, TX',
				latitude: '30.2672',
				longitude: '-97.7431',
				keyword: 'Accounting & Finance',
			} )
		).toBe(
			'/jobs/?location=Austin%2C+TX&latitude=30.2672&longitude=-97.7431&radius=50&keyword=Accounting+%26+Finance'
		);
	} );
} );

describe( 'jobLocationLabel', () => {
	const base = { id: '1', title: 'T', primary_country: 'US' };
	it.each( [
		[ { location_type: 'Nationwide', primary_state: '' }, 'Nationwide' ],
		[
			{ location_type: 'Statewide', primary_state: 'TX' },
			'Statewide, TX',
		],
		[
			{
				location_type: 'Remote',
				primary_state: 'WA',
				primary_city: 'Seattle',
			},
			'Remote',
		],
		[
			{ location_type: '', primary_state: 'TX', primary_city: 'Austin' },
			'Austin, TX',
		],
		[ { primary_state: 'IL', primary_city: 'Chicago' }, 'Chicago, IL' ],
		[ { primary_state: 'IL' }, 'IL' ],
		[ {}, 'US' ],
	] )( '%p → %s', ( fields, label ) => {
		expect( jobLocationLabel( { ...base, ...fields } ) ).toBe( label );
	} );
} );

describe( 'splitNoJobsText', () => {
	it( 'splits the configured text at its link placeholder', () => {
		expect(
			splitNoJobsText( 'No matching jobs right now. {link}' )
		).toEqual( {
			before: 'No matching jobs right now. ',
			hasLink: true,
			after: '',
		} );
	} );

	it( 'keeps a text without placeholder whole', () => {
		expect( splitNoJobsText( 'Nothing yet.' ) ).toEqual( {
			before: 'Nothing yet.',
			hasLink: false,
			after: '',
		} );
	} );
} );
