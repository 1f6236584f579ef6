/**
 * @wordpress/babel-plugin-makepot ships no types. Each instance gathers the
 * calls of every file Babel gives it and, after each file, writes all of
 * them as a POT to its `output` option.
 */
declare module '@wordpress/babel-plugin-makepot' {
	import type { PluginObj } from '@babel/core';

	export default function makepot(): PluginObj;
}
