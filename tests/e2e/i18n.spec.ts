/**
 * Issue 7: with the site language set to Spanish, the plugin speaks
 * Spanish — PHP-rendered blocks (from the .mo), view and chat scripts (from
 * the JSON files wp_set_script_translations loads), the settings page and
 * the chunk it loads on demand.
 */
import { expect, patchPluginSettings, test } from './fixtures';
import { useSpanishSite } from './helpers/spanish-site';

test.describe( 'In Spanish', () => {
	let restore: () => Promise< void >;

	test.beforeAll( async ( { requestUtils } ) => {
		restore = await useSpanishSite( requestUtils );
	} );

	test.afterAll( async () => {
		await restore();
	} );

	// Also on the oldest WordPress supported: PHP strings from the plugin's
	// languages/*.mo, script strings from its JSON files.
	test(
		'the front end’s blocks speak Spanish',
		{ tag: '@smoke' },
		async ( { site, careers } ) => {
			await careers.open();
			expect(
				await site.evaluate( () => document.documentElement.lang )
			).toBe( 'es-ES' );
			const menu = site.getByRole( 'navigation', {
				name: 'Perfil del candidato',
			} );
			const toggle = menu.getByRole( 'button', {
				name: 'Iniciar sesión',
			} );
			await expect( toggle ).toBeVisible();
			await toggle.click();
			await expect(
				menu.getByRole( 'link', { name: '¿Ya tienes un perfil?' } )
			).toBeVisible();
			await expect(
				menu.getByRole( 'link', { name: 'Crear un perfil' } )
			).toBeVisible();
			// Every page carries the runtime's one string translated, and
			// not the locale: that comes with the chat's window.
			expect(
				await site.evaluate(
					() => window.careersFrontendConfig?.context
				)
			).toEqual( {
				updatingMessage: 'Se está actualizando tu información.',
			} );

			// The runtime's form-submit announcement, from its own JSON file.
			await site.evaluate( () => {
				const form = document.createElement( 'form' );
				form.addEventListener( 'submit', ( event ) =>
					event.preventDefault()
				);
				document.body.append( form );
				form.requestSubmit();
			} );
			await expect(
				site.locator( '#careers-frontend-live-region' )
			).toHaveText( 'Se está actualizando tu información.' );
		}
	);

	test( 'the chat speaks Spanish', async ( { page } ) => {
		await page.goto( '/careers/' );
		const launcher = page.getByRole( 'button', {
			name: 'Habla con nosotros',
		} );
		await launcher.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Asistente de empleo',
		} );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByRole( 'textbox', { name: 'Tu mensaje' } )
		).toBeFocused();
		// The window's times follow the site's locale, which comes with its
		// script: the input is focused before that (the first words show
		// at once, issue 34), so wait for the window's script.
		await expect
			.poll( () =>
				page.evaluate(
					() => window.careersFrontendConfig?.context?.locale
				)
			)
			.toBe( 'es_ES' );
		// The chat leads with the bot's welcome and its place question, in
		// the template's Spanish locale with no locale map (issue 36,
		// chat-site-language.spec.ts).
		await expect(
			dialog.getByRole( 'region', { name: 'Conversación' } )
		).toContainText( '¿Dónde te gustaría trabajar?' );
		await expect(
			dialog.getByRole( 'button', { name: 'Enviar' } )
		).toBeVisible();
	} );

	test( 'the bot speaks Spanish through bot_locale_map, up to the job list', async ( {
		page,
		requestUtils,
	} ) => {
		// An explicit map, as sites set before issue 36.
		const restoreSettings = await patchPluginSettings( requestUtils, {
			bot_locale_map: 'es_ES=es_US, es_MX=es_US',
		} );
		try {
			await page.goto( '/careers/' );
			await page
				.getByRole( 'button', { name: 'Habla con nosotros' } )
				.click();
			const dialog = page.getByRole( 'dialog', {
				name: 'Asistente de empleo',
			} );
			const input = dialog.getByRole( 'textbox', { name: 'Tu mensaje' } );
			const transcript = dialog.getByRole( 'region', {
				name: 'Conversación',
			} );
			const botEntries = transcript.locator(
				'.careers-chat__entry--bot'
			);
			// The reply must be a new row: "hola" is answered with the place
			// question the transcript already shows, and a message sent
			// before that answer came would be refused as busy.
			const say = async ( text: string, reply: string ) => {
				await expect( input ).not.toHaveAttribute( 'readonly' );
				const before = await botEntries.count();
				await input.fill( text );
				await input.press( 'Enter' );
				await expect( botEntries ).not.toHaveCount( before );
				await expect( botEntries.last() ).toContainText( reply );
			};
			// The chat leads: the bot's welcome and place question, in Spanish.
			const place =
				'¿Dónde te gustaría trabajar? Escribe un código postal de 5 dígitos o una ciudad y un estado, como Austin, TX.';
			await expect( transcript ).toContainText(
				'¡Hola! Soy el asistente de empleo. Puedo ayudarte a encontrar un trabajo que te convenga.'
			);
			await expect( transcript ).toContainText( place );
			await say( 'hola', place );
			await say( 'Austin, TX', '¿Qué área te interesa?' );
			// The areas are the job API's, in the chat's own panel.
			const panel = dialog.getByRole( 'region', {
				name: 'Elige una opción',
			} );
			await panel.getByRole( 'button', { name: 'Nursing' } ).click();
			await expect( dialog ).toContainText(
				'Voy a buscar empleos de Nursing cerca de Austin, TX.'
			);
			// The chat sent the area with the search: the list follows.
			await expect(
				dialog.locator( '.careers-chat__job-title' ).first()
			).toBeVisible();
		} finally {
			await restoreSettings();
		}
	} );

	test( 'the settings page and its connection test speak Spanish', async ( {
		page,
	} ) => {
		await page.goto(
			'/wp-admin/options-general.php?page=careers-frontend'
		);
		await expect(
			page.getByRole( 'heading', {
				name: 'Ajustes de Careers',
				level: 1,
			} )
		).toBeVisible();
		await expect(
			page.getByRole( 'heading', { name: 'Chat: el bot' } )
		).toBeVisible();
		await expect(
			page.getByLabel( 'ID del bot', { exact: true } )
		).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Probar la conexión' } )
			.click();
		await expect(
			page.locator( '.careers-frontend-connection__result' )
		).toContainText(
			'Conectado: Amazon Cognito ha dado credenciales y el bot ha respondido.',
			{ timeout: 30_000 }
		);
		await page
			.getByRole( 'button', { name: 'Guardar los cambios' } )
			.click();
		await expect(
			page.locator( '.careers-frontend-settings__notice' )
		).toContainText( 'Ajustes guardados.' );
	} );
} );
