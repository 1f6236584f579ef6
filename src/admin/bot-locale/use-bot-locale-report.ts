/**
 * The bot locale report for the saved settings: the page's own at first,
 * asked for again after each save (a save can change the locale).
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Settings } from '../../settings/types';
import type { ApiFetch } from '../save-settings';
import {
	fetchBotLocaleReport,
	type BotLocaleReport,
} from './bot-locale-report';

/**
 * @param initial  The report the page started with.
 * @param apiFetch api-fetch (or a fake).
 * @param saved    The saved settings (a new object after each save).
 */
export function useBotLocaleReport(
	initial: BotLocaleReport | undefined,
	apiFetch: ApiFetch,
	saved: Settings
): BotLocaleReport | undefined {
	const [ report, setReport ] = useState( initial );
	const first = useRef( saved );
	useEffect( () => {
		if ( saved === first.current ) {
			return undefined;
		}
		let current = true;
		fetchBotLocaleReport( apiFetch ).then( ( fresh ) => {
			if ( current && fresh ) {
				setReport( fresh );
			}
		} );
		return () => {
			current = false;
		};
	}, [ saved, apiFetch ] );
	return report;
}
