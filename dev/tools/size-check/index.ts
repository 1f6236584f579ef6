/**
 * `npm run check:size`: fails when a product file in src/, blocks/ or
 * includes/ (TS, TSX, PHP, SCSS; tests excluded) is over 300 lines or a
 * product function is over 80 lines, and prints every offender.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { reportFailure } from '../../stack/errors';
import { ensurePackages } from '../../stack/packages';
import { phpBinary } from '../../stack/site-binaries';
import {
	countLines,
	describe,
	isProductFile,
	offendersOf,
	PRODUCT_FOLDERS,
	type FunctionSize,
	type Offender,
} from './limits';
import { tsFunctionSizes } from './ts-functions';

const ROOT = path.resolve( __dirname, '..', '..', '..' );

/**
 * Product files below the project root, relative with `/`.
 *
 * @param root Project root.
 */
export function productFiles( root: string ): string[] {
	return PRODUCT_FOLDERS.flatMap( ( folder ) =>
		fs.existsSync( path.join( root, folder ) )
			? fs
					.readdirSync( path.join( root, folder ), {
						recursive: true,
						encoding: 'utf8',
					} )
					.map( ( name ) =>
						[ folder, ...name.split( path.sep ) ].join( '/' )
					)
			: []
	)
		.filter( isProductFile )
		.sort();
}

/**
 * PHP functions of each file, from PHP's tokenizer.
 *
 * @param root  Project root.
 * @param files PHP files, relative.
 */
export function phpFunctionSizes(
	root: string,
	files: string[]
): Record< string, FunctionSize[] > {
	if ( files.length === 0 ) {
		return {};
	}
	const output = execFileSync(
		phpBinary(),
		[ path.join( __dirname, 'php-functions.php' ), ...files ],
		{ cwd: root, encoding: 'utf8' }
	);
	return JSON.parse( output ) as Record< string, FunctionSize[] >;
}

/**
 * Every offender under a project root.
 *
 * @param root Project root.
 */
export function findOffenders( root: string ): Offender[] {
	const files = productFiles( root );
	const php = phpFunctionSizes(
		root,
		files.filter( ( file ) => file.endsWith( '.php' ) )
	);
	return files.flatMap( ( file ) => {
		const text = fs.readFileSync( path.join( root, file ), 'utf8' );
		let functions: FunctionSize[] = [];
		if ( file.endsWith( '.php' ) ) {
			functions = php[ file ] ?? [];
		} else if ( /\.tsx?$/.test( file ) ) {
			functions = tsFunctionSizes( file, text );
		}
		return offendersOf( file, countLines( text ), functions );
	} );
}

function report(): void {
	const offenders = findOffenders( ROOT );
	for ( const offender of offenders ) {
		process.stdout.write( `${ describe( offender ) }\n` );
	}
	process.stdout.write(
		offenders.length === 0
			? 'check:size: every product file and function is within its limit.\n'
			: `check:size: ${ offenders.length } over the limit.\n`
	);
	process.exit( offenders.length === 0 ? 0 : 1 );
}

if ( require.main === module ) {
	// PHP's tokenizer counts PHP functions: on a new machine `npm test` may
	// get here while npm install's background install still unpacks PHP.
	ensurePackages( {
		groups: [ 'site' ],
		log: ( line ) => process.stdout.write( `${ line }\n` ),
	} ).then( report, ( error ) => process.exit( reportFailure( error ) ) );
}
