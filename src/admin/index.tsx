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
import { ConnectionTestCard } from './connection/connection-test-card';
import { SettingsPage } from './components/settings-page';
import { documentMember } from '../shared/page-document';
import { mount } from '../shared/react-root';
import type { ApiFetch } from './save-settings';
import type { Settings } from '../settings/types';
import './settings-page.scss';

const ROOT_ID = 'careers-frontend-settings-root';

/**
 * The test and the chat's SDK load only when the button is pressed.
 *
 * @param settings   The saved settings.
 * @param siteLocale The site's language, for the bot's locale map.
 */
async function runConnectionTest( settings: Settings, siteLocale: string ) {
	const { testConnection } = await import(
		/* webpackChunkName: "admin-connection-test" */ './connection/default-deps'
	);
	return testConnection( settings, siteLocale );
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
						runConnectionTest( settings, config.siteLocale )
					}
				/>
			) }
		/>
	);
} );
