/**
 * The relative imports of one file, read with TypeScript's parser: every
 * static import and re-export, `import()`, `require()` and
 * `typeof import()`, each with its line, the file it resolves to, and
 * whether it is for types only (`import type`, `export type`, an import
 * whose every name is `type`, `typeof import()`): the import rules count
 * those too. Packages are no part of the graph: not read.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const ts = require( 'typescript' );

const EXTENSIONS = [ '.ts', '.tsx', '.js', '.jsx', '.cjs', '.mjs' ];

/**
 * The file a relative specifier names, as the bundler resolves it (the
 * name as written, with an extension, or a folder's index), or null.
 *
 * @param {string} fromFile  The importing file.
 * @param {string} specifier What it imports.
 * @return {string|null} Absolute path.
 */
function resolveImport( fromFile, specifier ) {
	if ( ! specifier.startsWith( '.' ) ) {
		return null;
	}
	const base = path.resolve( path.dirname( fromFile ), specifier );
	const candidates = [
		base,
		...EXTENSIONS.map( ( extension ) => base + extension ),
		...EXTENSIONS.map( ( extension ) =>
			path.join( base, `index${ extension }` )
		),
	];
	return (
		candidates.find(
			( file ) => fs.existsSync( file ) && fs.statSync( file ).isFile()
		) ?? null
	);
}

/**
 * Whether an import or export declaration carries types only.
 *
 * @param {import('typescript').ImportDeclaration|import('typescript').ExportDeclaration} node The declaration.
 * @return {boolean} Types only.
 */
function typeOnly( node ) {
	if ( ts.isImportDeclaration( node ) ) {
		const clause = node.importClause;
		if ( ! clause ) {
			return false; // `import './x'` runs the module.
		}
		if ( clause.isTypeOnly ) {
			return true;
		}
		const bindings = clause.namedBindings;
		return (
			! clause.name &&
			!! bindings &&
			ts.isNamedImports( bindings ) &&
			bindings.elements.length > 0 &&
			bindings.elements.every( ( element ) => element.isTypeOnly )
		);
	}
	const clause = node.exportClause;
	return (
		node.isTypeOnly ||
		( !! clause &&
			ts.isNamedExports( clause ) &&
			clause.elements.length > 0 &&
			clause.elements.every( ( element ) => element.isTypeOnly ) )
	);
}

/**
 * @typedef {Object} FileImport
 * @property {string}  specifier As written.
 * @property {string}  target    The file it resolves to.
 * @property {number}  line      1-based.
 * @property {number}  column    0-based.
 * @property {boolean} typeOnly  Types only: no arrow at run time.
 */

/**
 * @param {string} file Absolute path.
 * @param {string} text The file's text.
 * @return {FileImport[]} Its relative imports that name a file.
 */
function readImports( file, text ) {
	const source = ts.createSourceFile(
		file,
		text,
		ts.ScriptTarget.Latest,
		true,
		/\.[jt]sx$/.test( file ) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
	);
	const found = [];
	const add = ( literal, isTypeOnly ) => {
		const target = resolveImport( file, literal.text );
		if ( target ) {
			const { line, character } = source.getLineAndCharacterOfPosition(
				literal.getStart( source )
			);
			found.push( {
				specifier: literal.text,
				target,
				line: line + 1,
				column: character,
				typeOnly: isTypeOnly,
			} );
		}
	};
	const visit = ( node ) => {
		if (
			( ts.isImportDeclaration( node ) ||
				ts.isExportDeclaration( node ) ) &&
			node.moduleSpecifier &&
			ts.isStringLiteral( node.moduleSpecifier )
		) {
			add( node.moduleSpecifier, typeOnly( node ) );
		} else if (
			ts.isCallExpression( node ) &&
			( node.expression.kind === ts.SyntaxKind.ImportKeyword ||
				( ts.isIdentifier( node.expression ) &&
					node.expression.text === 'require' ) ) &&
			node.arguments.length === 1 &&
			ts.isStringLiteralLike( node.arguments[ 0 ] )
		) {
			add( node.arguments[ 0 ], false );
		} else if (
			ts.isImportTypeNode( node ) &&
			ts.isLiteralTypeNode( node.argument ) &&
			ts.isStringLiteral( node.argument.literal )
		) {
			add( node.argument.literal, true );
		}
		ts.forEachChild( node, visit );
	};
	visit( source );
	return found;
}

/** Each file's imports as last read, while the file is unchanged. */
const cache = new Map();

/**
 * The imports of a file on disk (read once while it is unchanged).
 *
 * @param {string} file Absolute path.
 * @return {FileImport[]} Its relative imports.
 */
function importsOnDisk( file ) {
	const { mtimeMs } = fs.statSync( file );
	const cached = cache.get( file );
	if ( cached && cached.mtimeMs === mtimeMs ) {
		return cached.imports;
	}
	const imports = readImports( file, fs.readFileSync( file, 'utf8' ) );
	cache.set( file, { mtimeMs, imports } );
	return imports;
}

module.exports = { readImports, importsOnDisk, resolveImport };
