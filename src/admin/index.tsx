/**
 * Settings → Careers: mounts the settings page into the element
 * includes/admin.php prints.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import domReady from '@wordpress/dom-ready';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import '../shared/public-path';
import { readAdminConfig } from './admin-config';
import {
	fetchBotLocaleReport,
	type BotLocaleReport,
} from './bot-locale/bot-locale-report';
import { ConnectionTestCard } from './connection/connection-test-card';
import { SettingsPage } from './components/settings-page';
import { documentMember } from '../shared/page-document';
import { mount } from '../shared/react-root';
import type { ApiFetch } from './save-settings';
import type { Settings } from '../settings/types';
import './settings-page.scss';

const ROOT_ID = 'careers-frontend-settings-root';

/**
 * The test and the chat's SDK load only when the button is pressed. The
 * bot is asked in the locale the server gives the site's language with the
 * saved settings, asked for now (a save may have changed it).
 *
 * @param settings The saved settings.
 * @param started  The bot locale report the page started with.
 */
async function runConnectionTest(
	settings: Settings,
	started: BotLocaleReport | undefined
) {
	const [ { testConnection }, report ] = await Promise.all( [
		import(
			/* webpackChunkName: "admin-connection-test" */ './connection/default-deps'
		),
		fetchBotLocaleReport( apiFetch as ApiFetch ),
	] );
	return testConnection( settings, report ?? started );
}

domReady( () => {
	const root = documentMember( document, 'getElementById' )( ROOT_ID );
	if ( ! root ) {
		return;
	}
	const config = readAdminConfig( window.careersFrontendAdmin );
	if ( ! config ) {
		root.textContent = __(
			'The settings page could not start: its data is missing. Reload the page.',
			'careers-frontend'
		);
		return;
	}
	mount(
		root,
		<SettingsPage
			config={ config }
			apiFetch={ apiFetch as ApiFetch }
			renderConnectionTest={ ( props ) => (
				<ConnectionTestCard
					{ ...props }
					run={ ( settings ) =>
						runConnectionTest( settings, config.botLocale )
					}
				/>
			) }
		/>
	);
} );
