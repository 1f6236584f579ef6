/**
 * Issue 16 items 6–7, the persona side: what a visitor told the chat (the
 * chat's `from_chat` record, written here through the page's storage as
 * the chat writes it) picks the persona block's stories on this page and
 * the next, never counts as signed in, and "Why am I seeing this?" says
 * why and changes the area. In English and in Spanish.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { useSpanishSite } from './helpers/spanish-site';
import { announcements, recordAnnouncements } from './pages/announcements';
import { PERSONA_TITLES } from './pages/careers-page';

// Candidates are not WordPress users.
test.use( { storageState: { cookies: [], origins: [] } } );

const LANGUAGES = {
	en: {
		why: 'Why am I seeing this?',
		fromChat: ( area: string ) =>
			`Because you told our assistant you’re interested in ${ area }.`,
		visitors: 'Suggested for visitors.',
		areas: 'Show stories for another area',
		reset: 'Reset',
		signIn: 'Sign in',
		menu: 'Candidate profile',
		loaded: '1 item loaded.',
	},
	es: {
		why: '¿Por qué veo esto?',
		fromChat: ( area: string ) =>
			`Porque le dijiste a nuestro asistente que te interesa ${ area }.`,
		visitors: 'Sugerencias para visitantes.',
		areas: 'Ver historias de otra área',
		reset: 'Restablecer',
		signIn: 'Iniciar sesión',
		menu: 'Perfil del candidato',
		loaded: '1 elemento cargado.',
	},
} as const;

/**
 * Store what a visitor told the chat, as the chat does: through the
 * runtime's storage, which tells the candidate store at once.
 *
 * @param page         The page.
 * @param areaInterest The area.
 */
function rememberAsTheChatDoes( page: Page, areaInterest: string ) {
	return page.evaluate( ( area ) => {
		window.careersFrontend?.runtime?.storage.set( 'candidate', {
			areaInterest: area,
			zip: '78701',
			latitude: 30.27,
			longitude: -97.74,
			from_chat: true,
		} );
	}, areaInterest );
}

function storedRecord( page: Page ) {
	return page.evaluate( () =>
		window.careersFrontend?.runtime?.storage.get( 'candidate' )
	);
}

for ( const [ language, text ] of Object.entries( LANGUAGES ) ) {
	test.describe( `The chat’s area on the page (${ language })`, () => {
		let restore = async () => undefined as unknown as void;

		test.beforeAll( async ( { requestUtils } ) => {
			if ( language === 'es' ) {
				restore = await useSpanishSite( requestUtils );
			}
		} );

		test.afterAll( async () => {
			await restore();
		} );

		test( 'a stored chat record shows that area’s posts at once and after navigation, while the signed-in blocks stay hidden', async ( {
			careers,
			page,
		} ) => {
			await careers.open();
			expect( ( await careers.personaTitles() ).sort() ).toEqual(
				[ ...PERSONA_TITLES.students ].sort()
			);
			await rememberAsTheChatDoes( page, 'Nursing' );
			await expect
				.poll( async () => ( await careers.personaTitles() ).sort() )
				.toEqual( [ ...PERSONA_TITLES.nursing ].sort() );

			for ( const path of [ '/apply/', '/careers/' ] ) {
				await page.goto( path );
				await expect( careers.signedOutBlock ).toBeVisible();
				await expect( careers.signedInBlock ).toBeHidden();
				const menu = page.getByRole( 'navigation', {
					name: text.menu,
				} );
				await expect(
					menu.getByRole( 'button', { name: text.signIn } )
				).toBeVisible();
				expect(
					await page.evaluate(
						() => document.documentElement.dataset.careersCandidate
					)
				).toBe( 'signed-out' );
			}
			expect( ( await careers.personaTitles() ).sort() ).toEqual(
				[ ...PERSONA_TITLES.nursing ].sort()
			);
		} );

		test( '“Why am I seeing this?” explains and changes the area, stored for the next page, by keyboard', async ( {
			careers,
			page,
		} ) => {
			await recordAnnouncements( page );
			await careers.open();
			await rememberAsTheChatDoes( page, 'Nursing' );
			const summary = careers.persona.getByText( text.why );
			await careers.tabTo( summary );
			await page.keyboard.press( 'Enter' );
			await expect(
				careers.persona.getByText( text.fromChat( 'Nursing' ) )
			).toBeVisible();
			const areas = careers.persona.getByRole( 'group', {
				name: text.areas,
			} );
			await expect(
				areas.getByRole( 'button', { name: 'Nursing' } )
			).toHaveAttribute( 'aria-pressed', 'true' );
			const sales = areas.getByRole( 'button', { name: 'Sales' } );
			await careers.tabTo( sales );
			await page.keyboard.press( 'Enter' );
			await expect( careers.personaLinks ).toHaveText( [
				'Selling with purpose',
			] );
			await expect( sales ).toHaveAttribute( 'aria-pressed', 'true' );
			await expect(
				careers.persona.getByText( text.fromChat( 'Sales' ) )
			).toBeVisible();
			await expect
				.poll( () => announcements( page ) )
				.toContain( text.loaded );
			expect( await storedRecord( page ) ).toMatchObject( {
				areaInterest: 'Sales',
				zip: '78701',
				from_chat: true,
			} );
			const axe = await new AxeBuilder( { page } )
				.include( '.wp-block-careers-frontend-persona-content' )
				.analyze();
			expect( axe.violations ).toEqual( [] );

			await page.reload();
			await expect( careers.personaLinks ).toHaveText( [
				'Selling with purpose',
			] );

			await careers.persona.getByText( text.why ).click();
			await careers.persona
				.getByRole( 'button', { name: text.reset } )
				.click();
			expect( ( await careers.personaTitles() ).sort() ).toEqual(
				[ ...PERSONA_TITLES.students ].sort()
			);
			await expect(
				careers.persona.getByText( text.visitors )
			).toBeVisible();
			expect( await storedRecord( page ) ).toBeNull();
		} );

		test( 'sign-out clears the chat’s record', async ( {
			careers,
			page,
		} ) => {
			await careers.open();
			await rememberAsTheChatDoes( page, 'Nursing' );
			await expect
				.poll( async () => ( await careers.personaTitles() ).sort() )
				.toEqual( [ ...PERSONA_TITLES.nursing ].sort() );
			const landing = await page.evaluate( () =>
				window.careersFrontend?.runtime?.signOut()
			);
			// The sign-out leaves for its landing page first.
			expect( landing ).toHaveProperty( 'url' );
			await page.waitForURL( ( landing as { url: string } ).url );
			await page.goto( '/careers/' );
			expect( await storedRecord( page ) ).toBeNull();
			expect( ( await careers.personaTitles() ).sort() ).toEqual(
				[ ...PERSONA_TITLES.students ].sort()
			);
		} );
	} );
}
