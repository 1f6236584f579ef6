/**
 * The settings page's sections and fields: labels, help and the message a
 * wrong value shows. The rules themselves come from the server's schema.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Settings } from '../settings/types';
import type { SettingKey } from './admin-config';

export type FieldKind =
	'text' | 'url' | 'number' | 'toggle' | 'select' | 'textarea';

export interface FieldOption {
	value: string;
	label: string;
}

export interface FieldDefinition {
	key: SettingKey;
	label: string;
	kind: FieldKind;
	help?: string;
	/** Shown when the value breaks the schema's pattern. */
	invalidMessage?: string;
	options?: FieldOption[];
	placeholder?: string;
	/** Hidden (value kept) when this says no, e.g. V1 fields under V2. */
	shownWhen?: ( values: Settings ) => boolean;
}

export interface SectionDefinition {
	id: string;
	title: string;
	description?: string;
	fields: FieldDefinition[];
}

/** App ids longer than this draw a warning (spec: app-id limit). */
export const APP_ID_WARNING_LENGTH = 50;

const isV1 = ( values: Settings ) => values.bot_version === 'v1';
const isV2 = ( values: Settings ) => values.bot_version !== 'v1';

function urlField(
	key: SettingKey,
	label: string,
	help?: string
): FieldDefinition {
	return {
		key,
		label,
		kind: 'url',
		help,
		placeholder: 'https://',
		invalidMessage: __(
			'Enter a full web address starting with https:// or http://, or leave this empty.',
			'careers-frontend'
		),
	};
}

/**
 * An address the browser calls or loads code from: https only, except on
 * this computer (the local stand-ins).
 *
 * @param key   Setting key.
 * @param label Field label.
 * @param help  Help text.
 */
function endpointField(
	key: SettingKey,
	label: string,
	help?: string
): FieldDefinition {
	return {
		...urlField( key, label, help ),
		invalidMessage: __(
			'Enter a full web address starting with https:// (http:// only for this computer: localhost or 127.0.0.1), or leave this empty.',
			'careers-frontend'
		),
	};
}

function identityPoolField( key: SettingKey, label: string ): FieldDefinition {
	return {
		key,
		label,
		kind: 'text',
		placeholder: 'us-east-1:00000000-0000-0000-0000-000000000000',
		help: __(
			'From Amazon Cognito: the region, a colon and the pool’s UUID. The pool must allow unauthenticated identities.',
			'careers-frontend'
		),
		invalidMessage: sprintf(
			/* translators: %s: an example identity pool ID. */
			__(
				'An identity pool ID is a region, a colon and a UUID, for example %s.',
				'careers-frontend'
			),
			'us-east-1:0f1e2d3c-4b5a-4978-8a9b-0c1d2e3f4a5b'
		),
	};
}

function pathField(
	key: SettingKey,
	label: string,
	help: string
): FieldDefinition {
	return {
		key,
		label,
		kind: 'text',
		help,
		invalidMessage: __(
			'Enter a path on this site that starts with a single /, such as /jobs, or leave this empty.',
			'careers-frontend'
		),
	};
}

/** Every section of the page, in order. */
export function settingsSections(): SectionDefinition[] {
	const botToken = __(
		'Use only letters, digits, dots, colons, hyphens and underscores, as shown in the Amazon Lex console.',
		'careers-frontend'
	);
	return [
		{
			id: 'organisation',
			title: __( 'Organisation and site', 'careers-frontend' ),
			fields: [
				{
					key: 'organization_name',
					label: __( 'Organisation name', 'careers-frontend' ),
					kind: 'text',
					help: __(
						'Prefixes browser-storage keys and identifies the organisation to the bot and the job API.',
						'careers-frontend'
					),
					invalidMessage: __(
						'Use 1 to 64 letters, digits, hyphens or underscores.',
						'careers-frontend'
					),
				},
				{
					key: 'language',
					label: __( 'Site language code', 'careers-frontend' ),
					kind: 'text',
					help: __(
						'English (en) has no URL prefix; other languages add /{code}/ to links.',
						'careers-frontend'
					),
					invalidMessage: __(
						'Use a two-letter language code such as en or es, optionally with a region, such as pt-br.',
						'careers-frontend'
					),
				},
				{
					key: 'debug',
					label: __( 'Debug mode', 'careers-frontend' ),
					kind: 'toggle',
					help: __(
						'Scrolls to the top on thank-you and campaign pages and writes details to the browser console.',
						'careers-frontend'
					),
				},
			],
		},
		{
			id: 'sign-in',
			title: __( 'Sign-in and profile', 'careers-frontend' ),
			fields: [
				endpointField(
					'ats_url',
					__( 'Applicant tracking system URL', 'careers-frontend' ),
					__(
						'Its rest/logout address is called at sign-out with the candidate’s token.',
						'careers-frontend'
					)
				),
				{
					key: 'sso_enabled',
					label: __( 'Single sign-on', 'careers-frontend' ),
					kind: 'toggle',
					help: __(
						'Sign-out also signs the candidate out at the identity provider.',
						'careers-frontend'
					),
				},
				urlField(
					'sso_logout_url',
					__( 'Identity provider logout URL', 'careers-frontend' ),
					__(
						'Used with single sign-on; the candidate comes back to /auth0_logout/.',
						'careers-frontend'
					)
				),
				{
					key: 'signin_modal',
					label: __( 'Open sign-in in a modal', 'careers-frontend' ),
					kind: 'toggle',
					help: __(
						'Off: “Already have a profile?” goes to the profile login page.',
						'careers-frontend'
					),
				},
				{
					key: 'lead_capture_modal',
					label: __(
						'Open create-profile in a modal',
						'careers-frontend'
					),
					kind: 'toggle',
					help: __(
						'Off (and always on /apply/): the create-profile link goes to /profile/join/.',
						'careers-frontend'
					),
				},
				urlField(
					'logout_destination',
					__( 'Page after sign-out', 'careers-frontend' ),
					__(
						'Leave empty to use the home page or a reload (below).',
						'careers-frontend'
					)
				),
				{
					key: 'logout_to_home',
					label: __(
						'Go to the home page after sign-out',
						'careers-frontend'
					),
					kind: 'toggle',
					help: __(
						'When no page is set above. Off: the current page reloads.',
						'careers-frontend'
					),
				},
				{
					key: 'logout_skip_redirect',
					label: __(
						'Stay on the page after sign-out',
						'careers-frontend'
					),
					kind: 'toggle',
					help: __(
						'Overrides the two settings above.',
						'careers-frontend'
					),
				},
			],
		},
		{
			id: 'personalisation',
			title: __( 'Personalisation', 'careers-frontend' ),
			fields: [
				{
					key: 'persona_post_types',
					label: __( 'Persona post types', 'careers-frontend' ),
					kind: 'text',
					help: __(
						'Post types that can carry personas, separated by commas, for example post,page.',
						'careers-frontend'
					),
					invalidMessage: __(
						'List post type names (lowercase letters, digits, hyphens, underscores) separated by commas.',
						'careers-frontend'
					),
				},
				{
					key: 'persona_not_logged_in',
					label: __(
						'Persona for signed-out visitors',
						'careers-frontend'
					),
					kind: 'text',
					help: __(
						'A persona slug; leave empty to show persona content to signed-in candidates only.',
						'careers-frontend'
					),
					invalidMessage: __(
						'A persona slug has only lowercase letters, digits, hyphens and underscores.',
						'careers-frontend'
					),
				},
				{
					key: 'persona_count',
					label: __( 'Items per post type', 'careers-frontend' ),
					kind: 'number',
				},
			],
		},
		{
			id: 'chat-bot',
			title: __( 'Chat: the bot', 'careers-frontend' ),
			description: __(
				'The recruiting chat talks to an Amazon Lex bot with temporary credentials from an anonymous Amazon Cognito identity.',
				'careers-frontend'
			),
			fields: [
				{
					key: 'bot_version',
					label: __( 'Amazon Lex version', 'careers-frontend' ),
					kind: 'select',
					options: [
						{
							value: 'v2',
							label: __( 'Lex V2', 'careers-frontend' ),
						},
						{
							value: 'v1',
							label: __(
								'Lex V1 (legacy, retired by AWS)',
								'careers-frontend'
							),
						},
					],
					help: __(
						'AWS retired Lex V1 in September 2025: use V2 unless you run a V1-compatible service.',
						'careers-frontend'
					),
				},
				{
					key: 'bot_id',
					label: __( 'Bot ID', 'careers-frontend' ),
					kind: 'text',
					invalidMessage: __(
						'A bot ID has up to 10 letters and digits, as shown in the Amazon Lex console.',
						'careers-frontend'
					),
					shownWhen: isV2,
				},
				{
					key: 'bot_alias_id',
					label: __( 'Bot alias ID', 'careers-frontend' ),
					kind: 'text',
					invalidMessage: __(
						'A bot alias ID has up to 10 letters and digits, as shown in the Amazon Lex console.',
						'careers-frontend'
					),
					shownWhen: isV2,
				},
				{
					key: 'bot_locale',
					label: __( 'Bot locale', 'careers-frontend' ),
					kind: 'text',
					help: __(
						'A locale the bot is built for, such as en_US.',
						'careers-frontend'
					),
					invalidMessage: __(
						'Use a Lex locale ID: language, underscore, country, such as en_US or es_US.',
						'careers-frontend'
					),
					shownWhen: isV2,
				},
				{
					key: 'bot_locale_map',
					label: __(
						'Bot locale per site language',
						'careers-frontend'
					),
					kind: 'text',
					help: __(
						'Optional. Pairs of site locale = bot locale, comma separated, such as es_ES=es_US, fr_FR=fr_CA. Other languages use the bot locale above.',
						'careers-frontend'
					),
					invalidMessage: __(
						'Write pairs like es_ES=es_US, separated by commas.',
						'careers-frontend'
					),
					shownWhen: isV2,
				},
				{
					key: 'bot_name',
					label: __( 'Bot name (V1)', 'careers-frontend' ),
					kind: 'text',
					invalidMessage: botToken,
					shownWhen: isV1,
				},
				{
					key: 'bot_alias',
					label: __( 'Bot alias (V1)', 'careers-frontend' ),
					kind: 'text',
					invalidMessage: botToken,
					shownWhen: isV1,
				},
				{
					key: 'app_id',
					label: __( 'Cloud app ID', 'careers-frontend' ),
					kind: 'text',
					help: __(
						'Sent with bot requests. At most 50 characters.',
						'careers-frontend'
					),
				},
			],
		},
		{
			id: 'chat-identity',
			title: __( 'Chat: identity and region', 'careers-frontend' ),
			fields: [
				{
					key: 'environment',
					label: __( 'Environment', 'careers-frontend' ),
					kind: 'select',
					options: [
						{
							value: 'production',
							label: __( 'Production', 'careers-frontend' ),
						},
						{
							value: 'development',
							label: __( 'Development', 'careers-frontend' ),
						},
					],
					help: __(
						'Picks which identity pool below is used.',
						'careers-frontend'
					),
				},
				identityPoolField(
					'identity_pool_production',
					__( 'Identity pool ID (production)', 'careers-frontend' )
				),
				identityPoolField(
					'identity_pool_development',
					__( 'Identity pool ID (development)', 'careers-frontend' )
				),
				{
					key: 'region',
					label: __( 'AWS region', 'careers-frontend' ),
					kind: 'text',
					help: __(
						'Where the bot runs. Amazon Cognito is called in each identity pool’s own region, the part of its ID before the colon.',
						'careers-frontend'
					),
					invalidMessage: __(
						'Use an AWS region code such as us-east-1 or eu-west-2.',
						'careers-frontend'
					),
				},
				endpointField(
					'cognito_endpoint',
					__( 'Amazon Cognito endpoint', 'careers-frontend' ),
					__( 'Leave empty for AWS.', 'careers-frontend' )
				),
				endpointField(
					'lex_endpoint',
					__( 'Amazon Lex endpoint', 'careers-frontend' ),
					__( 'Leave empty for AWS.', 'careers-frontend' )
				),
			],
		},
		{
			id: 'chat-jobs',
			title: __( 'Chat: jobs', 'careers-frontend' ),
			fields: [
				endpointField(
					'job_api_base',
					__( 'Job API base URL', 'careers-frontend' ),
					__( 'The chat searches {base}job.', 'careers-frontend' )
				),
				pathField(
					'job_detail_path',
					__( 'Job detail path', 'careers-frontend' ),
					__(
						'Job links go to {path}/{id}/{title}/.',
						'careers-frontend'
					)
				),
				pathField(
					'job_search_path',
					__( 'Job search path', 'careers-frontend' ),
					__(
						'The “see all jobs” link goes here.',
						'careers-frontend'
					)
				),
				{
					key: 'max_jobs',
					label: __( 'Jobs listed in the chat', 'careers-frontend' ),
					kind: 'number',
					help: __(
						'0 shows only the link to the job search.',
						'careers-frontend'
					),
				},
				{
					key: 'no_jobs',
					label: __( 'Text when no job matches', 'careers-frontend' ),
					kind: 'textarea',
					help: __(
						'{link} becomes a link to the job search.',
						'careers-frontend'
					),
				},
			],
		},
		{
			id: 'chat-behaviour',
			title: __( 'Chat: behaviour and maps', 'careers-frontend' ),
			fields: [
				{
					key: 'ai_delay',
					label: __(
						'Reply delay (milliseconds)',
						'careers-frontend'
					),
					kind: 'number',
					help: __(
						'Replies wait log(length / 15) times this, so they feel typed.',
						'careers-frontend'
					),
				},
				{
					key: 'markdown',
					label: __(
						'Render the bot’s Markdown',
						'careers-frontend'
					),
					kind: 'toggle',
				},
				{
					key: 'link_target',
					label: __( 'Links in replies open', 'careers-frontend' ),
					kind: 'select',
					options: [
						{
							value: '_blank',
							label: __( 'In a new tab', 'careers-frontend' ),
						},
						{
							value: '_self',
							label: __( 'In the same tab', 'careers-frontend' ),
						},
					],
				},
				{
					key: 'maps_provider',
					label: __( 'Maps provider', 'careers-frontend' ),
					kind: 'select',
					options: [
						{
							value: 'google',
							label: __( 'Google Maps', 'careers-frontend' ),
						},
						{
							value: 'here',
							label: __( 'HERE', 'careers-frontend' ),
						},
					],
					help: __(
						'Turns a candidate’s location answer into coordinates.',
						'careers-frontend'
					),
				},
				{
					key: 'maps_api_key',
					label: __( 'Maps API key', 'careers-frontend' ),
					kind: 'text',
					help: __(
						'A browser key, restricted to this site.',
						'careers-frontend'
					),
					invalidMessage: __(
						'An API key has only letters, digits, hyphens and underscores.',
						'careers-frontend'
					),
				},
				endpointField(
					'maps_script_url',
					__( 'Google Maps script URL', 'careers-frontend' ),
					__( 'Leave empty for Google’s own.', 'careers-frontend' )
				),
				endpointField(
					'here_geocode_url',
					__( 'HERE geocode URL', 'careers-frontend' ),
					__( 'Leave empty for HERE’s own.', 'careers-frontend' )
				),
			],
		},
	];
}

/** Every field of every section, in page order. */
export function allFields(): FieldDefinition[] {
	return settingsSections().flatMap( ( section ) => section.fields );
}
