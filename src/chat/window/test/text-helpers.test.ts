/**
 * Internal dependencies
 */
import { spokenMarkdown } from '../lib/announcement';
import { decodeEntities } from '../../../shared/decode-entities';
import { errorText } from '../lib/entry-text';
import { jobResultsAnnouncement } from '../lib/results-text';
import { pageLocale, timeFormatter } from '../lib/format-time';
import { initials } from '../lib/initials';
import { linkifyParts } from '../lib/linkify';
import { noticeText } from '../lib/notice-text';

describe( 'linkifyParts', () => {
	it( 'finds addresses and leaves the sentence punctuation out', () => {
		expect(
			linkifyParts(
				'See https://example.test/jobs?a=1. Or www.example.test!'
			)
		).toEqual( [
			{ type: 'text', text: 'See ' },
			{
				type: 'link',
				text: 'https://example.test/jobs?a=1',
				href: 'https://example.test/jobs?a=1',
			},
			{ type: 'text', text: '. Or ' },
			{
				type: 'link',
				text: 'www.example.test',
				href: 'https://www.example.test',
			},
			{ type: 'text', text: '!' },
		] );
	} );

	it( 'leaves text without addresses alone', () => {
		expect( linkifyParts( 'Which area?' ) ).toEqual( [
			{ type: 'text', text: 'Which area?' },
		] );
	} );
} );

describe( 'initials', () => {
	it( 'takes the first letter of each name, upper case', () => {
		expect( initials( 'ada', 'Lovelace' ) ).toBe( 'AL' );
		expect( initials( 'Émile', '' ) ).toBe( 'É' );
		expect( initials( undefined, undefined ) ).toBe( '' );
	} );
} );

describe( 'timestamps', () => {
	it( 'use the page language, else the WordPress locale', () => {
		document.documentElement.lang = '';
		expect( pageLocale( document, 'de_DE' ) ).toBe( 'de-DE' );
		document.documentElement.lang = 'en-GB';
		expect( pageLocale( document, 'de_DE' ) ).toBe( 'en-GB' );
	} );

	it( 'format hours and minutes for the locale', () => {
		const at = new Date( 2026, 0, 5, 14, 5 ).getTime();
		expect( timeFormatter( 'en-US' )( at ) ).toMatch( /^2:05\sPM$/ );
		expect( timeFormatter( 'de-DE' )( at ) ).toBe( '14:05' );
		expect( timeFormatter( 'not a locale!' )( at ) ).toMatch( /05/ );
	} );
} );

describe( 'texts', () => {
	it( 'keep the catalogue’s bot-failure text', () => {
		const text = 'Error:  Throttled (see console for details)';
		expect( errorText( text ) ).toBe( text );
	} );

	it( 'announce job results as a count, or the no-jobs text with its link', () => {
		expect(
			jobResultsAnnouncement( {
				jobs: [],
				totalHits: 7,
				searchUrl: '/jobs/',
				noJobs: null,
			} )
		).toBe( '7 matching jobs found.' );
		expect(
			jobResultsAnnouncement( {
				jobs: [],
				totalHits: 0,
				searchUrl: '/jobs/',
				noJobs: { before: 'None yet. ', hasLink: true, after: '' },
			} )
		).toBe( 'None yet. Search jobs' );
	} );

	it( 'speak markdown without its marks or link addresses', () => {
		expect(
			spokenMarkdown(
				'Tell me the **area** and _where_. You can [search all jobs](/jobs/).'
			)
		).toBe( 'Tell me the area and where. You can search all jobs.' );
	} );

	it( 'decode character references as text', () => {
		expect(
			decodeEntities( 'R&amp;D &lt;b&gt; &#39;x&#x27; &bogus;' )
		).toBe( "R&D <b> 'x' &bogus;" );
	} );
} );

describe( 'noticeText: the chat’s own lines', () => {
	it.each( [
		[
			{ notice: 'place-choices', text: 'Portland' },
			'“Portland” could be more than one place. Please choose one, or type the city and state.',
		],
		[
			{ notice: 'area-choices', text: 'sales and marketing' },
			'“sales and marketing” fits more than one of our job areas. Please choose one.',
		],
		[
			{
				notice: 'state-choices',
				text: 'Texas',
				choices: [ 'Austin, TX' ],
			},
			'Texas is a whole state. Please choose a city there, or type a zip code or a city and state.',
		],
		[
			{ notice: 'state-choices', text: 'Alaska', choices: [] },
			'Alaska is a whole state. Please type a zip code or a city and state.',
		],
		[
			{
				notice: 'state-code',
				text: 'Oklahoma',
				choices: [ 'Tulsa, OK' ],
			},
			'Did you mean Oklahoma? Please choose a city there, or type a zip code or a city and state.',
		],
		[
			{ notice: 'session-expired', text: 'Austin' },
			'This conversation timed out, so your message was not sent. It is back in the message box: send it again to carry on.',
		],
		[
			{ notice: 'location-denied' },
			'Your browser did not allow the use of your location. Please type a zip code or a city and state.',
		],
	] as const )( '%p', ( entry, text ) => {
		expect(
			noticeText( {
				...entry,
				choices: 'choices' in entry ? [ ...entry.choices ] : undefined,
			} )
		).toBe( text );
	} );
} );
