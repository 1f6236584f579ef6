/**
 * Types for WordPress's makepot Babel plugin, which ships none. Each
 * instance gathers the calls of every file Babel gives it and, after each
 * file, writes all of them as a POT to its `output` option.
 */
declare module '@wordpress/babel-plugin-makepot' {
	import type { PluginObj } from '@babel/core';

	export default function makepot(): PluginObj;
}
