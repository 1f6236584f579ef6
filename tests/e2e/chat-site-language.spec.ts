/**
 * Issue 36: a Spanish site's chat speaks Spanish with default settings.
 * PHP gives the site's language the template's locale in that language
 * (es_ES → es_US) when the locale map has no entry for it, so no hidden
 * setting is needed; an explicit map still wins. When the bot lacks the
 * locale, the chat goes on in en_US with a line saying so, and Settings →
 * Careers says which locale is used and why, and Test connection warns.
 */
import { expect, patchPluginSettings, test } from './fixtures';
import { PLACE_QUESTION, SPANISH_CHAT_LABELS, WELCOME } from './chat-helpers';
import { useSpanishSite } from './helpers/spanish-site';

const CANDIDATE = { cookies: [], origins: [] };

/** The bot's first turn in its es_US locale (the template's words). */
const SPANISH_WELCOME =
	'¡Hola! Soy el asistente de empleo. Puedo ayudarte a encontrar un trabajo que te convenga.';
const SPANISH_PLACE_QUESTION =
	'¿Dónde te gustaría trabajar? Escribe un código postal de 5 dígitos o una ciudad y un estado, como Austin, TX.';

/** The chat's line when the bot lacks the page's locale, in Spanish. */
const FALLBACK_NOTICE =
	'Lo siento, todavía no puedo conversar en tu idioma, así que te responderé en inglés.';

test.describe( 'A Spanish site', () => {
	let restoreSite: () => Promise< void >;
	let restoreSettings: () => Promise< void >;

	test.beforeAll( async ( { requestUtils } ) => {
		restoreSite = await useSpanishSite( requestUtils );
		// The defaults: no locale map, the default locale en_US.
		restoreSettings = await patchPluginSettings( requestUtils, {
			bot_locale: 'en_US',
			bot_locale_map: '',
			ai_delay: 0,
		} );
	} );

	test.afterAll( async () => {
		await restoreSettings();
		await restoreSite();
	} );

	test.describe( 'to a candidate', () => {
		test.use( {
			storageState: CANDIDATE,
			chatLabels: SPANISH_CHAT_LABELS,
		} );

		test(
			'with default settings, the bot greets and asks in Spanish',
			{ tag: '@engines' },
			async ( { site, chat } ) => {
				await chat.goto();
				await chat.open();
				await expect( chat.transcript ).toContainText(
					SPANISH_WELCOME
				);
				await expect( chat.lastBotEntry() ).toContainText(
					SPANISH_PLACE_QUESTION
				);
				await chat.say( 'Austin, TX' );
				await expect( chat.lastBotEntry() ).toContainText(
					'¿Qué área te interesa?'
				);
				// The chat's own default text for no matching jobs, too.
				expect(
					await site.evaluate(
						() => window.careersFrontendConfig?.settings?.no_jobs
					)
				).toBe( 'Ahora mismo no hay empleos que coincidan. {link}' );
			}
		);

		test(
			'an explicit map to en_US still gets the bot in English',
			{ tag: '@engines' },
			async ( { chat, requestUtils } ) => {
				const restore = await patchPluginSettings( requestUtils, {
					bot_locale_map: 'es_ES=en_US',
				} );
				try {
					await chat.goto();
					await chat.open();
					await expect( chat.transcript ).toContainText( WELCOME );
					await expect( chat.lastBotEntry() ).toContainText(
						PLACE_QUESTION
					);
					await expect( chat.transcript ).not.toContainText(
						'¡Hola!'
					);
					// Asked for, not a fallback: no notice.
					await expect( chat.transcript ).not.toContainText(
						FALLBACK_NOTICE
					);
				} finally {
					await restore();
				}
			}
		);

		test(
			'a locale the bot lacks: the bot in English, after a line in Spanish saying so, once',
			// Also under each freedom of the Lex stand-in.
			{ tag: '@freedoms' },
			async ( { chat, requestUtils } ) => {
				// The stand-in, as Lex, has only the template's locales.
				const restore = await patchPluginSettings( requestUtils, {
					bot_locale_map: 'es_ES=es_MX',
				} );
				try {
					await chat.goto();
					await chat.open();
					await expect( chat.entries.first() ).toHaveText(
						new RegExp( FALLBACK_NOTICE )
					);
					await expect( chat.transcript ).toContainText( WELCOME );
					await expect( chat.transcript ).not.toContainText(
						'Error'
					);
					// The next page goes on in English, with no second notice.
					await chat.goto();
					await chat.say( 'Austin, TX' );
					await expect( chat.lastBotEntry() ).toContainText(
						'Which area are you interested in?'
					);
					await expect(
						chat.transcript.getByText( FALLBACK_NOTICE )
					).toHaveCount( 1 );
				} finally {
					await restore();
				}
			}
		);
	} );

	test( 'Settings → Careers says which locale the site’s language talks to and why, and Test connection warns when the bot lacks it', async ( {
		page,
	} ) => {
		await page.goto(
			'/wp-admin/options-general.php?page=careers-frontend'
		);
		const note = page.locator( '.careers-frontend-bot-locale' );
		await expect( note ).toHaveText(
			'Las páginas en español (es_ES) hablan con la configuración regional es_US del bot: la configuración regional en español de la plantilla, para un sitio en español.'
		);
		const testButton = page.getByRole( 'button', {
			name: 'Probar la conexión',
		} );
		const result = page.locator( '.careers-frontend-connection__result' );
		await testButton.click();
		await expect( result ).toContainText(
			'Ha respondido en es_US. De las configuraciones regionales que usan estos ajustes, el bot tiene: es_US, en_US.',
			{ timeout: 30_000 }
		);
		await expect( result ).not.toContainText( 'Le faltan' );

		// Map Spanish to a locale the deployed bot does not have.
		await page
			.getByLabel(
				'Configuración regional del bot por idioma del sitio',
				{
					exact: true,
				}
			)
			.fill( 'es_ES=es_MX' );
		await page
			.getByRole( 'button', { name: 'Guardar los cambios' } )
			.click();
		await expect(
			page.locator( '.careers-frontend-settings__notice' )
		).toContainText( 'Ajustes guardados.' );
		await expect( note ).toHaveText(
			'Las páginas en español (es_ES) hablan con la configuración regional es_MX del bot, según la correspondencia de configuraciones regionales.'
		);
		await testButton.click();
		await expect( result ).toContainText(
			'El bot no tiene la configuración regional es_MX, con la que hablan las páginas en español (es_ES): los candidatos reciben el bot en en_US, con un aviso de que no habla su idioma.',
			{ timeout: 30_000 }
		);
		await expect( result ).toContainText( 'Le faltan: es_MX.' );
		await result
			.getByRole( 'button', {
				name: 'Configuración regional del bot por idioma del sitio',
			} )
			.click();
		await expect(
			page.getByLabel(
				'Configuración regional del bot por idioma del sitio',
				{
					exact: true,
				}
			)
		).toBeFocused();

		// Back to no map.
		await page
			.getByLabel(
				'Configuración regional del bot por idioma del sitio',
				{
					exact: true,
				}
			)
			.fill( '' );
		await page
			.getByRole( 'button', { name: 'Guardar los cambios' } )
			.click();
		await expect( note ).toContainText( 'es_US' );
	} );
} );
