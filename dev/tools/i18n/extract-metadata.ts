/**
 * Translatable metadata, which no gettext tool reads: the plugin header (as
 * WordPress's plugin screens show it) and block.json fields, with the
 * contexts WordPress translates them under (wp-includes/block-i18n.json).
 */

/**
 * Internal dependencies
 */
import { TEXT_DOMAIN, type Message } from './catalog';

const HEADERS: Record< string, string > = {
	'Plugin Name': 'Plugin Name of the plugin',
	'Plugin URI': 'Plugin URI of the plugin',
	Description: 'Description of the plugin',
	Author: 'Author of the plugin',
	'Author URI': 'Author URI of the plugin',
};

/**
 * Messages of the plugin header comment.
 *
 * @param source The main plugin file's text.
 * @param file   Its path relative to the plugin root.
 */
export function extractPluginHeader( source: string, file: string ): Message[] {
	const head = source.slice( 0, 8192 );
	const messages: Message[] = [];
	for ( const [ header, note ] of Object.entries( HEADERS ) ) {
		const match = new RegExp( `^[ \\t/*#@]*${ header }:(.*)$`, 'mi' ).exec(
			head
		);
		const value = match?.[ 1 ].trim();
		if ( match && value ) {
			messages.push( {
				id: value,
				references: [
					`${ file }:${ head.slice( 0, match.index ).split( '\n' ).length }`,
				],
				comments: [ note ],
			} );
		}
	}
	return messages;
}

/** block.json fields and their translation contexts. */
const BLOCK_FIELDS: Record< string, string > = {
	title: 'block title',
	description: 'block description',
	keywords: 'block keyword',
};

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * Messages of a block.json: title, description, keywords, style labels
 * and variation titles, descriptions and keywords.
 *
 * @param source The block.json text.
 * @param file   Its path relative to the plugin root.
 */
export function extractBlockJson( source: string, file: string ): Message[] {
	const metadata: unknown = JSON.parse( source );
	if ( ! isRecord( metadata ) || metadata.textdomain !== TEXT_DOMAIN ) {
		return [];
	}
	const messages: Message[] = [];
	const add = ( value: unknown, context: string ) => {
		const values = Array.isArray( value ) ? value : [ value ];
		for ( const item of values ) {
			if ( typeof item === 'string' && item !== '' ) {
				messages.push( {
					id: item,
					context,
					references: [ file ],
					comments: [],
				} );
			}
		}
	};
	for ( const [ field, context ] of Object.entries( BLOCK_FIELDS ) ) {
		add( metadata[ field ], context );
	}
	for ( const style of Array.isArray( metadata.styles )
		? metadata.styles
		: [] ) {
		add( isRecord( style ) ? style.label : undefined, 'block style label' );
	}
	for ( const variation of Array.isArray( metadata.variations )
		? metadata.variations
		: [] ) {
		if ( isRecord( variation ) ) {
			add( variation.title, 'block variation title' );
			add( variation.description, 'block variation description' );
			add( variation.keywords, 'block variation keyword' );
		}
	}
	return messages;
}
