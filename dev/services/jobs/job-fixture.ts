/**
 * A deterministic fixture of 360 jobs in 14 categories across US cities,
 * with Remote, Nationwide and Statewide jobs. No jobs are in Honolulu or
 * Anchorage, so searches there find nothing on site.
 */
import { PLACES, type Place } from '../geo/places';
import { US_STATES } from '../geo/us-states';
import { FLEXIBLE_CATEGORIES, JOB_TITLES } from './job-titles';

export type LocationType = '' | 'Nationwide' | 'Statewide' | 'Remote';

export interface Job {
	id: number;
	title: string;
	primary_category: string;
	description: string;
	/** Requisition reference. */
	ref: string;
	location_type: LocationType;
	primary_country: 'US';
	/** Two-letter state code; empty for Nationwide jobs. */
	primary_state: string;
	/** Empty for Nationwide and Statewide jobs. */
	primary_city: string;
	primary_zip: string;
	latitude: number | null;
	longitude: number | null;
	employment_type: 'Full-Time' | 'Part-Time';
	open_date: string;
}

/** Cities that have one job in every category. */
export const ANCHOR_CITIES = [
	'Austin',
	'Chicago',
	'New York',
	'Seattle',
	'Atlanta',
];

const NO_JOBS_CITIES = [ 'Honolulu', 'Anchorage' ];

const FIRST_ID = 100001;

const DAY_MS = 86_400_000;

export const JOB_CATEGORIES: readonly string[] =
	Object.keys( JOB_TITLES ).sort();

export function placeNamed( city: string ): Place {
	const found = PLACES.find( ( place ) => place.city === city );
	if ( ! found ) {
		throw new Error( `No fixture place ${ city }` );
	}
	return found;
}

function where( type: LocationType, place: Place ): string {
	switch ( type ) {
		case 'Remote':
			return 'Work remotely from anywhere in the US';
		case 'Nationwide':
			return 'Travel to our sites nationwide';
		case 'Statewide': {
			const state = US_STATES.find(
				( entry ) => entry.code === place.state
			);
			return `Work at sites across ${ state?.name ?? place.state }`;
		}
		default:
			return `Based in ${ place.city }, ${ place.state }`;
	}
}

export function makeJob(
	index: number,
	category: string,
	title: string,
	place: Place,
	type: LocationType
): Job {
	const id = FIRST_ID + index;
	const employment = index % 4 === 3 ? 'Part-Time' : 'Full-Time';
	const onSite = type === '' || type === 'Remote';
	return {
		id,
		title,
		primary_category: category,
		description: `Join our ${ category } team as a ${ title }. ${ where(
			type,
			place
		) }. ${ employment }, with benefits from day one.`,
		ref: `REQ-${ id }`,
		location_type: type,
		primary_country: 'US',
		primary_state: type === 'Nationwide' ? '' : place.state,
		primary_city: onSite ? place.city : '',
		primary_zip: onSite ? place.zips[ 0 ].zip : '',
		latitude: onSite ? place.lat : null,
		longitude: onSite ? place.lng : null,
		employment_type: employment,
		open_date: new Date(
			Date.UTC( 2025, 0, 1 ) + ( ( index * 37 ) % 180 ) * DAY_MS
		).toISOString(),
	};
}

function locationType( index: number, category: string ): LocationType {
	if ( FLEXIBLE_CATEGORIES.includes( category ) ) {
		if ( index % 5 === 0 ) {
			return 'Remote';
		}
		if ( index % 3 === 1 ) {
			return 'Nationwide';
		}
	}
	return index % 11 === 4 ? 'Statewide' : '';
}

function buildJobs(): Job[] {
	const jobs: Job[] = [];
	ANCHOR_CITIES.forEach( ( city, cityIndex ) => {
		JOB_CATEGORIES.forEach( ( category, categoryIndex ) => {
			const titles = JOB_TITLES[ category ];
			jobs.push(
				makeJob(
					jobs.length,
					category,
					titles[ ( cityIndex + categoryIndex ) % titles.length ],
					placeNamed( city ),
					''
				)
			);
		} );
	} );
	const sites = PLACES.filter(
		( place ) => ! NO_JOBS_CITIES.includes( place.city )
	);
	for ( let index = 0; index < 290; index++ ) {
		const category = JOB_CATEGORIES[ index % JOB_CATEGORIES.length ];
		const titles = JOB_TITLES[ category ];
		jobs.push(
			makeJob(
				jobs.length,
				category,
				titles[ ( index * 5 + 3 ) % titles.length ],
				sites[ ( index * 7 ) % sites.length ],
				locationType( index, category )
			)
		);
	}
	return jobs;
}

export const JOBS: readonly Job[] = buildJobs();
