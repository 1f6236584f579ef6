/**
 * Under the bot locale settings: the locale the site's language talks to
 * with the saved settings, and why. Announced when a save changes it.
 */

/**
 * Internal dependencies
 */
import type { BotLocaleReport } from './bot-locale-report';
import { botLocaleText } from './locale-text';

export function BotLocaleNote( { report }: { report: BotLocaleReport } ) {
	return (
		<p className="careers-frontend-bot-locale" role="status">
			{ botLocaleText( report ) }
		</p>
	);
}
