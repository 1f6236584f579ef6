/**
 * How the site-wide settings show: organisation, sign-in, personalisation.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { invalidEndpoint, invalidWebAddress } from './messages';
import type { SectionFields } from './types';

export const organisationFields = () =>
	( {
		organization_name: {
			label: __( 'Organisation name', 'careers-frontend' ),
			help: __(
				'Prefixes browser-storage keys and identifies the organisation to the bot and the job API.',
				'careers-frontend'
			),
			invalidMessage: __(
				'Use 1 to 64 letters, digits, hyphens or underscores.',
				'careers-frontend'
			),
		},
		language: {
			label: __( 'Site language code', 'careers-frontend' ),
			help: __(
				'The language prefix of the site’s links: English (en) has none; other languages add /{code}/. It follows the site’s addresses, not its language: a site whose pages are not under a language prefix keeps en.',
				'careers-frontend'
			),
			invalidMessage: __(
				'Use a two-letter language code such as en or es, optionally with a region, such as pt-br.',
				'careers-frontend'
			),
		},
		debug: {
			label: __( 'Debug mode', 'careers-frontend' ),
			help: __(
				'Scrolls to the top on thank-you and campaign pages and writes details to the browser console.',
				'careers-frontend'
			),
		},
	} ) satisfies SectionFields;

export const signInFields = () =>
	( {
		ats_url: {
			label: __( 'Applicant tracking system URL', 'careers-frontend' ),
			help: __(
				'Its rest/logout address is called at sign-out with the candidate’s token.',
				'careers-frontend'
			),
			invalidMessage: invalidEndpoint(),
		},
		sso_enabled: {
			label: __( 'Single sign-on', 'careers-frontend' ),
			help: __(
				'Sign-out also signs the candidate out at the identity provider.',
				'careers-frontend'
			),
		},
		sso_logout_url: {
			label: __( 'Identity provider logout URL', 'careers-frontend' ),
			help: __(
				'Used with single sign-on; the candidate comes back to /auth0_logout/.',
				'careers-frontend'
			),
			invalidMessage: invalidWebAddress(),
		},
		signin_modal: {
			label: __( 'Open sign-in in a modal', 'careers-frontend' ),
			help: __(
				'Off: “Already have a profile?” goes to the profile login page.',
				'careers-frontend'
			),
		},
		lead_capture_modal: {
			label: __( 'Open create-profile in a modal', 'careers-frontend' ),
			help: __(
				'Off (and always on /apply/): the create-profile link goes to /profile/join/.',
				'careers-frontend'
			),
		},
		logout_destination: {
			label: __( 'Page after sign-out', 'careers-frontend' ),
			help: __(
				'Leave empty to use the home page or a reload (below).',
				'careers-frontend'
			),
			invalidMessage: invalidWebAddress(),
		},
		logout_to_home: {
			label: __(
				'Go to the home page after sign-out',
				'careers-frontend'
			),
			help: __(
				'When no page is set above. Off: the current page reloads.',
				'careers-frontend'
			),
		},
		logout_skip_redirect: {
			label: __( 'Stay on the page after sign-out', 'careers-frontend' ),
			help: __( 'Overrides the two settings above.', 'careers-frontend' ),
		},
	} ) satisfies SectionFields;

export const personalisationFields = () =>
	( {
		persona_post_types: {
			label: __( 'Persona post types', 'careers-frontend' ),
			help: __(
				'Post types that can carry personas, separated by commas, for example post,page.',
				'careers-frontend'
			),
			invalidMessage: __(
				'List post type names (lowercase letters, digits, hyphens, underscores) separated by commas.',
				'careers-frontend'
			),
		},
		persona_not_logged_in: {
			label: __( 'Persona for signed-out visitors', 'careers-frontend' ),
			help: __(
				'A persona slug; leave empty to show persona content to signed-in candidates only.',
				'careers-frontend'
			),
			invalidMessage: __(
				'A persona slug has only lowercase letters, digits, hyphens and underscores.',
				'careers-frontend'
			),
		},
		persona_count: {
			label: __( 'Items per post type', 'careers-frontend' ),
		},
	} ) satisfies SectionFields;
