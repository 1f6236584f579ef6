/**
 * WordPress's own JavaScript string extractor, @wordpress/babel-plugin-makepot,
 * run through Babel: over the TypeScript sources for the template, and over
 * the built scripts to learn which strings each script's JSON file needs.
 */

/**
 * External dependencies
 */
import { transformSync, type PluginObj } from '@babel/core';
import makepot from '@wordpress/babel-plugin-makepot';
import { po } from 'gettext-parser';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { messageKey, parsePo } from './catalog';

interface Script {
	/** Path relative to the current folder: the POT's references. */
	file: string;
	code: string;
}

/**
 * webpack calls an import as `(0, i18n.__)( … )`; makepot reads only
 * `__( … )` and `i18n.__( … )`, so the callee is unwrapped first.
 */
const unwrapImportCalls: PluginObj = {
	name: 'careers-frontend-unwrap-import-calls',
	visitor: {
		CallExpression( { node } ) {
			if ( node.callee.type !== 'SequenceExpression' ) {
				return;
			}
			const last = node.callee.expressions.at( -1 );
			if ( last?.type === 'MemberExpression' ) {
				node.callee = last;
			}
		},
	},
};

/**
 * The POT text of the scripts' translation calls, from one makepot
 * instance (it gathers across files).
 *
 * @param scripts The scripts.
 * @param built   Whether they are webpack's output (else TypeScript).
 */
function runMakepot( scripts: Script[], built: boolean ): string {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'careers-makepot-' ) );
	const output = path.join( dir, 'js.pot' );
	const instance = makepot();
	try {
		for ( const { file, code } of scripts ) {
			transformSync( code, {
				filename: file,
				babelrc: false,
				configFile: false,
				code: false,
				parserOpts: {
					plugins: built
						? []
						: [
								'typescript',
								...( file.endsWith( 'x' )
									? [ 'jsx' as const ]
									: [] ),
							],
				},
				plugins: [
					...( built ? [ unwrapImportCalls ] : [] ),
					[ () => instance, { output } ],
				],
			} );
		}
		return fs.existsSync( output ) ? fs.readFileSync( output, 'utf8' ) : '';
	} finally {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
}

/**
 * Write the strings of TypeScript sources as a POT. makepot keeps only
 * `translators:` comments and drops the tag, which is put back: it is what
 * tells translators (and `npm run i18n -- --check`) what a comment is.
 * References are relative to the current folder: run from the plugin root.
 *
 * @param files  TS and TSX files, relative to the current folder.
 * @param output The POT to write.
 */
export function extractScripts( files: string[], output: string ): void {
	const text = runMakepot(
		files.map( ( file ) => ( {
			file,
			code: fs.readFileSync( file, 'utf8' ),
		} ) ),
		false
	);
	const parsed = po.parse( text || 'msgid ""\nmsgstr ""\n' );
	for ( const byId of Object.values( parsed.translations ) ) {
		for ( const item of Object.values( byId ) ) {
			if ( item.comments?.extracted ) {
				item.comments.extracted = `translators: ${ item.comments.extracted }`;
			}
		}
	}
	fs.writeFileSync( output, po.compile( parsed, { foldLength: 0 } ) );
}

/**
 * Keys (context and id, as in the JSON files) of the messages a built
 * script translates.
 *
 * @param code The script.
 */
export function builtMessageKeys( code: string ): Set< string > {
	const text = runMakepot( [ { file: 'built.js', code } ], true );
	return new Set(
		text
			? parsePo( text ).entries.map( ( entry ) => messageKey( entry ) )
			: []
	);
}
