/**
 * Stand-ins that answer with the hostile corpus: a dedicated services
 * instance in replay mode (`npm run services` with SERVICES_REPLAY: bot
 * turns from a JSON file, see dev/services/lex/replay.ts) in a child
 * process, and a job API whose fixture is hostile (titles, cities, states,
 * categories) in the test's own process. Both on ephemeral loopback ports.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Job } from '../../../dev/services/jobs/job-fixture';
import { START_UTTERANCE } from '../../../src/chat/core/conversation/conversation-types';
import {
	createJobsHandler,
	JOBS_OPERATIONS,
} from '../../../dev/services/jobs/jobs-service';
import { closeServer, listen } from '../../../dev/services/lib/listen';
import { createServiceServer } from '../../../dev/services/lib/service-server';
import type { ServiceName } from '../../../dev/services/start-services';
import { startStandInProcess } from '../helpers/stand-in-process';
import {
	HOSTILE_STRINGS,
	hostileBatches,
	type HostileString,
} from './hostile-strings';

/** Strings per bot turn. */
export const BOT_BATCH = 10;
/** Jobs per search (max_jobs is at most 50). */
export const JOB_BATCH = 50;
/** Where the hostile jobs are (Austin, TX): Remote and Nationwide match anywhere. */
export const JOB_CENTRE = { latitude: '30.2672', longitude: '-97.7431' };

export const endOfBatch = ( batch: number ) => `End of batch ${ batch }.`;
export const jobsKeyword = ( batch: number ) => `hostilebatch${ batch }`;

type V2Message = Record< string, unknown >;

function v2Reply(
	messages: V2Message[],
	attributes: Record< string, string > = {},
	dialogAction: Record< string, string > = { type: 'ElicitIntent' }
): Record< string, unknown > {
	return {
		messages,
		sessionState: {
			dialogAction,
			intent: {
				name: 'FindJobs',
				state: 'InProgress',
				confirmationState: 'None',
				slots: {},
			},
			sessionAttributes: attributes,
		},
		interpretations: [],
	};
}

/**
 * Every V2 content type, each carrying the string.
 *
 * @param item Hostile string.
 */
function v2Messages( item: HostileString ): V2Message[] {
	return [
		{ contentType: 'PlainText', content: item.text },
		{ contentType: 'SSML', content: `<speak>${ item.text }</speak>` },
		{ contentType: 'CustomPayload', content: item.text },
		{
			contentType: 'CustomPayload',
			content: JSON.stringify( { message: item.text, url: item.text } ),
		},
		{
			contentType: 'ImageResponseCard',
			imageResponseCard: {
				title: item.text,
				subtitle: item.text,
				imageUrl: item.text,
				buttons: [ { text: item.text, value: item.text } ],
			},
		},
	];
}

/**
 * V1's shapes: a Composite message group holding each type, and a response
 * card with generic attachments.
 *
 * @param batch Hostile strings.
 * @param index Batch number.
 */
function v1Reply( batch: HostileString[], index: number ) {
	const messages = batch.flatMap( ( item, position ) => [
		{ type: 'PlainText', group: position * 3 + 1, value: item.text },
		{ type: 'CustomPayload', group: position * 3 + 2, value: item.text },
		{
			type: 'SSML',
			group: position * 3 + 3,
			value: `<speak>${ item.text }</speak>`,
		},
	] );
	messages.push( {
		type: 'PlainText',
		group: batch.length * 3 + 1,
		value: endOfBatch( index ),
	} );
	return {
		dialogState: 'ElicitIntent',
		messageFormat: 'Composite',
		message: JSON.stringify( { messages } ),
		responseCard: {
			version: '1',
			contentType: 'application/vnd.amazonaws.card.generic',
			genericAttachments: batch.map( ( item ) => ( {
				title: item.text,
				subTitle: item.text,
				imageUrl: item.text,
				attachmentLinkUrl: item.text,
				buttons: [ { text: item.text, value: item.text } ],
			} ) ),
		},
		sessionAttributes: {},
	};
}

/** The replay file: one turn per batch of strings, and the job turns. */
export function replayScript() {
	const batches = hostileBatches( BOT_BATCH );
	// The chat's start utterance: a greeting that asks nothing (the
	// template's welcome asks for a place, which the chat would geocode
	// instead of sending the hostile turns' inputs to the bot).
	const v2: Array< { input: string; reply: Record< string, unknown > } > = [
		{
			input: START_UTTERANCE,
			reply: v2Reply( [
				{ contentType: 'PlainText', content: 'Hello.' },
			] ),
		},
	];
	batches.forEach( ( batch, index ) =>
		v2.push( {
			input: `turn ${ index }`,
			reply: v2Reply( [
				...batch.flatMap( v2Messages ),
				{ contentType: 'PlainText', content: endOfBatch( index ) },
			] ),
		} )
	);
	const at = ( index: number ) =>
		HOSTILE_STRINGS[ index % HOSTILE_STRINGS.length ].text;
	// Job searches: hostile place attributes, hostile jobs back.
	hostileBatches( JOB_BATCH ).forEach( ( _batch, index ) => {
		v2.push( {
			input: `jobs ${ index }`,
			reply: v2Reply(
				[ { contentType: 'PlainText', content: `Jobs ${ index }:` } ],
				{
					showJobResults: 'true',
					job_category: jobsKeyword( index ),
					job_location: at( index * 7 ),
					city: at( index * 7 + 1 ),
					state: at( index * 7 + 2 ),
					zip: at( index * 7 + 3 ),
					...JOB_CENTRE,
				},
				{ type: 'Close' }
			),
		} );
	} );
	// The area-of-interest list comes from the job API's categories.
	v2.push( {
		input: 'categories',
		reply: v2Reply(
			[ { contentType: 'PlainText', content: 'Which area?' } ],
			{},
			{ type: 'ElicitSlot', slotToElicit: 'areaInterest' }
		),
	} );
	// Place suggestions come from the place the candidate gave.
	v2.push( {
		input: 'places',
		reply: v2Reply(
			[ { contentType: 'PlainText', content: 'Where?' } ],
			{ city: at( 11 ), state: at( 12 ), zip: at( 13 ) },
			{ type: 'ElicitSlot', slotToElicit: 'location' }
		),
	} );
	// A search that finds nothing anywhere (Honolulu: no hostile job is
	// there, and Nationwide jobs do not reach Hawaii) shows the no_jobs
	// setting once the widening steps are done.
	for ( let index = 0; index < 40; index++ ) {
		v2.push( {
			input: `nothing ${ index }`,
			reply: v2Reply(
				[
					{
						contentType: 'PlainText',
						content: `Nothing ${ index }:`,
					},
				],
				{
					showJobResults: 'true',
					job_category: 'no-such-category',
					job_location: 'Honolulu, HI',
					latitude: '21.3069',
					longitude: '-157.8583',
				},
				{ type: 'Close' }
			),
		} );
	}
	const v1 = [
		{
			input: START_UTTERANCE,
			reply: {
				dialogState: 'ElicitIntent',
				messageFormat: 'PlainText',
				message: 'Hello.',
			},
		},
		...batches.map( ( batch, index ) => ( {
			input: `turn ${ index }`,
			reply: v1Reply( batch, index ),
		} ) ),
	];
	return { v2, v1 };
}

/** Jobs with hostile titles and places, and jobs with hostile categories. */
export function hostileJobs(): Job[] {
	const count = HOSTILE_STRINGS.length;
	const at = ( index: number ) => HOSTILE_STRINGS[ index % count ].text;
	const types: Job[ 'location_type' ][] = [ '', 'Remote', 'Nationwide' ];
	const base = {
		description: 'A job from the hostile fixture.',
		primary_country: 'US' as const,
		primary_zip: '78701',
		latitude: Number( JOB_CENTRE.latitude ),
		longitude: Number( JOB_CENTRE.longitude ),
		employment_type: 'Full-Time' as const,
		open_date: '2026-01-01',
	};
	const titled = HOSTILE_STRINGS.map( ( item, index ) => ( {
		...base,
		id: 700000 + index,
		title: item.text,
		primary_category: jobsKeyword( Math.floor( index / JOB_BATCH ) ),
		ref: `H${ index }`,
		location_type: types[ index % types.length ],
		primary_state: at( index + 2 ),
		primary_city: at( index + 3 ),
	} ) );
	const categorised = HOSTILE_STRINGS.map( ( item, index ) => ( {
		...base,
		id: 800000 + index,
		title: `Category job ${ index }`,
		primary_category: item.text,
		ref: `C${ index }`,
		location_type: 'Remote' as const,
		primary_state: 'TX',
		primary_city: 'Austin',
	} ) );
	return [ ...titled, ...categorised ];
}

export interface HostileStandIns {
	services: Record< ServiceName, string >;
	jobsUrl: string;
	close: () => Promise< void >;
}

export async function startHostileStandIns(): Promise< HostileStandIns > {
	const folder = mkdtempSync( path.join( tmpdir(), 'careers-hostile-' ) );
	const replayFile = path.join( folder, 'replay.json' );
	writeFileSync( replayFile, JSON.stringify( replayScript() ) );
	const replay = await startStandInProcess( {
		SERVICES_REPLAY: replayFile,
		SERVICES_ORG: 'careers',
	} );
	const jobs = createServiceServer( {
		name: 'jobs',
		operations: JOBS_OPERATIONS,
		handler: createJobsHandler( hostileJobs() ),
		baseNow: Date.now,
	} );
	const port = await listen( jobs.server, '127.0.0.1', 0 );
	return {
		services: replay.urls,
		jobsUrl: `http://127.0.0.1:${ port }/`,
		close: async () => {
			jobs.shutdown();
			await closeServer( jobs.server );
			await replay.close();
			rmSync( folder, { recursive: true, force: true } );
		},
	};
}
