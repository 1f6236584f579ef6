/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { DEFAULT_SETTINGS } from '../../../settings/defaults';
import { ConnectionTestCard } from '../connection-test-card';
import type { ConnectionReport } from '../run-connection-test';

const FELL_BACK: ConnectionReport = {
	ok: true,
	identityPool: 'us-east-1:00000000-0000-4000-8000-000000000002',
	reply: 'Hi! I’m the careers assistant.',
	locale: 'en_US',
	locales: { has: [ 'en_US', 'es_US' ], lacks: [ 'es_MX' ] },
	warning: {
		summary:
			'The bot has no es_MX locale, which pages in Spanish (es_ES) talk to: candidates get the bot in en_US, with a notice that it does not speak their language.',
		advice: 'Map this site’s language to a locale the bot has (Bot locale per site language), or add the locale to the bot, then test again.',
		settings: [ 'bot_locale_map' ],
	},
};

describe( 'the Test connection card', () => {
	it( 'says which locales the bot has, and warns, with a link to the setting at fault', async () => {
		const focusSetting = jest.fn();
		const user = userEvent.setup();
		render(
			<ConnectionTestCard
				saved={ DEFAULT_SETTINGS }
				isDirty={ false }
				labels={ { bot_locale_map: 'Bot locale per site language' } }
				focusSetting={ focusSetting }
				run={ async () => FELL_BACK }
			/>
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Test connection' } )
		);
		const result = await screen.findByRole( 'status' );
		expect( result ).toHaveTextContent(
			'It answered in en_US. Of the locales these settings use, the bot has: en_US, es_US.'
		);
		expect( result ).toHaveTextContent( 'It lacks: es_MX.' );
		expect( result ).toHaveTextContent( /The bot has no es_MX locale/ );
		await user.click(
			screen.getByRole( 'button', {
				name: 'Bot locale per site language',
			} )
		);
		expect( focusSetting ).toHaveBeenCalledWith( 'bot_locale_map' );
	} );
} );
