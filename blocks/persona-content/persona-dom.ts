/**
 * The block's body built by DOM calls (the front end loads no React):
 * every text from the REST API, storage or a setting goes in as text.
 */

/**
 * Internal dependencies
 */
import { documentMember } from '../../src/shared/page-document';
// Decoded by hand, not by an HTML parser: markup in a title is never
// parsed and shows as written (`&#8217;` becomes ’).
import { decodeEntities } from '../../src/shared/decode-entities';
import type { PersonaState, PersonaStrings } from './types';

const CLASS = 'wp-block-careers-frontend-persona-content';

function element< K extends keyof HTMLElementTagNameMap >(
	doc: Document,
	tag: K,
	className: string,
	text = ''
): HTMLElementTagNameMap[ K ] {
	const node = documentMember( doc, 'createElement' )( tag );
	node.className = className;
	node.textContent = text;
	return node;
}

/**
 * The invitation to choose an area of interest: the translated sentence
 * with its `<a>…</a>` words as a link to the profile, built as text.
 *
 * @param doc        The page.
 * @param note       Translated sentence.
 * @param profileUrl Profile page.
 */
function noAreaNote( doc: Document, note: string, profileUrl: string ) {
	const paragraph = element( doc, 'p', `${ CLASS }__status is-no-area` );
	const [ before, rest = '' ] = note.split( '<a>' );
	const [ linked, after = '' ] = rest.split( '</a>' );
	const link = element( doc, 'a', '', linked );
	link.href = profileUrl;
	paragraph.append( before, link, after );
	return paragraph;
}

/**
 * The note as plain text, for the live region.
 * @param note
 */
export const noAreaText = ( note: string ) => note.replace( /<\/?a>/g, '' );

/**
 * What the body shows for a state: the list, a status message in its
 * place, or nothing.
 *
 * @param doc        The page.
 * @param state      Status and items.
 * @param strings    Translated strings.
 * @param profileUrl Profile page, for the area-of-interest note.
 */
export function bodyNodes(
	doc: Document,
	state: PersonaState,
	strings: PersonaStrings,
	profileUrl: string
): Node[] {
	switch ( state.status ) {
		case 'hidden':
			return [];
		case 'no-area':
			return [ noAreaNote( doc, strings.noArea, profileUrl ) ];
		case 'ready': {
			const list = element( doc, 'ul', `${ CLASS }__list` );
			for ( const item of state.items ) {
				const link = element(
					doc,
					'a',
					'',
					decodeEntities( item.title )
				);
				link.href = item.link;
				const row = documentMember( doc, 'createElement' )( 'li' );
				row.append( link );
				list.append( row );
			}
			return [ list ];
		}
		default:
			return [
				element(
					doc,
					'p',
					`${ CLASS }__status is-${ state.status }`,
					strings[ state.status ]
				),
			];
	}
}
