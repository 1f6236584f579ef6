/**
 * `npm run page-reads`: what the built scripts read from the page (the
 * window globals and document members an Author's named elements are
 * tested with, built-reads.ts), with the counts. `-- --write` also writes
 * includes/document-members.json, the Document members the server keeps
 * post content from naming (includes/named-elements.php), from
 * TypeScript's DOM library.
 */
import fs from 'node:fs';
import path from 'node:path';

import { pageReadsOfBuild } from './built-reads';
import {
	DOCUMENT_MEMBERS_FILE,
	documentMembersJson,
} from './document-members-file';

const ROOT = path.resolve( __dirname, '..', '..', '..' );

const reads = pageReadsOfBuild( path.join( ROOT, 'build' ) );
const names = new Set( [ ...reads.window, ...reads.document ] );
process.stdout.write(
	[
		`window globals (${ reads.window.length }): ${ reads.window.join( ' ' ) }`,
		`document members (${ reads.document.length }): ${ reads.document.join( ' ' ) }`,
		`${ names.size } names in all.`,
		'',
	].join( '\n' )
);
if ( process.argv.includes( '--write' ) ) {
	fs.writeFileSync(
		path.join( ROOT, DOCUMENT_MEMBERS_FILE ),
		documentMembersJson()
	);
	process.stdout.write( `Wrote ${ DOCUMENT_MEMBERS_FILE }.\n` );
}
