/**
 * The job API stand-in's own control endpoint, `/__categories`: the
 * categories it has, grown to a count (a large careers site) or by one
 * while the stack runs (a category opens), and back to the fixture.
 */
import type { ServerResponse } from 'node:http';

/**
 * Internal dependencies
 */
import { isRecord, sendEmpty, sendJson } from '../lib/http';
import type { ControlHandler } from '../lib/service-server';
import { ANCHOR_CITIES, JOB_CATEGORIES } from './job-fixture';
import { MAX_CATEGORIES, type JobCatalogue } from './job-catalogue';
import { PLACES } from '../geo/places';

const USAGE = `POST /__categories with { "count": ${ JOB_CATEGORIES.length }–${ MAX_CATEGORIES } } or { "name": "…", "cities"?: [ "Austin", … ] }; DELETE /__categories resets.`;

function listing( catalogue: JobCatalogue ) {
	const categories = catalogue.categories();
	return {
		categories,
		count: categories.length,
		jobs: catalogue.jobs().length,
	};
}

function addOne(
	catalogue: JobCatalogue,
	body: Record< string, unknown >,
	response: ServerResponse
) {
	const name = typeof body.name === 'string' ? body.name.trim() : '';
	const cities = body.cities ?? ANCHOR_CITIES;
	const known = ( city: unknown ) =>
		PLACES.some( ( place ) => place.city === city );
	if (
		! name ||
		catalogue.categories().includes( name ) ||
		! Array.isArray( cities ) ||
		cities.length === 0 ||
		! cities.every( known )
	) {
		sendJson( response, 400, {
			error: `A new category needs a name the API does not have yet, and fixture cities. ${ USAGE }`,
		} );
		return;
	}
	const jobs = catalogue.addCategory( name, cities as string[] );
	sendJson( response, 201, { ...listing( catalogue ), added: jobs } );
}

export function createJobsControls(
	catalogue: JobCatalogue
): Record< string, ControlHandler > {
	return {
		'/__categories': ( method, body, response ) => {
			if ( method === 'GET' ) {
				sendJson( response, 200, listing( catalogue ) );
			} else if ( method === 'DELETE' ) {
				catalogue.reset();
				sendEmpty( response, 204 );
			} else if ( method === 'POST' && isRecord( body ) ) {
				if ( body.name !== undefined ) {
					addOne( catalogue, body, response );
					return;
				}
				const count = Number( body.count );
				if (
					! Number.isInteger( count ) ||
					count < JOB_CATEGORIES.length ||
					count > MAX_CATEGORIES
				) {
					sendJson( response, 400, { error: USAGE } );
					return;
				}
				catalogue.setCategoryCount( count );
				sendJson( response, 201, listing( catalogue ) );
			} else {
				sendJson( response, 400, { error: USAGE } );
			}
		},
	};
}
