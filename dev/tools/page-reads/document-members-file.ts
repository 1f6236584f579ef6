/**
 * includes/document-members.json: the members of Document (TypeScript's
 * DOM library, dom-members.ts) that the server keeps an element in post
 * content from naming (includes/named-elements.php). PHP has no DOM
 * library to ask, so the list is written here and a unit test keeps it in
 * step (`npm run page-reads -- --write` rewrites it).
 */
import { domMembers } from './dom-members';

export const DOCUMENT_MEMBERS_FILE = 'includes/document-members.json';

/** The file's text: the names, sorted, one a line. */
export function documentMembersJson(): string {
	return `${ JSON.stringify( [ ...domMembers().document ].sort(), null, '\t' ) }\n`;
}
