/**
 * @jest-environment node
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	DOCUMENT_MEMBERS_FILE,
	documentMembersJson,
} from '../document-members-file';

const ROOT = path.resolve( __dirname, '..', '..', '..', '..' );

describe( 'includes/document-members.json', () => {
	it( 'lists the members of Document that TypeScript’s DOM library declares (`npm run page-reads -- --write` rewrites it)', () => {
		expect(
			fs.readFileSync( path.join( ROOT, DOCUMENT_MEMBERS_FILE ), 'utf8' )
		).toBe( documentMembersJson() );
	} );

	it( 'holds what an Author’s `<object id>` would override', () => {
		const names = JSON.parse( documentMembersJson() ) as string[];
		expect( names ).toEqual(
			expect.arrayContaining( [
				'cookie',
				'currentScript',
				'body',
				'head',
				'documentElement',
				'createElement',
				'querySelectorAll',
				'addEventListener',
				'toString',
			] )
		);
	} );
} );
