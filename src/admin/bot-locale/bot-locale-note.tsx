/**
 * Under the bot locale settings: the locale the site's language talks to
 * with the saved settings, and why. Announced when a save changes it.
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { Settings } from '../../settings/types';
import type { SettingKey } from '../admin-config';
import type { ApiFetch } from '../save-settings';
import type { BotLocaleReport } from './bot-locale-report';
import { botLocaleText } from './locale-text';
import { useBotLocaleReport } from './use-bot-locale-report';

export function BotLocaleNote( { report }: { report: BotLocaleReport } ) {
	return (
		<p className="careers-frontend-bot-locale" role="status">
			{ botLocaleText( report ) }
		</p>
	);
}

/**
 * The note, after the locale map field, for the saved settings (none when
 * the site's language is not known).
 *
 * @param initial  The report the page started with.
 * @param apiFetch api-fetch (or a fake).
 * @param saved    The saved settings.
 */
export function useBotLocaleNote(
	initial: BotLocaleReport | undefined,
	apiFetch: ApiFetch,
	saved: Settings
): Partial< Record< SettingKey, ReactNode > > | undefined {
	const report = useBotLocaleReport( initial, apiFetch, saved );
	return useMemo(
		() =>
			report?.siteLocale
				? { bot_locale_map: <BotLocaleNote report={ report } /> }
				: undefined,
		[ report ]
	);
}
