/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { personaQueryParams, type PersonaTerm } from './persona-query';
import { loadPersonaItems, reportLater } from './persona-source';
import type { PersonaState } from './types';

export interface PersonaTermOption {
	slug: string;
	name: string;
}

interface EditorSources {
	/** REST collection paths of the post types the persona query serves. */
	paths: string[];
	terms: PersonaTermOption[];
	loaded: boolean;
}

interface TypeRecord {
	slug?: unknown;
	rest_base?: unknown;
	rest_namespace?: unknown;
}

const fetchJson = ( path: string ) => apiFetch< unknown >( { path } );

function toTermOptions( payload: unknown ): PersonaTermOption[] {
	return Array.isArray( payload )
		? payload.flatMap( ( term: { slug?: unknown; name?: unknown } ) =>
				typeof term?.slug === 'string' && typeof term?.name === 'string'
					? [ { slug: term.slug, name: term.name } ]
					: []
			)
		: [];
}

/**
 * The persona terms and the post types the persona query is registered for
 * (the plugin setting, as the taxonomy's `types` reports it), narrowed to
 * the block's own list when it has one.
 *
 * @param postTypes The block's comma list, or empty.
 */
export function useEditorSources( postTypes: string ): EditorSources {
	const [ sources, setSources ] = useState< EditorSources >( {
		paths: [],
		terms: [],
		loaded: false,
	} );
	useEffect( () => {
		let current = true;
		Promise.all( [
			fetchJson( '/wp/v2/taxonomies/persona?_fields=types' ),
			// The collection is keyed by slug, which `_fields` cannot filter.
			fetchJson( '/wp/v2/types' ),
			fetchJson( '/wp/v2/personas?per_page=100&_fields=slug,name' ),
		] )
			.then( ( [ taxonomy, types, terms ] ) => {
				const allowed = ( taxonomy as { types?: unknown } )?.types;
				const chosen = postTypes
					.split( ',' )
					.map( ( type ) => type.trim() )
					.filter( Boolean );
				const records = Object.values(
					( types ?? {} ) as Record< string, TypeRecord >
				);
				const paths = ( Array.isArray( allowed ) ? allowed : [] )
					.filter(
						( type ): type is string => typeof type === 'string'
					)
					.filter(
						( type ) =>
							chosen.length === 0 || chosen.includes( type )
					)
					.flatMap( ( type ) => {
						const record = records.find(
							( entry ) => entry.slug === type
						);
						const base =
							typeof record?.rest_base === 'string'
								? record.rest_base
								: type;
						const namespace =
							typeof record?.rest_namespace === 'string'
								? record.rest_namespace
								: 'wp/v2';
						return record ? [ `/${ namespace }/${ base }` ] : [];
					} );
				if ( current ) {
					setSources( {
						paths,
						terms: toTermOptions( terms ),
						loaded: true,
					} );
				}
			} )
			.catch( () => {
				if ( current ) {
					setSources( { paths: [], terms: [], loaded: true } );
				}
			} );
		return () => {
			current = false;
		};
	}, [ postTypes ] );
	return sources;
}

/**
 * The list a candidate would see, fetched through the editor's REST client.
 *
 * @param paths   Collection paths.
 * @param persona Term to list, or null when the block would be skipped.
 * @param count   Items wanted.
 */
export function useEditorPreview(
	paths: string[],
	persona: PersonaTerm | null,
	count: number
): PersonaState {
	const [ state, setState ] = useState< PersonaState >( {
		status: 'loading',
		items: [],
	} );
	const requests = persona
		? paths.map(
				( path ) =>
					`${ path }?${ new URLSearchParams(
						personaQueryParams( persona, count )
					).toString() }`
			)
		: [];
	const key = requests.join( '\n' );
	useEffect( () => {
		if ( requests.length === 0 ) {
			setState( { status: 'hidden', items: [] } );
			return;
		}
		let current = true;
		setState( { status: 'loading', items: [] } );
		loadPersonaItems( {
			requests,
			fetchJson,
			count,
			logger: reportLater( console ),
		} ).then(
			( { items } ) =>
				current &&
				setState( { status: items.length ? 'ready' : 'empty', items } ),
			() => current && setState( { status: 'error', items: [] } )
		);
		return () => {
			current = false;
		};
		// `key` stands for `requests`.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ key, count ] );
	return state;
}
