/* @jest-environment node */
/**
 * The `npm run services` command: prints one line per service, stays up,
 * stops cleanly on SIGTERM, and explains bad settings.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';

/**
 * Internal dependencies
 */
import { SERVICE_NAMES } from '../start-services';

// Starting a TypeScript process can take seconds on a busy machine.
jest.setTimeout( 30_000 );

const TSX = join( __dirname, '../../../node_modules/.bin/tsx' );
const MAIN = join( __dirname, '../main.ts' );

function run( env: Record< string, string > ): ChildProcessWithoutNullStreams {
	return spawn( TSX, [ MAIN ], {
		env: { ...process.env, ...env },
		stdio: 'pipe',
	} );
}

function exitOf(
	child: ChildProcessWithoutNullStreams
): Promise< number | null > {
	return new Promise( ( resolve ) =>
		child.on( 'exit', ( code ) => resolve( code ) )
	);
}

function firstLines(
	child: ChildProcessWithoutNullStreams,
	count: number
): Promise< string[] > {
	return new Promise( ( resolve, reject ) => {
		let text = '';
		child.stdout.on( 'data', ( chunk: Buffer ) => {
			text += chunk.toString();
			const lines = text.split( '\n' ).filter( Boolean );
			if ( lines.length >= count ) {
				resolve( lines.slice( 0, count ) );
			}
		} );
		child.on( 'exit', () =>
			reject( new Error( `Exited early; printed: ${ text }` ) )
		);
	} );
}

describe( 'npm run services', () => {
	it( 'prints "<name> <base-url>" for each service and stops on SIGTERM', async () => {
		const child = run( { SERVICES_PORT: '0' } );
		const exited = exitOf( child );
		const lines = await firstLines( child, SERVICE_NAMES.length );
		expect( lines.map( ( line ) => line.split( ' ' )[ 0 ] ) ).toEqual( [
			...SERVICE_NAMES,
		] );
		for ( const line of lines ) {
			expect( line ).toMatch(
				/^[a-z0-9-]+ http:\/\/127\.0\.0\.1:\d+\/$/
			);
		}
		const ats = lines[ SERVICE_NAMES.indexOf( 'ats' ) ].split( ' ' )[ 1 ];
		expect( await ( await fetch( `${ ats }__health` ) ).json() ).toEqual( {
			service: 'ats',
			ok: true,
		} );

		child.kill( 'SIGTERM' );
		expect( await exited ).toBe( 0 );
	} );

	it( 'explains a bad port setting and exits with an error', async () => {
		const child = run( { SERVICES_PORT: 'ninety' } );
		let errors = '';
		child.stderr.on( 'data', ( chunk: Buffer ) => {
			errors += chunk.toString();
		} );
		expect( await exitOf( child ) ).toBe( 1 );
		expect( errors ).toContain(
			'SERVICES_PORT must be a whole number, not "ninety".'
		);
	} );
} );
