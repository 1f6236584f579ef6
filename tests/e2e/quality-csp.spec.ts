/**
 * Issues 8 and 14, part of the security gate: under the strict,
 * nonce-based policy a careful site sends (`script-src 'nonce-…'
 * 'strict-dynamic'; object-src 'none'; base-uri 'none'`), the whole
 * candidate journey works — sign-in state, the menu and its modal, persona
 * content, the chat to job results — in English and in Spanish, and
 * nothing violates the policy. No hash of anything the plugin prints is
 * allowed: its inline scripts run only because they carry the page's nonce
 * (the first-paint script, the runtime's config, and the window's
 * translations the launcher adds on first open).
 */
import type { Page } from '@playwright/test';

import { SPANISH_CHAT_LABELS } from './chat-helpers';
import {
	askForStrictCsp,
	cspViolations,
	STRICT_CSP,
} from './corpus/strict-csp';
import { expect, test } from './fixtures';
import type { CareersPage } from './pages/careers-page';
import type { ChatPage } from './pages/chat-page';
import { useSpanishSite } from './helpers/spanish-site';

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * Ask the site for the policy on every page of this test; returns the
 * page's uncaught errors as they come.
 *
 * @param page    The page.
 * @param baseURL The site.
 */
async function underStrictCsp(
	page: Page,
	baseURL: string | undefined
): Promise< string[] > {
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	await askForStrictCsp( page, new URL( baseURL ?? '' ).origin );
	return errors;
}

/**
 * Open the careers page under the policy; checks the policy was sent.
 *
 * @param page The page.
 */
async function openCareers( page: Page ): Promise< void > {
	const response = await page.goto( '/careers/' );
	expect( response?.headers()[ 'content-security-policy' ] ).toMatch(
		STRICT_CSP
	);
}

/**
 * Sign in through the menu's modal (the ATS stand-in's page in the frame).
 *
 * @param page          The page.
 * @param labels        The menu's names in the page's language.
 * @param labels.menu
 * @param labels.toggle
 * @param labels.link
 * @param labels.dialog
 */
async function signInThroughTheMenu(
	page: Page,
	labels: { menu: string; toggle: string; link: string; dialog: string }
): Promise< void > {
	const menu = page.getByRole( 'navigation', { name: labels.menu } );
	await menu.getByRole( 'button', { name: labels.toggle } ).click();
	await page.getByRole( 'link', { name: labels.link } ).click();
	const dialog = page.getByRole( 'dialog', { name: labels.dialog } );
	await expect( dialog ).toBeVisible();
	await page
		.frameLocator( 'dialog[open] iframe' )
		.getByTestId( 'demo-candidate-interest' )
		.click();
	await expect( dialog ).toBeHidden();
}

/**
 * Signed in after a load: the persona list, then the chat from the first
 * message to the job list.
 *
 * @param careers      The careers page.
 * @param chat         The chat, with its names in the page's language.
 * @param areaQuestion The bot's area question in the page's language.
 */
async function chatToJobResults(
	careers: CareersPage,
	chat: ChatPage,
	areaQuestion?: string
): Promise< void > {
	await expect( careers.personaLinks ).toHaveCount( 2 );
	await chat.open();
	await chat.answerPlace( 'Austin, TX', areaQuestion );
	// The area of interest is pre-filled: Enter sends it.
	await expect( chat.input ).toHaveValue( 'Nursing' );
	await chat.input.press( 'Enter' );
	await chat.settled();
	await expect( chat.jobLinks().first() ).toBeVisible();
}

test.describe( 'Under a strict nonce-based Content-Security-Policy', () => {
	test( 'the whole candidate journey works, with no violation', async ( {
		careers,
		chat,
		page,
		baseURL,
	} ) => {
		test.setTimeout( 120_000 );
		const errors = await underStrictCsp( page, baseURL );

		await openCareers( page );
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'data-careers-candidate',
			'signed-out'
		);
		await signInThroughTheMenu( page, {
			menu: 'Candidate profile',
			toggle: 'Sign in',
			link: 'Already have a profile?',
			dialog: 'Sign in',
		} );
		expect( await cspViolations( page ) ).toEqual( [] );

		await openCareers( page );
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'data-careers-candidate',
			'signed-in'
		);
		await expect( page.locator( '[data-careers-greeting]' ) ).toHaveText(
			'Welcome back, Jordan!'
		);
		await chatToJobResults( careers, chat );
		expect( await cspViolations( page ) ).toEqual( [] );
		expect( errors ).toEqual( [] );

		// The policy is live: inline code without the nonce (an event
		// handler attribute) is refused and reported, so an empty list above
		// means something.
		await page.evaluate( () => {
			const button = document.createElement( 'button' );
			button.setAttribute( 'onclick', 'window.__notAllowed = true;' );
			document.body.append( button );
			button.click();
		} );
		await expect
			.poll( async () =>
				( await cspViolations( page ) ).map(
					( violation ) => violation.directive
				)
			)
			.toEqual( [ 'script-src-attr' ] );
		expect(
			await page.evaluate(
				() => ( window as { __notAllowed?: boolean } ).__notAllowed
			)
		).toBeUndefined();
	} );

	test.describe( 'in Spanish', () => {
		test.use( { chatLabels: SPANISH_CHAT_LABELS } );
		let restore: () => Promise< void >;

		test.beforeAll( async ( { requestUtils } ) => {
			restore = await useSpanishSite( requestUtils );
		} );

		test.afterAll( async () => {
			await restore();
		} );

		test( 'the journey works and the chat’s translations run', async ( {
			careers,
			chat,
			page,
			baseURL,
		} ) => {
			test.setTimeout( 120_000 );
			const errors = await underStrictCsp( page, baseURL );

			await openCareers( page );
			await signInThroughTheMenu( page, {
				menu: 'Perfil del candidato',
				toggle: 'Iniciar sesión',
				link: '¿Ya tienes un perfil?',
				dialog: 'Iniciar sesión',
			} );
			await openCareers( page );
			// The window's strings ("Tu mensaje") come from the translations
			// the launcher adds as an inline script: they ran.
			// A Spanish site's bot speaks Spanish too (issue 36: es_ES talks
			// to the template's es_US by default).
			await chatToJobResults( careers, chat, '¿Qué área te interesa?' );
			expect( await cspViolations( page ) ).toEqual( [] );
			expect( errors ).toEqual( [] );
		} );
	} );
} );
