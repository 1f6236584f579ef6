/**
 * Internal dependencies
 */
import { looksLikeMarkdown, needsMarkdown } from '../lib/markdown-syntax';

describe( 'whether a reply needs marked', () => {
	it.each( [
		'I can help. Tell me the **area** you want.',
		'Say _hello_.',
		'Use `start over`.',
		'See [all jobs](/jobs/).',
		'# Welcome',
		'Options:\n- Nursing\n- Sales',
		'1. First\n2. Second',
		'> quoted',
		'| a | b |',
		'![logo](/logo.png)',
		'~~old~~ new',
	] )( 'markdown: %j', ( text ) => {
		expect( looksLikeMarkdown( text ) ).toBe( true );
	} );

	it.each( [
		'Where would you like to work?',
		"Hi! I'm the careers assistant.",
		'Here are 3 Nursing jobs near Austin, TX 78701.',
		'Sorry, I didn’t understand that.\nPlease try again.',
		'Jobs at https://example.test/jobs/?q=a_b are listed.',
		'5 * 3 = 15',
	] )( 'plain: %j', ( text ) => {
		expect( looksLikeMarkdown( text ) ).toBe( false );
	} );

	it( 'only plain text goes through marked', () => {
		expect(
			needsMarkdown( { contentType: 'PlainText', text: '**yes**' } )
		).toBe( true );
		expect( needsMarkdown( { contentType: 'SSML', text: '**no**' } ) ).toBe(
			false
		);
	} );
} );
