/**
 * Lex runtime errors (spec section 8) with the HTTP status each has in the
 * AWS models, as the SDK expects them.
 */
import type { Catalogue } from '../lib/aws-errors';

/** Seconds a client is told to wait after a limit error. */
export const RETRY_AFTER_SECONDS = 2;

export const LEX_V2_ERRORS: Catalogue = {
	AccessDeniedException: {
		status: 403,
		message: 'User is not authorized to perform: lex:RecognizeText',
	},
	ConflictException: {
		status: 409,
		message:
			'There is a request in progress for this session. Try again after it completes.',
	},
	InternalServerException: {
		status: 500,
		message: 'An internal server error occurred.',
	},
	ResourceNotFoundException: {
		status: 404,
		message: 'The requested resource was not found.',
	},
	ThrottlingException: {
		status: 429,
		message: 'Rate exceeded',
		retryAfterSeconds: RETRY_AFTER_SECONDS,
	},
	ValidationException: { status: 400, message: 'The request is not valid.' },
	BadGatewayException: {
		status: 502,
		message: 'The bot returned an invalid response.',
	},
	DependencyFailedException: {
		status: 424,
		message: 'Invalid Lambda Response: the code hook failed.',
	},
};

export const LEX_V1_ERRORS: Catalogue = {
	BadRequestException: { status: 400, message: 'The request is not valid.' },
	ConflictException: {
		status: 409,
		message:
			'There is a request in progress for this user. Try again after it completes.',
	},
	InternalFailureException: {
		status: 500,
		message: 'An internal failure occurred.',
	},
	LimitExceededException: {
		status: 429,
		message: 'Request limit exceeded',
		retryAfterSeconds: RETRY_AFTER_SECONDS,
	},
	NotFoundException: {
		status: 404,
		message: 'The requested resource was not found.',
	},
	BadGatewayException: {
		status: 502,
		message: 'The bot returned an invalid response.',
		messageField: 'Message',
	},
	DependencyFailedException: {
		status: 424,
		message: 'Invalid Lambda Response: the code hook failed.',
		messageField: 'Message',
	},
	LoopDetectedException: {
		status: 508,
		message: 'A loop was detected in the Lambda function.',
		messageField: 'Message',
	},
	NotAcceptableException: {
		status: 406,
		message:
			'The accept header in the request does not have a valid value.',
	},
	RequestTimeoutException: {
		status: 408,
		message: 'The input speech is too long.',
	},
	UnsupportedMediaTypeException: {
		status: 415,
		message: 'The Content-Type header has an invalid value.',
	},
};
