/**
 * What the chat asked the stand-ins for: place lookups (the geocoder's
 * `Geocode` calls) and job searches, to tell that a message was or was
 * not looked up or searched.
 */
import type { APIRequestContext } from '@playwright/test';

import { JobApi, StandIn } from '../chat-helpers';

export class Counts {
	private readonly geocoder: StandIn;
	private readonly jobs: JobApi;

	constructor( request: APIRequestContext, urls: Record< string, string > ) {
		this.geocoder = new StandIn( request, urls.geocoder );
		this.jobs = new JobApi( request, urls.jobs );
	}

	async now(): Promise< { lookups: number; searches: number } > {
		return {
			lookups: ( await this.geocoder.calls( 'Geocode' ) ).length,
			searches: ( await this.jobs.searches() ).length,
		};
	}

	lastSearch(): Promise< Record< string, string > | undefined > {
		return this.jobs.searches().then( ( all ) => all.at( -1 ) );
	}
}
