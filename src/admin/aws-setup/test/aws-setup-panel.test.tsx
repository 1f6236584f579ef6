/**
 * External dependencies
 */
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { DEFAULT_SETTINGS } from '../../../settings/defaults';
import type { AdminConfig, SettingsSchema } from '../../admin-config';
import { SettingsPage } from '../../components/settings-page';
import type { ApiFetch } from '../../save-settings';
import { SETTINGS_SCHEMA as schemaJson } from '@careers-frontend/settings';
import { DESCRIBE_STACKS, FILLED, POOL } from './stack-fixture';

jest.setTimeout( 60_000 );
configure( { asyncUtilTimeout: 15_000 } );

function setup() {
	const saved: unknown[] = [];
	const apiFetch: ApiFetch = async ( options ) => {
		if ( options.method === 'POST' ) {
			saved.push( options.data );
		}
		return options.data;
	};
	const config: AdminConfig = {
		option: 'careers_frontend_settings',
		schema: schemaJson as SettingsSchema,
		settings: { ...DEFAULT_SETTINGS },
		locked: [],
		awsTemplateUrl:
			'https://site.test/wp-content/plugins/careers-frontend/aws/recruiting-bot.template.json',
	};
	// Pasting is typing here: user-event treats "{" and "[" as key names.
	const user = userEvent.setup();
	render( <SettingsPage config={ config } apiFetch={ apiFetch } /> );
	const outputs = screen.getByLabelText( 'Stack outputs' );
	const paste = async ( text: string ) => {
		await user.clear( outputs );
		await user.click( outputs );
		await user.paste( text );
		await user.click(
			screen.getByRole( 'button', {
				name: 'Fill the settings from the outputs',
			} )
		);
	};
	return { user, saved, paste };
}

describe( 'Settings → Careers: Set up on AWS', () => {
	it( 'links the template and lists the three steps', () => {
		setup();
		const panel = screen.getByRole( 'region', { name: 'Set up on AWS' } );
		expect(
			screen.getByRole( 'link', {
				name: 'Download the CloudFormation template',
			} )
		).toHaveAttribute(
			'href',
			'https://site.test/wp-content/plugins/careers-frontend/aws/recruiting-bot.template.json'
		);
		expect( panel.querySelectorAll( 'ol > li' ) ).toHaveLength( 3 );
	} );

	it( 'fills the bot settings from pasted outputs, shows them, and Save saves them', async () => {
		const { user, saved, paste } = setup();
		await paste( DESCRIBE_STACKS );
		expect( screen.getByLabelText( 'Bot ID' ) ).toHaveValue( 'ABCDEF1234' );
		expect( screen.getByLabelText( 'Bot alias ID' ) ).toHaveValue(
			'TSTALIAS01'
		);
		const result = screen
			.getByText( 'Filled, not saved yet:' )
			.closest( '.components-notice__content' );
		expect( result ).toHaveTextContent( 'ABCDEF1234' );
		expect( result ).toHaveTextContent( POOL );
		expect( result ).not.toHaveTextContent( 'endpoint setting' );
		// The bot's locales: no locale map is filled for them.
		expect( result ).toHaveTextContent( 'The bot’s localesen_US, es_US' );
		expect( result ).toHaveTextContent( 'no locale map is needed' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);
		await waitFor( () => expect( saved ).toHaveLength( 1 ) );
		expect( saved[ 0 ] ).toMatchObject( {
			careers_frontend_settings: FILLED,
		} );
	} );

	it( 'says what is wrong with a malformed paste and changes nothing', async () => {
		const { paste } = setup();
		const before = ( screen.getByLabelText( 'Bot ID' ) as HTMLInputElement )
			.value;
		await paste( 'Region\tus-east-2\nBotId\tABCDEF1234' );
		expect(
			await screen.findByText(
				/^These outputs are missing: IdentityPoolId, BotAliasId\./,
				{ selector: '.components-notice__content' }
			)
		).toBeVisible();
		expect( screen.getByLabelText( 'Bot ID' ) ).toHaveValue( before );
		expect( screen.queryByText( 'You have unsaved changes.' ) ).toBeNull();
	} );
} );
