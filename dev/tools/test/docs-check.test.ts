/** @jest-environment node */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	anchorsOf,
	checkDocs,
	headingAnchor,
	lineProblems,
	linkProblems,
	relativeLinks,
} from '../docs-check';

const ROOT = path.resolve( __dirname, '..', '..', '..' );

/**
 * A repository root holding these files.
 *
 * @param files Path → content.
 */
function repo( files: Record< string, string > ): string {
	const root = fs.mkdtempSync( path.join( os.tmpdir(), 'docs-check-' ) );
	for ( const [ name, text ] of Object.entries( files ) ) {
		fs.mkdirSync( path.dirname( path.join( root, name ) ), {
			recursive: true,
		} );
		fs.writeFileSync( path.join( root, name ), text );
	}
	return root;
}

describe( 'the README and docs/ of this repository', () => {
	it( 'keep the README a first screen and the stand-ins’ README within 15,000 characters, wrap prose, and link only to files and headings that exist', () => {
		const problems = checkDocs( ROOT ).map(
			( { file, line, message } ) => `${ file }:${ line }: ${ message }`
		);
		expect( problems ).toEqual( [] );
	} );

	it( 'keep the two commands in the README, exactly', () => {
		const readme = fs.readFileSync(
			path.join( ROOT, 'README.md' ),
			'utf8'
		);
		expect( readme ).toMatch( /^npm install && npm start\s+#/m );
		expect( readme ).toMatch( /^npm test\s+#/m );
	} );
} );

describe( 'headingAnchor', () => {
	it( 'makes the anchors GitHub makes', () => {
		expect( headingAnchor( 'What `npm start` does' ) ).toBe(
			'what-npm-start-does'
		);
		expect(
			headingAnchor( 'Chat open to first bot message, 2026-11-27' )
		).toBe( 'chat-open-to-first-bot-message-2026-11-27' );
		expect(
			headingAnchor(
				'Lex V2 conformance: what the stand-in does, and where Lex says so'
			)
		).toBe(
			'lex-v2-conformance-what-the-stand-in-does-and-where-lex-says-so'
		);
	} );

	it( 'numbers a repeated heading, and ignores headings in code', () => {
		const anchors = anchorsOf(
			'# Results\n\n## Results\n\n```sh\n# not a heading\n```\n'
		);
		expect( [ ...anchors ] ).toEqual( [ 'results', 'results-1' ] );
	} );
} );

describe( 'lineProblems', () => {
	it( 'fails a prose line past 120 columns, not a table row under 400', () => {
		const prose = 'word '.repeat( 30 ).trim();
		const row = `| ${ 'cell '.repeat( 70 ) }|`;
		const problems = lineProblems( 'x.md', `${ prose }\n\n${ row }\n` );
		expect( problems ).toEqual( [
			expect.objectContaining( {
				line: 1,
				message: expect.stringMatching(
					/^prose line of 149 characters/
				),
			} ),
		] );
	} );

	it( 'fails any line past 400 characters, a table row or code too', () => {
		const problems = lineProblems(
			'x.md',
			`| ${ 'x'.repeat( 420 ) } |\n\n\`\`\`\n${ 'y'.repeat( 401 ) }\n\`\`\`\n`
		);
		expect( problems.map( ( problem ) => problem.line ) ).toEqual( [
			1, 4,
		] );
	} );
} );

describe( 'relativeLinks', () => {
	it( 'finds relative links and images, not web addresses or links in code', () => {
		const text = [
			'See [a](docs/a.md#top), ![shot](docs/images/chat.png "The chat"),',
			'[web](https://example.com) and `[not](a link)`.',
			'```',
			'[nor](this.md)',
			'```',
		].join( '\n' );
		expect( relativeLinks( text ) ).toEqual( [
			{ target: 'docs/a.md#top', line: 1 },
			{ target: 'docs/images/chat.png', line: 1 },
		] );
	} );

	it( 'finds a link whose text wraps onto the next line', () => {
		expect(
			relativeLinks( 'the [replay\nmode](services.md#replay-mode) and' )
		).toEqual( [ { target: 'services.md#replay-mode', line: 2 } ] );
	} );
} );

describe( 'linkProblems', () => {
	it( 'names a missing file and a missing heading, and passes good links', () => {
		const root = repo( {
			'README.md': [
				'[ok](docs/a.md#the-setup)',
				'[gone](docs/b.md)',
				'[no heading](docs/a.md#elsewhere)',
				'[same page](#readme)',
			].join( '\n' ),
			'docs/a.md': '# A\n\n## The setup\n',
		} );
		expect( linkProblems( root, 'README.md' ) ).toEqual( [
			{
				file: 'README.md',
				line: 2,
				message: 'link to docs/b.md: no such file',
			},
			{
				file: 'README.md',
				line: 3,
				message:
					'link to docs/a.md#elsewhere: docs/a.md has no heading with that anchor',
			},
			{
				file: 'README.md',
				line: 4,
				message:
					'link to #readme: README.md has no heading with that anchor',
			},
		] );
	} );

	it( 'resolves links from the page’s own folder', () => {
		const root = repo( {
			'docs/a.md': '[back](../README.md) [b](b.md#b)',
			'docs/b.md': '# B\n',
			'README.md': '# R\n',
		} );
		expect( linkProblems( root, 'docs/a.md' ) ).toEqual( [] );
	} );
} );

describe( 'checkDocs', () => {
	it( 'fails a README over 10,000 characters', () => {
		const root = repo( {
			'README.md': `${ 'word '.repeat( 19 ).trim() }\n`.repeat( 110 ),
			'docs/a.md': '# A\n',
		} );
		expect( checkDocs( root ) ).toEqual( [
			expect.objectContaining( {
				file: 'README.md',
				message: expect.stringMatching( /^10450 characters/ ),
			} ),
		] );
	} );

	it( 'fails the stand-ins’ README over 15,000 characters, and checks its lines and links', () => {
		const root = repo( {
			'README.md': '# R\n',
			'dev/services/README.md': `${ '| row |\n'.repeat( 1880 ) }[gone](../../docs/gone.md)\n`,
			'docs/a.md': '# A\n',
		} );
		expect( checkDocs( root ) ).toEqual( [
			expect.objectContaining( {
				file: 'dev/services/README.md',
				message: expect.stringMatching( /^15067 characters/ ),
			} ),
			expect.objectContaining( {
				file: 'dev/services/README.md',
				line: 1881,
				message: 'link to ../../docs/gone.md: no such file',
			} ),
		] );
	} );
} );
