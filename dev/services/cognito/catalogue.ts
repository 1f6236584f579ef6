/**
 * Cognito Identity errors (spec section 8) with the HTTP status AWS uses.
 */
import type { Catalogue } from '../lib/aws-errors';

export const COGNITO_ERRORS: Catalogue = {
	InternalErrorException: {
		status: 500,
		message: 'An internal error occurred.',
	},
	InvalidParameterException: {
		status: 400,
		message: 'A parameter is not valid.',
	},
	LimitExceededException: {
		status: 400,
		message: 'The limit for identities in this pool has been reached.',
	},
	NotAuthorizedException: {
		status: 403,
		message:
			'Unauthenticated access is not supported for this identity pool.',
	},
	ResourceConflictException: {
		status: 409,
		message: 'The identity is already linked to another user.',
	},
	TooManyRequestsException: { status: 429, message: 'Rate exceeded' },
	ResourceNotFoundException: {
		status: 404,
		message: 'The requested resource was not found.',
	},
	ExternalServiceException: {
		status: 400,
		message: 'An exception was thrown by a third-party identity provider.',
	},
	InvalidIdentityPoolConfigurationException: {
		status: 400,
		message:
			'Invalid identity pool configuration. Check assigned IAM roles for this pool.',
	},
	DeveloperUserAlreadyRegisteredException: {
		status: 400,
		message: 'The developer user is already registered with Cognito.',
	},
	ConcurrentModificationException: {
		status: 400,
		message: 'Another update to this resource is in progress.',
	},
};
