/**
 * The names a page's `document` and `window` answer to, from TypeScript's
 * DOM library (lib.dom.d.ts, the WHATWG and W3C interfaces every engine
 * ships), with what every object inherits from `Object.prototype`. A
 * named element can stand in for any of them on `document` (an
 * `<object id>`; the Document interface overrides its own members with
 * named elements) and, on `window`, for any the window does not hold
 * itself, so each is a name the page's scripts may read.
 */
import ts from 'typescript';

/** The interfaces whose members are asked for, as a TypeScript file. */
const PROBE_FILE = 'page-reads-probe.ts';
const PROBE = [
	'declare const probeDocument: Document;',
	'declare const probeWindow: Window;',
	'declare const probeGlobal: typeof globalThis;',
].join( '\n' );

export interface DomMembers {
	document: ReadonlySet< string >;
	window: ReadonlySet< string >;
	/** What every browser's global scope holds (JavaScript's and the DOM's). */
	globals: ReadonlySet< string >;
}

/** Inherited by every object, so by the document and the window too. */
const OBJECT_MEMBERS = Object.getOwnPropertyNames( Object.prototype );

let cached: DomMembers | undefined;

/**
 * Members of Document and Window (their own, inherited and mixed in), as
 * the DOM library TypeScript ships declares them.
 */
export function domMembers(): DomMembers {
	if ( cached ) {
		return cached;
	}
	const options: ts.CompilerOptions = {
		lib: [ 'lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts' ],
		noEmit: true,
		types: [],
	};
	const host = ts.createCompilerHost( options );
	const readLibraryFile = host.getSourceFile.bind( host );
	host.getSourceFile = ( fileName, language, ...rest ) =>
		fileName === PROBE_FILE
			? ts.createSourceFile( fileName, PROBE, language )
			: readLibraryFile( fileName, language, ...rest );
	const program = ts.createProgram( [ PROBE_FILE ], options, host );
	const checker = program.getTypeChecker();
	const probe = program.getSourceFile( PROBE_FILE );
	const names = new Map< string, Set< string > >();
	for ( const statement of probe?.statements ?? [] ) {
		if ( ! ts.isVariableStatement( statement ) ) {
			continue;
		}
		for ( const declaration of statement.declarationList.declarations ) {
			const type = checker.getTypeAtLocation( declaration.name );
			names.set(
				declaration.name.getText( probe ),
				new Set( [
					...checker
						.getPropertiesOfType( type )
						.map( ( member ) => member.name ),
					...OBJECT_MEMBERS,
				] )
			);
		}
	}
	const documentMembers = names.get( 'probeDocument' );
	const windowMembers = names.get( 'probeWindow' );
	if (
		! documentMembers?.has( 'cookie' ) ||
		! windowMembers?.has( 'document' )
	) {
		throw new Error(
			'TypeScript’s DOM library did not list Document’s and Window’s members.'
		);
	}
	cached = {
		document: documentMembers,
		window: windowMembers,
		globals: names.get( 'probeGlobal' ) ?? new Set(),
	};
	return cached;
}
