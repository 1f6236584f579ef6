/**
 * Messages several fields share.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Settings } from '../../settings/types';
import type { FieldPresentation } from './types';

export const isV1 = ( values: Settings ) => values.bot_version === 'v1';
export const isV2 = ( values: Settings ) => values.bot_version !== 'v1';

/** Under the version while a site is set to Lex V1, which AWS ended. */
export const lexV1Warning = () =>
	__(
		'This site’s chat talks to a Lex V1 bot. AWS ended Lex V1 on 15 September 2025: the chat keeps working only as long as that bot answers. Move it to Lex V2 (“Set up on AWS” creates one).',
		'careers-frontend'
	);

export const invalidWebAddress = () =>
	__(
		'Enter a full web address starting with https:// or http://, or leave this empty.',
		'careers-frontend'
	);

/** An address the browser calls or loads code from (see the schema). */
export const invalidEndpoint = () =>
	__(
		'Enter a full web address starting with https:// (http:// only for this computer: localhost or 127.0.0.1), or leave this empty.',
		'careers-frontend'
	);

/** Why this user cannot change a setting the browser runs as script. */
export const lockedScriptSetting = () =>
	__(
		'Only a user allowed to add unfiltered HTML (on a network, a super admin) can change this: the browser runs what it loads as script on every page.',
		'careers-frontend'
	);

export const invalidPath = () =>
	__(
		'Enter a path on this site that starts with a single /, such as /jobs, or leave this empty.',
		'careers-frontend'
	);

export const invalidBotToken = () =>
	__(
		'Use only letters, digits, dots, colons, hyphens and underscores, as shown in the Amazon Lex console.',
		'careers-frontend'
	);

/**
 * An Amazon Cognito identity pool field.
 *
 * @param label Field label.
 */
export function identityPool( label: string ): FieldPresentation {
	return {
		label,
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
