/*
 * The editor and plugins packages are WordPress's script handles (wp-editor,
 * wp-plugins), not installed here: the build maps them to those globals.
 * These cover the parts the plugin uses.
 */
declare module '@wordpress/editor' {
	import type { ComponentType, ReactNode } from 'react';

	export const PluginDocumentSettingPanel: ComponentType< {
		name: string;
		title: string;
		className?: string;
		children?: ReactNode;
	} >;

	export const store: string;
}

declare module '@wordpress/plugins' {
	import type { ComponentType } from 'react';

	export function registerPlugin(
		name: string,
		settings: { render: ComponentType; icon?: unknown }
	): unknown;
}
