/**
 * How the chat's job and behaviour settings show.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { invalidEndpoint, invalidPath, invalidWebAddress } from './messages';
import type { SectionFields } from './types';

export const chatJobFields = () =>
	( {
		job_api_base: {
			label: __( 'Job API base URL', 'careers-frontend' ),
			help: __(
				'The chat searches {base}job by JSONP: the reply runs as script in the page, so point this only at a host you trust.',
				'careers-frontend'
			),
			invalidMessage: invalidEndpoint(),
		},
		job_detail_path: {
			label: __( 'Job detail path', 'careers-frontend' ),
			help: __(
				'Job links go to {path}/{id}/{title}/.',
				'careers-frontend'
			),
			invalidMessage: invalidPath(),
		},
		job_search_path: {
			label: __( 'Job search path', 'careers-frontend' ),
			help: __(
				'The “see all jobs” link goes here.',
				'careers-frontend'
			),
			invalidMessage: invalidPath(),
		},
		max_jobs: {
			label: __( 'Jobs listed in the chat', 'careers-frontend' ),
			help: __(
				'0 shows only the link to the job search.',
				'careers-frontend'
			),
		},
		no_jobs: {
			label: __( 'Text when no job matches', 'careers-frontend' ),
			multiline: true,
			help: __(
				'{link} becomes a link to the job search. Left as it is, the text shows in the site’s language.',
				'careers-frontend'
			),
		},
		contact_url: {
			label: __( 'Contact page', 'careers-frontend' ),
			help: __(
				'When no answer fits a candidate’s question, the chat says it cannot answer and offers this page. Leave empty to offer none.',
				'careers-frontend'
			),
			placeholder: 'https://example.com/contact/',
			invalidMessage: invalidWebAddress(),
		},
	} ) satisfies SectionFields;

export const chatBehaviourFields = () =>
	( {
		ai_delay: {
			label: __( 'Reply delay (milliseconds)', 'careers-frontend' ),
			help: __(
				'Replies wait log(length / 15) times this, so they feel typed.',
				'careers-frontend'
			),
		},
		markdown: {
			label: __( 'Render the bot’s Markdown', 'careers-frontend' ),
		},
		link_target: {
			label: __( 'Links in replies open', 'careers-frontend' ),
			choices: {
				_blank: __( 'In a new tab', 'careers-frontend' ),
				_self: __( 'In the same tab', 'careers-frontend' ),
			},
		},
		maps_provider: {
			label: __( 'Maps provider', 'careers-frontend' ),
			choices: {
				google: __( 'Google Maps', 'careers-frontend' ),
				here: __( 'HERE', 'careers-frontend' ),
			},
			help: __(
				'Turns a candidate’s location answer into coordinates.',
				'careers-frontend'
			),
		},
		maps_api_key: {
			label: __( 'Maps API key', 'careers-frontend' ),
			help: __(
				'A browser key, restricted to this site.',
				'careers-frontend'
			),
			invalidMessage: __(
				'An API key has only letters, digits, hyphens and underscores.',
				'careers-frontend'
			),
		},
		maps_script_url: {
			label: __( 'Google Maps script URL', 'careers-frontend' ),
			help: __(
				'Leave empty for Google’s own. Runs as script in the page: point this only at a host you trust.',
				'careers-frontend'
			),
			invalidMessage: invalidEndpoint(),
		},
		here_geocode_url: {
			label: __( 'HERE geocode URL', 'careers-frontend' ),
			help: __( 'Leave empty for HERE’s own.', 'careers-frontend' ),
			invalidMessage: invalidEndpoint(),
		},
	} ) satisfies SectionFields;
