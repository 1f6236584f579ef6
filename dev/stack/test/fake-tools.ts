/**
 * Stand-in command-line tools for the install scripts' tests: a scratch
 * folder with a `bin` to put first on PATH.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Write shell scripts into `<scratch>/bin`. Each first appends its
 * arguments to `<scratch>/calls.log`, so a test can read what was run.
 *
 * @param prefix The scratch folder's name prefix.
 * @param tools  Each tool's name and the lines of its body.
 * @return The scratch folder and its `bin`.
 */
export function fakeTools(
	prefix: string,
	tools: Record< string, string[] >
): { dir: string; bin: string } {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), prefix ) );
	const bin = path.join( dir, 'bin' );
	fs.mkdirSync( bin );
	for ( const [ name, body ] of Object.entries( tools ) ) {
		fs.writeFileSync(
			path.join( bin, name ),
			[
				'#!/bin/sh',
				`echo "${ name } $*" >> ${ path.join( dir, 'calls.log' ) }`,
				...body,
			].join( '\n' ),
			{ mode: 0o755 }
		);
	}
	return { dir, bin };
}
