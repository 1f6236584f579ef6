/**
 * What explaining a failed connection test shares: the explanation's
 * shape, the service's own words, and the error names looked up in tables.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage, errorName, identityPoolKey } from '../../chat/public';
import type { Settings } from '../../settings/types';
import type { SettingKey } from '../admin-config';

export type ConnectionStep = 'configuration' | 'credentials' | 'bot';

export interface Explanation {
	/** What happened, in plain words. */
	summary: string;
	/** What to do about it. */
	advice: string;
	/** The settings most likely at fault, most likely first. */
	settings: SettingKey[];
}

/**
 * The identity pool setting the environment uses.
 *
 * @param settings The settings.
 */
export function poolSetting(
	settings: Pick< Settings, 'environment' >
): SettingKey {
	return identityPoolKey( settings.environment );
}

/**
 * The error's name without `Exception`, so V1 and V2 names read the same.
 *
 * @param error The thrown value.
 */
export function shortName( error: unknown ): string {
	return ( errorName( error ) ?? '' ).replace( /Exception$/, '' );
}

/**
 * The service's own words: `Name: message`, as exact as the SDK gives them.
 *
 * @param error The thrown value.
 */
export function serviceErrorText( error: unknown ): string {
	const name = errorName( error );
	const message = errorMessage( error ) ?? '';
	const status = (
		error as { $metadata?: { httpStatusCode?: number } } | undefined
	 )?.$metadata?.httpStatusCode;
	const head =
		name && name !== 'Error' && ! message.startsWith( name )
			? `${ name }: `
			: '';
	const tail = status ? ` (HTTP ${ status })` : '';
	return `${ head }${ message || __( 'no message', 'careers-frontend' ) }${ tail }`;
}

export function isNetworkFailure( error: unknown ): boolean {
	const name = errorName( error );
	const message = errorMessage( error ) ?? '';
	const code = ( error as { code?: unknown } | undefined )?.code;
	return (
		name === 'TypeError' ||
		name === 'NetworkError' ||
		( typeof code === 'string' &&
			/^(ECONN|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH)/.test( code ) ) ||
		/failed to fetch|networkerror|load failed|network request failed|ECONNREFUSED/i.test(
			message
		)
	);
}

/** What a step's explanations read from the settings tested. */
export interface FailureContext {
	settings: Settings;
	/** The identity pool setting in use. */
	pool: SettingKey;
	/** The endpoint setting, when one is set (empty: AWS). */
	endpoint: SettingKey[];
}

export type Explain< C extends FailureContext = FailureContext > = (
	context: C
) => Explanation;

/**
 * The explanation for an error name from a table, or the fallback. Own
 * keys only: an error named `constructor` is not a table entry.
 *
 * @param table    Explanations by short error name.
 * @param error    The thrown value.
 * @param fallback For any other error.
 */
export function explainFrom< C extends FailureContext >(
	table: Record< string, Explain< C > >,
	error: unknown,
	fallback: Explain< C >
): Explain< C > {
	const name = shortName( error );
	return Object.hasOwn( table, name ) ? table[ name ] : fallback;
}
