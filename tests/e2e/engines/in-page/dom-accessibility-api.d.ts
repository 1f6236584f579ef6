/**
 * dom-accessibility-api ships its types, but its package.json "exports"
 * does not point at them, so TypeScript's bundler resolution cannot find
 * them: the one function the helpers use.
 * @param root
 */
declare module 'dom-accessibility-api' {
	export function computeAccessibleDescription( root: Element ): string;
}
