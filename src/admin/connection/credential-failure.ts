/**
 * Why Amazon Cognito gave no credentials, by the error's name.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Settings } from '../../settings/types';
import type { SettingKey } from '../admin-config';
import {
	explainFrom,
	isNetworkFailure,
	poolSetting,
	type Explain,
	type Explanation,
} from './failure-context';

const unreachable: Explain = ( { settings, endpoint } ) => ( {
	summary: __(
		'The browser could not reach Amazon Cognito.',
		'careers-frontend'
	),
	advice: settings.cognito_endpoint
		? __(
				'Check the Amazon Cognito endpoint address, or empty it to use AWS.',
				'careers-frontend'
			)
		: __(
				'Check the AWS region and that this computer can reach AWS.',
				'careers-frontend'
			),
	settings: [ ...endpoint, 'region' ],
} );

const noSuchPool: Explain = ( { pool, endpoint } ) => ( {
	summary: __(
		'Amazon Cognito has no identity pool with this ID in this region.',
		'careers-frontend'
	),
	advice: __(
		'Copy the identity pool ID again from Amazon Cognito and check the AWS region.',
		'careers-frontend'
	),
	settings: [ pool, 'region', ...endpoint ],
} );

const noGuests: Explain = ( { pool } ) => ( {
	summary: __(
		'The identity pool refused an anonymous visitor.',
		'careers-frontend'
	),
	advice: __(
		'In Amazon Cognito, allow unauthenticated (guest) access for this identity pool, or use a pool that does.',
		'careers-frontend'
	),
	settings: [ pool ],
} );

const noGuestRole: Explain = ( { pool } ) => ( {
	summary: __(
		'The identity pool has no usable role for anonymous visitors.',
		'careers-frontend'
	),
	advice: __(
		'In Amazon Cognito, give the pool an unauthenticated role that trusts cognito-identity.amazonaws.com.',
		'careers-frontend'
	),
	settings: [ pool ],
} );

const refusedPool: Explain = ( { pool } ) => ( {
	summary: __(
		'Amazon Cognito refused the identity pool ID or region.',
		'careers-frontend'
	),
	advice: __(
		'Check that the identity pool ID and the AWS region match.',
		'careers-frontend'
	),
	settings: [ pool, 'region' ],
} );

const limited: Explain = () => ( {
	summary: __(
		'Amazon Cognito is limiting requests just now.',
		'careers-frontend'
	),
	advice: __( 'Wait a minute and test again.', 'careers-frontend' ),
	settings: [],
} );

const ownProblem: Explain = () => ( {
	summary: __(
		'Amazon Cognito had a problem of its own.',
		'careers-frontend'
	),
	advice: __( 'Test again in a few minutes.', 'careers-frontend' ),
	settings: [],
} );

const noCredentials: Explain = ( { pool, endpoint } ) => ( {
	summary: __( 'Amazon Cognito gave no credentials.', 'careers-frontend' ),
	advice: __(
		'Check the identity pool ID, the AWS region and the Amazon Cognito endpoint.',
		'careers-frontend'
	),
	settings: [ pool, 'region', ...endpoint ],
} );

/** By the error's name without `Exception`. */
const COGNITO_FAILURES: Record< string, Explain > = {
	ResourceNotFound: noSuchPool,
	NotAuthorized: noGuests,
	InvalidIdentityPoolConfiguration: noGuestRole,
	InvalidParameter: refusedPool,
	TooManyRequests: limited,
	LimitExceeded: limited,
	InternalError: ownProblem,
	ExternalService: ownProblem,
};

/**
 * Why Amazon Cognito gave no credentials.
 *
 * @param error    The thrown value.
 * @param settings The settings tested.
 */
export function explainCredentialFailure(
	error: unknown,
	settings: Settings
): Explanation {
	const endpoint: SettingKey[] = settings.cognito_endpoint
		? [ 'cognito_endpoint' ]
		: [];
	const context = { settings, endpoint, pool: poolSetting( settings ) };
	if ( isNetworkFailure( error ) ) {
		return unreachable( context );
	}
	return explainFrom( COGNITO_FAILURES, error, noCredentials )( context );
}
