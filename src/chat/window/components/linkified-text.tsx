/**
 * Internal dependencies
 */
import { linkifyParts } from '../lib/linkify';
import { SafeLink } from './safe-link';

/**
 * Plain text with its web addresses as links.
 *
 * @param props      Props.
 * @param props.text Plain text.
 */
export function LinkifiedText( { text }: { text: string } ) {
	return (
		<>
			{ linkifyParts( text ).map( ( part, index ) =>
				part.type === 'link' ? (
					<SafeLink key={ index } href={ part.href }>
						{ part.text }
					</SafeLink>
				) : (
					part.text
				)
			) }
		</>
	);
}
