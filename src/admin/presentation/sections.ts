/**
 * The settings page's sections in order, each with its fields' presentation.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SettingKey } from '../../settings/schema';
import { chatBotFields, chatIdentityFields } from './chat-fields';
import { chatBehaviourFields, chatJobFields } from './job-fields';
import {
	organisationFields,
	personalisationFields,
	signInFields,
} from './site-fields';
import type { FieldPresentation, SectionFields } from './types';

export interface SectionPresentation {
	id: string;
	title: string;
	description?: string;
	fields: SectionFields;
}

/** Every section of the page, in order. */
export const sectionPresentations = (): SectionPresentation[] => [
	{
		id: 'organisation',
		title: __( 'Organisation and site', 'careers-frontend' ),
		fields: organisationFields(),
	},
	{
		id: 'sign-in',
		title: __( 'Sign-in and profile', 'careers-frontend' ),
		fields: signInFields(),
	},
	{
		id: 'personalisation',
		title: __( 'Personalisation', 'careers-frontend' ),
		fields: personalisationFields(),
	},
	{
		id: 'chat-bot',
		title: __( 'Chat: the bot', 'careers-frontend' ),
		description: __(
			'The recruiting chat talks to an Amazon Lex bot with temporary credentials from an anonymous Amazon Cognito identity.',
			'careers-frontend'
		),
		fields: chatBotFields(),
	},
	{
		id: 'chat-identity',
		title: __( 'Chat: identity and region', 'careers-frontend' ),
		fields: chatIdentityFields(),
	},
	{
		id: 'chat-jobs',
		title: __( 'Chat: jobs', 'careers-frontend' ),
		fields: chatJobFields(),
	},
	{
		id: 'chat-behaviour',
		title: __( 'Chat: behaviour and maps', 'careers-frontend' ),
		fields: chatBehaviourFields(),
	},
];

/**
 * Every setting's presentation: it does not compile while a setting of the
 * schema has none.
 */
export const everyPresentation = (): Record<
	SettingKey,
	FieldPresentation
> => ( {
	...organisationFields(),
	...signInFields(),
	...personalisationFields(),
	...chatBotFields(),
	...chatIdentityFields(),
	...chatJobFields(),
	...chatBehaviourFields(),
} );
