/**
 * Issue 16, item 6: what a signed-out visitor tells the chat personalises
 * the page. After the chat, the persona content block shows the chosen
 * area's posts on the same page and after navigation, while the signed-in
 * blocks stay hidden (a from_chat record never counts as signed in).
 *
 * The persona block's reaction to the chat's record is built under issue
 * 17 (blocks/persona-content): this spec fails until that work is merged.
 */
import {
	ENGLISH_CHAT_LABELS,
	SPANISH_CHAT_LABELS,
	setUpChatLanguage,
	type ChatLabels,
} from './chat-helpers';
import { expect, test } from './fixtures';
import { rootState } from './helpers/candidate';
import { PERSONA_TITLES } from './pages/careers-page';

const LANGUAGES: Array< {
	name: string;
	spanish: boolean;
	labels: ChatLabels;
	signIn: string;
	menu: string;
} > = [
	{
		name: 'English',
		spanish: false,
		labels: ENGLISH_CHAT_LABELS,
		signIn: 'Sign in',
		menu: 'Candidate profile',
	},
	{
		name: 'Spanish',
		spanish: true,
		labels: SPANISH_CHAT_LABELS,
		signIn: 'Iniciar sesión',
		menu: 'Perfil del candidato',
	},
];

const NURSING = [ ...PERSONA_TITLES.nursing ].sort();

for ( const language of LANGUAGES ) {
	test.describe( `The chat personalises the page (${ language.name })`, () => {
		test.use( { chatLabels: language.labels } );
		let restore: () => Promise< void > = async () => undefined;

		test.beforeAll( async ( { requestUtils } ) => {
			restore = await setUpChatLanguage( requestUtils, language.spanish );
		} );

		test.afterAll( async () => {
			await restore();
		} );

		test( 'after the chat, the persona content block shows the chosen area’s posts on the same page and after navigation, while the signed-in blocks stay hidden', async ( {
			chat,
			careers,
			page,
		} ) => {
			await careers.open();
			expect( await careers.personaTitles() ).not.toEqual( NURSING );

			await chat.open();
			await chat.say( 'Austin, TX' );
			await chat.chooseArea( 'Nursing' );
			await expect( chat.jobLinks().first() ).toBeVisible();

			// The same page, no reload: the block follows the chat's record.
			await expect
				.poll( async () => ( await careers.personaTitles() ).sort() )
				.toEqual( NURSING );
			const signedOut = async () => {
				expect( await rootState( page ) ).toBe( 'signed-out' );
				await expect( careers.signedInBlock ).toBeHidden();
				await expect( careers.signedOutBlock.first() ).toBeVisible();
				const menu = page.getByRole( 'navigation', {
					name: language.menu,
				} );
				await expect(
					menu.getByRole( 'button', { name: language.signIn } )
				).toBeVisible();
			};
			await signedOut();

			// The next page too.
			await careers.open();
			expect( ( await careers.personaTitles() ).sort() ).toEqual(
				NURSING
			);
			await signedOut();
		} );
	} );
}
