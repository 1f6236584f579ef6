/*
 * The block editor package ships no type declarations (only fragments in
 * build-types); these cover the parts the plugin uses.
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType, HTMLAttributes, ReactNode } from 'react';

	type BlockProps = HTMLAttributes< HTMLElement > & Record< string, unknown >;

	export const useBlockProps: {
		( props?: Record< string, unknown > ): BlockProps;
		save: ( props?: Record< string, unknown > ) => BlockProps;
	};

	export function useInnerBlocksProps(
		props?: Record< string, unknown >,
		options?: Record< string, unknown >
	): BlockProps;

	export const InnerBlocks: ComponentType< {
		allowedBlocks?: string[];
		template?: Array< [ string, Record< string, unknown >? ] >;
		templateLock?: false | 'all' | 'insert' | 'contentOnly';
		renderAppender?: ComponentType | false;
	} > & { Content: ComponentType; ButtonBlockAppender: ComponentType };

	export const InspectorControls: ComponentType< {
		children?: ReactNode;
		group?: 'default' | 'advanced' | 'settings' | 'styles';
	} >;

	export const BlockControls: ComponentType< {
		children?: ReactNode;
		group?: 'default' | 'block' | 'inline' | 'other' | 'parent';
	} >;

	export const RichText: ComponentType< {
		tagName?: string;
		value: string;
		onChange: ( value: string ) => void;
		placeholder?: string;
		allowedFormats?: string[];
		identifier?: string;
	} > & {
		Content: ComponentType< { tagName?: string; value: string } >;
	};
}
