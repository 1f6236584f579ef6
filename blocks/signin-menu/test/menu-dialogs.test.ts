/**
 * Internal dependencies
 */
import { readMenuDialogs } from '../menu-dialogs';

describe( 'the modals’ pages from the server config', () => {
	it( 'keeps the pages of the modals the settings turned on', () => {
		expect(
			readMenuDialogs( {
				dialogs: {
					'sign-in': '/es/profile/login/',
					'lead-capture': '/profile/join/',
				},
			} )
		).toEqual( {
			'sign-in': '/es/profile/login/',
			'lead-capture': '/profile/join/',
		} );
		expect( readMenuDialogs( { dialogs: {} } ) ).toEqual( {} );
	} );

	it.each( [
		'//evil.example/login',
		'/\\evil.example/login',
		'https://evil.example/login',
		'javascript:alert(1)',
		'',
	] )(
		'leaves out %p: only paths on this site load in the frame',
		( src ) => {
			expect(
				readMenuDialogs( { dialogs: { 'sign-in': src } } )
			).toEqual( {} );
		}
	);

	it.each( [ undefined, null, 'x', [ '/a' ] ] )(
		'finds none in %p',
		( dialogs ) => {
			expect( readMenuDialogs( { dialogs } ) ).toEqual( {} );
		}
	);
} );
