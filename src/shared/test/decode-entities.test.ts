/**
 * Internal dependencies
 */
import { decodeEntities } from '../decode-entities';

describe( 'decodeEntities', () => {
	it( 'decodes the references WordPress titles and SSML hold', () => {
		expect( decodeEntities( 'Nurse&#8217;s day &amp; night' ) ).toBe(
			'Nurse’s day & night'
		);
		expect( decodeEntities( '&lt;speak&gt; &quot;hi&quot; &apos;' ) ).toBe(
			'<speak> "hi" \''
		);
		expect( decodeEntities( 'a&nbsp;b &#x2014; c' ) ).toBe(
			'a\u00A0b — c'
		);
	} );

	it( 'leaves unknown and out-of-range references as they are', () => {
		expect( decodeEntities( '&bogus; &#0; &#x110000;' ) ).toBe(
			'&bogus; &#0; &#x110000;'
		);
	} );
} );
