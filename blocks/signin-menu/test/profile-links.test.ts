/**
 * Internal dependencies
 */
import { createProfileOpensModal, isApplyPage } from '../profile-links';

describe( 'create-profile link (spec §2)', () => {
	it.each( [ '/apply/', '/apply', '/es/apply/', '/careers/apply/step-2/' ] )(
		'%s is the apply page',
		( path ) => expect( isApplyPage( path ) ).toBe( true )
	);

	it.each( [
		'/',
		'/careers/',
		'/apply-now/',
		'/reapply/',
		'/profile/join/',
	] )( '%s is not the apply page', ( path ) =>
		expect( isApplyPage( path ) ).toBe( false )
	);

	it( 'opens the lead-capture modal when it is a modal and this is not the apply page', () => {
		expect( createProfileOpensModal( '/careers/', true ) ).toBe( true );
	} );

	it( 'is a link on the apply page, or when lead capture is not a modal', () => {
		expect( createProfileOpensModal( '/apply/', true ) ).toBe( false );
		expect( createProfileOpensModal( '/careers/', false ) ).toBe( false );
	} );
} );
