/**
 * marked's tokens as React elements (in the chunk chat-markdown, with
 * marked). Nothing here produces an HTML string:
 * raw HTML in the markdown is shown as text, links go through SafeLink and
 * images become links (no remote image loads from bot text).
 */

/**
 * External dependencies
 */
import type { MarkedToken, Token, Tokens } from 'marked';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { decodeEntities } from '../../../shared/decode-entities';
import { SafeLink } from './safe-link';

function renderList( token: Tokens.List, key: number ): ReactNode {
	const items = token.items.map( ( item, index ) => (
		<li key={ index }>{ renderTokens( item.tokens ) }</li>
	) );
	return token.ordered ? (
		<ol key={ key } start={ token.start === '' ? undefined : token.start }>
			{ items }
		</ol>
	) : (
		<ul key={ key }>{ items }</ul>
	);
}

function renderTable( token: Tokens.Table, key: number ): ReactNode {
	return (
		<table key={ key }>
			<thead>
				<tr>
					{ token.header.map( ( cell, index ) => (
						<th key={ index } scope="col">
							{ renderTokens( cell.tokens ) }
						</th>
					) ) }
				</tr>
			</thead>
			<tbody>
				{ token.rows.map( ( row, rowIndex ) => (
					<tr key={ rowIndex }>
						{ row.map( ( cell, index ) => (
							<td key={ index }>
								{ renderTokens( cell.tokens ) }
							</td>
						) ) }
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

function renderToken( token: MarkedToken, key: number ): ReactNode {
	switch ( token.type ) {
		case 'paragraph':
			return <p key={ key }>{ renderTokens( token.tokens ) }</p>;
		case 'text':
			return token.tokens ? (
				<span key={ key }>{ renderTokens( token.tokens ) }</span>
			) : (
				decodeEntities( token.text )
			);
		case 'escape':
			return token.text;
		case 'strong':
			return (
				<strong key={ key }>{ renderTokens( token.tokens ) }</strong>
			);
		case 'em':
			return <em key={ key }>{ renderTokens( token.tokens ) }</em>;
		case 'del':
			return <del key={ key }>{ renderTokens( token.tokens ) }</del>;
		case 'codespan':
			return <code key={ key }>{ token.text }</code>;
		case 'code':
			return (
				<pre key={ key }>
					<code>{ token.text }</code>
				</pre>
			);
		case 'br':
			return <br key={ key } />;
		case 'link':
			return (
				<SafeLink key={ key } href={ token.href }>
					{ renderTokens( token.tokens ) }
				</SafeLink>
			);
		case 'image':
			return (
				<SafeLink key={ key } href={ token.href }>
					{ token.text || token.href }
				</SafeLink>
			);
		case 'heading':
			return (
				<p key={ key } className="careers-chat__md-heading">
					<strong>{ renderTokens( token.tokens ) }</strong>
				</p>
			);
		case 'blockquote':
			return (
				<blockquote key={ key }>
					{ renderTokens( token.tokens ) }
				</blockquote>
			);
		case 'list':
			return renderList( token, key );
		case 'checkbox':
			return token.checked ? '[x] ' : '[ ] ';
		case 'table':
			return renderTable( token, key );
		case 'hr':
			return <hr key={ key } />;
		case 'html':
			// Shown, never parsed.
			return token.text;
		default:
			// space, def, and list items outside a list.
			return null;
	}
}

/**
 * @param tokens Tokens from marked's lexer.
 */
export function renderTokens( tokens: Token[] | undefined ): ReactNode[] {
	return ( tokens ?? [] ).map( ( token, index ) =>
		// The lexer without extensions only makes MarkedTokens.
		renderToken( token as MarkedToken, index )
	);
}
