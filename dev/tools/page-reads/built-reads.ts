/**
 * The window globals and document members the built scripts read, found
 * by parsing them (acorn, with eslint-scope for what is global), so the
 * list follows the build: webpack's runtime, the bundled libraries and the
 * plugin's own code alike. Post content is untrusted, and a named element
 * stands in for a window global the page has not set or for any document
 * member (issue 32), so each name on this list is one an Author's markup
 * is tested with.
 *
 * Minified code passes the document and the window around under other
 * names (`e.cookie`), so besides what is read from `document`, `window`,
 * `globalThis` and `self` directly, every name the code reads from any
 * object, or holds as a string, counts when the document or the window
 * has a member of that name (dom-members.ts). The list may so hold a
 * name the code reads only from something else; it never misses one the
 * code reads from the page.
 */
import fs from 'node:fs';
import path from 'node:path';

import * as acorn from 'acorn';
import * as walk from 'acorn-walk';
import * as eslintScope from 'eslint-scope';

import { domMembers } from './dom-members';

/** Free names that are the global object itself. */
const GLOBAL_OBJECTS = new Set( [ 'window', 'globalThis', 'self' ] );

/**
 * The window globals the plugin itself assigns (its PHP's inline scripts,
 * its runtime). Its code reads them from the window it is passed
 * (`n.careersFrontendConfig`), and they are no browser member, so a read
 * of one of these names from any object counts, as a browser member's
 * does.
 */
const PLUGIN_GLOBALS = new Set( [
	'careersFrontend',
	'careersFrontendAdmin',
	'careersFrontendChunks',
	'careersFrontendConfig',
] );

export interface PageReads {
	/** Names read as globals: `window.x`, `globalThis.x`, a free `x`. */
	window: string[];
	/** Members of the document read. */
	document: string[];
}

type Node = acorn.AnyNode;

/** What one script reads, before it is matched against the DOM's names. */
interface ScriptReads {
	globals: Set< string >;
	documentMembers: Set< string >;
	/** Names read from any object, destructured, or written as strings. */
	names: Set< string >;
}

function parse( source: string ): acorn.Program {
	const options = {
		ecmaVersion: 'latest' as const,
		allowHashBang: true,
		// eslint-scope places declarations by their ranges.
		ranges: true,
	};
	try {
		return acorn.parse( source, { ...options, sourceType: 'script' } );
	} catch {
		return acorn.parse( source, { ...options, sourceType: 'module' } );
	}
}

/**
 * A member's name when it is written out (`a.b`, `a[ 'b' ]`).
 *
 * @param node A member expression or a property.
 */
function staticName(
	node: acorn.MemberExpression | acorn.Property | acorn.AssignmentProperty
): string | undefined {
	const key = 'property' in node ? node.property : node.key;
	if ( ! node.computed && key.type === 'Identifier' ) {
		return key.name;
	}
	return key.type === 'Literal' && typeof key.value === 'string'
		? key.value
		: undefined;
}

/**
 * Read what one script reads.
 *
 * @param source The script.
 */
export function readsOfScript( source: string ): ScriptReads {
	const program = parse( source );
	const scopes = eslintScope.analyze( program, {
		ecmaVersion: 2022,
		sourceType: program.sourceType,
	} );
	const reads: ScriptReads = {
		globals: new Set(),
		documentMembers: new Set(),
		names: new Set(),
	};
	// Identifiers that name the page's own objects, not a local.
	const free = new Set< Node >();
	for ( const reference of scopes.globalScope?.through ?? [] ) {
		free.add( reference.identifier as Node );
		if ( reference.isRead() ) {
			reads.globals.add( reference.identifier.name );
		}
	}
	const isGlobalObject = ( node: Node ): boolean =>
		node.type === 'Identifier' &&
		free.has( node ) &&
		GLOBAL_OBJECTS.has( node.name );
	const isDocument = ( node: Node ): boolean =>
		( node.type === 'Identifier' &&
			free.has( node ) &&
			node.name === 'document' ) ||
		( node.type === 'MemberExpression' &&
			( staticName( node ) === 'ownerDocument' ||
				( staticName( node ) === 'document' &&
					isGlobalObject( node.object ) ) ) );

	walk.full( program, ( node ) => {
		if ( node.type === 'MemberExpression' ) {
			const name = staticName( node );
			if ( name === undefined ) {
				return;
			}
			reads.names.add( name );
			if ( isGlobalObject( node.object ) ) {
				reads.globals.add( name );
			}
			if ( isDocument( node.object ) ) {
				reads.documentMembers.add( name );
			}
		} else if ( node.type === 'ObjectPattern' ) {
			// `const { cookie } = document`: each key is a read.
			for ( const property of node.properties ) {
				const name =
					property.type === 'Property'
						? staticName( property )
						: undefined;
				if ( name !== undefined ) {
					reads.names.add( name );
				}
			}
		} else if ( node.type === 'Property' ) {
			const name = staticName( node );
			if ( name !== undefined ) {
				reads.names.add( name );
			}
		} else if (
			node.type === 'Literal' &&
			typeof node.value === 'string'
		) {
			reads.names.add( node.value );
		} else if ( node.type === 'CallExpression' ) {
			// `own( window, 'name' )`: a name read from what is passed.
			const literals = node.arguments.flatMap( ( argument ) =>
				argument.type === 'Literal' &&
				typeof argument.value === 'string'
					? [ argument.value ]
					: []
			);
			for ( const argument of node.arguments ) {
				const into = isGlobalObject( argument as Node )
					? reads.globals
					: isDocument( argument as Node ) && reads.documentMembers;
				literals.forEach( ( name ) => into && into.add( name ) );
			}
		}
	} );
	return reads;
}

/**
 * The page reads of these scripts, each list sorted.
 *
 * @param sources The scripts' text.
 */
export function pageReadsOf( sources: Iterable< string > ): PageReads {
	const members = domMembers();
	const window = new Set< string >();
	const document = new Set< string >();
	for ( const source of sources ) {
		const reads = readsOfScript( source );
		reads.globals.forEach( ( name ) => window.add( name ) );
		reads.documentMembers.forEach( ( name ) => document.add( name ) );
		for ( const name of reads.names ) {
			if ( members.window.has( name ) || PLUGIN_GLOBALS.has( name ) ) {
				window.add( name );
			}
			if ( members.document.has( name ) ) {
				document.add( name );
			}
		}
	}
	return {
		window: [ ...window ].sort(),
		document: [ ...document ].sort(),
	};
}

/**
 * Every script of a build folder (what the plugin ships), relative.
 *
 * @param build The build folder.
 */
export function builtScripts( build: string ): string[] {
	return fs
		.readdirSync( build, { recursive: true, encoding: 'utf8' } )
		.filter( ( file ) => file.endsWith( '.js' ) )
		.map( ( file ) => file.split( path.sep ).join( '/' ) )
		.sort();
}

/**
 * What the plugin's built scripts read from the page.
 *
 * @param build The build folder.
 */
export function pageReadsOfBuild( build: string ): PageReads {
	const scripts = builtScripts( build );
	if ( scripts.length === 0 ) {
		throw new Error( `${ build } holds no script: run \`npm run build\`.` );
	}
	return pageReadsOf(
		scripts.map( ( file ) =>
			fs.readFileSync( path.join( build, file ), 'utf8' )
		)
	);
}
