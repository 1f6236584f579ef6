/**
 * Saving through the REST settings endpoint, and reading its refusals:
 * a 400 names the field (`{option}[{key}]`) in its message.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SettingKey } from '../settings/schema';
import type { Settings } from '../settings/types';
import type { FieldErrors } from './validate';

export const SETTINGS_PATH = '/wp/v2/settings';

/** A settings change the user may not make (includes/script-settings.php). */
export const LOCKED_SETTING_ERROR = 'careers_frontend_unfiltered_html_required';

/** The part of `@wordpress/api-fetch` used here, so tests can pass a fake. */
export type ApiFetch = ( options: {
	path: string;
	method?: string;
	data?: unknown;
} ) => Promise< unknown >;

export type SaveResult =
	| { ok: true; settings: Settings }
	| { ok: false; message: string; fieldErrors: FieldErrors };

interface RestError {
	code?: string;
	message?: string;
	data?: {
		status?: number;
		params?: Record< string, unknown >;
		details?: Record< string, unknown >;
	};
}

function isObject( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function asRestError( error: unknown ): RestError {
	if ( ! isObject( error ) ) {
		return {};
	}
	return {
		code: typeof error.code === 'string' ? error.code : undefined,
		message: typeof error.message === 'string' ? error.message : undefined,
		data: isObject( error.data )
			? ( error.data as RestError[ 'data' ] )
			: undefined,
	};
}

/**
 * The field a REST validation message is about, with the message worded
 * for the page (the `{option}[{key}]` prefix replaced by the field label).
 *
 * @param option  Option name.
 * @param message The server's message.
 * @param labels  Field labels by key.
 */
export function fieldErrorFromMessage(
	option: string,
	message: string,
	labels: Partial< Record< SettingKey, string > >
): { key: SettingKey; message: string } | undefined {
	const match = new RegExp(
		`${ option.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' ) }\\[([a-z0-9_]+)\\]`
	).exec( message );
	if ( ! match ) {
		return undefined;
	}
	const key = match[ 1 ] as SettingKey;
	const label = labels[ key ] ?? key;
	return {
		key,
		message: sprintf(
			/* translators: %s: the server's reason, e.g. "Bot ID must be at most 10 characters long." */
			__( 'The server refused this value: %s', 'careers-frontend' ),
			message.replace( match[ 0 ], () => label )
		),
	};
}

/**
 * Words for a failed save, and the fields the server named.
 *
 * @param error  What api-fetch rejected with.
 * @param option Option name.
 * @param labels Field labels by key.
 */
export function explainSaveError(
	error: unknown,
	option: string,
	labels: Partial< Record< SettingKey, string > >
): { message: string; fieldErrors: FieldErrors } {
	const rest = asRestError( error );
	const fieldErrors: FieldErrors = {};
	const messages = [
		...Object.values( rest.data?.params ?? {} ),
		rest.message,
	].filter( ( item ): item is string => typeof item === 'string' );
	for ( const text of messages ) {
		const found = fieldErrorFromMessage( option, text, labels );
		if ( found && ! fieldErrors[ found.key ] ) {
			fieldErrors[ found.key ] = found.message;
		}
	}
	if ( rest.code === LOCKED_SETTING_ERROR && rest.message ) {
		// The server's own words (translated): who may change what, and why.
		return {
			message: sprintf(
				/* translators: %s: the server's reason, e.g. "Nothing was saved: only a user allowed to add unfiltered HTML … can change the job API base URL …". */
				__(
					'%s Your changes are still here: put back the marked fields, then save again.',
					'careers-frontend'
				),
				rest.message
			),
			fieldErrors,
		};
	}
	if ( Object.keys( fieldErrors ).length > 0 ) {
		return {
			message: __(
				'The settings were not saved: the server refused a value. Your changes are still here; correct the field marked below and save again.',
				'careers-frontend'
			),
			fieldErrors,
		};
	}
	if ( rest.data?.status === 403 || rest.data?.status === 401 ) {
		return {
			message: __(
				'The settings were not saved: you are not allowed to change them, or your session has expired. Your changes are still here; sign in again in another tab, then save.',
				'careers-frontend'
			),
			fieldErrors,
		};
	}
	return {
		message: sprintf(
			/* translators: %s: the error the server or the browser gave. */
			__(
				'The settings were not saved (%s). Your changes are still here; save again.',
				'careers-frontend'
			),
			rest.message ??
				__( 'no answer from the server', 'careers-frontend' )
		),
		fieldErrors,
	};
}

function isSettings( value: unknown ): value is Settings {
	return isObject( value ) && typeof value.organization_name === 'string';
}

/**
 * Save every setting; never throws.
 *
 * @param apiFetch api-fetch (or a fake).
 * @param option   Option name.
 * @param values   The values to save.
 * @param labels   Field labels by key, for the server's messages.
 */
export async function saveSettings(
	apiFetch: ApiFetch,
	option: string,
	values: Settings,
	labels: Partial< Record< SettingKey, string > >
): Promise< SaveResult > {
	try {
		const response = await apiFetch( {
			path: SETTINGS_PATH,
			method: 'POST',
			data: { [ option ]: values },
		} );
		const saved = isObject( response ) ? response[ option ] : undefined;
		if ( ! isSettings( saved ) ) {
			return {
				ok: false,
				message: __(
					'The server answered, but without the settings. Reload the page to see what was saved.',
					'careers-frontend'
				),
				fieldErrors: {},
			};
		}
		return { ok: true, settings: saved };
	} catch ( error ) {
		return { ok: false, ...explainSaveError( error, option, labels ) };
	}
}
