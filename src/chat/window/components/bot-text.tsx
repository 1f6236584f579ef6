/**
 * WordPress dependencies
 */
import { useContext, useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { LinkifiedText } from './linkified-text';
import { RenderContext } from './render-context';

/**
 * A plain reply: markdown when it is on and marked has loaded, otherwise
 * text with its addresses as links.
 *
 * @param props          Props.
 * @param props.text     The reply's text.
 * @param props.markdown Whether this message may be markdown.
 */
export function BotText( {
	text,
	markdown,
}: {
	text: string;
	markdown: boolean;
} ) {
	const { lex } = useContext( RenderContext );
	const elements = useMemo(
		() => ( markdown && lex ? lex( text ) : null ),
		[ markdown, lex, text ]
	);
	return elements ? (
		<div className="careers-chat__markdown">{ elements }</div>
	) : (
		<p>
			<LinkifiedText text={ text } />
		</p>
	);
}
