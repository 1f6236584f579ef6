/**
 * Which link addresses the chat will render: http(s), mailto, tel and
 * relative ones. Anything else (javascript:, data:, vbscript:…) is shown as
 * plain text. The check parses the address the way the browser will.
 */

const ALLOWED_PROTOCOLS: ReadonlySet< string > = new Set( [
	'http:',
	'https:',
	'mailto:',
	'tel:',
] );

/**
 * The address to put in `href`, or undefined when it is not allowed.
 *
 * @param href Address from the bot, the job API or the settings.
 * @param base The page's URL (relative addresses resolve against it).
 */
export function safeHref( href: string, base: string ): string | undefined {
	const trimmed = href.trim();
	if ( trimmed === '' ) {
		return undefined;
	}
	try {
		const { protocol } = new URL( trimmed, base );
		return ALLOWED_PROTOCOLS.has( protocol ) ? trimmed : undefined;
	} catch {
		return undefined;
	}
}

export type LinkTarget = '_blank' | '_self';

/**
 * `target` and `rel` for the configured link target: a new tab never gets
 * a handle on this page.
 *
 * @param target Setting link_target.
 */
export function linkTargetProps( target: LinkTarget ): {
	target?: '_blank';
	rel?: string;
} {
	return target === '_blank'
		? { target: '_blank', rel: 'noopener noreferrer' }
		: {};
}
