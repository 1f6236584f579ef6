/**
 * `npm start`'s build (the plugin, then its scripts' translation files) in
 * a child process beside the stack's start, so that on a new machine it
 * overlaps the wait for PHP and MariaDB and the WordPress fetch instead of
 * coming before them (issue 33). The stack waits for it only before it
 * installs WordPress, which registers the built blocks. Its output goes to
 * a log file, not between the stack's progress lines.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { StackError } from './errors';

/** One step: what the log calls it, and the program with its arguments. */
export interface BuildStep {
	label: string;
	argv: readonly [ string, ...string[] ];
}

export interface PluginBuild {
	/** Resolves when every step succeeded; rejects at the first failure. */
	done: Promise< void >;
	/** Ends the running step (the stack failed or was stopped). */
	stop: () => void;
}

/** How many lines of the log a failure shows. */
const TAIL_LINES = 30;

/**
 * `npm run <script>` through the npm that runs `npm start` (npm sets
 * `npm_execpath`), or the one on the PATH.
 *
 * @param script The package.json script.
 */
export function npmRun( script: string ): BuildStep {
	const npmCli = process.env.npm_execpath;
	return {
		label: `npm run ${ script }`,
		argv: npmCli
			? [ process.execPath, npmCli, 'run', script ]
			: [ 'npm', 'run', script ],
	};
}

function tail( file: string ): string {
	try {
		return fs
			.readFileSync( file, 'utf8' )
			.trimEnd()
			.split( '\n' )
			.slice( -TAIL_LINES )
			.join( '\n' );
	} catch {
		return '';
	}
}

/**
 * Run the steps one after another, each writing to `logFile`.
 *
 * @param steps   Programs to run, in order.
 * @param logFile Where their output goes (truncated first).
 * @param cwd     Their working folder.
 */
export function startPluginBuild(
	steps: readonly BuildStep[],
	logFile: string,
	cwd: string
): PluginBuild {
	fs.mkdirSync( path.dirname( logFile ), { recursive: true } );
	const out = fs.openSync( logFile, 'w' );
	let stopped = false;
	let current: ReturnType< typeof spawn > | undefined;
	const runStep = ( { label, argv: [ command, ...args ] }: BuildStep ) =>
		new Promise< void >( ( resolve, reject ) => {
			const child = spawn( command, args, {
				cwd,
				stdio: [ 'ignore', out, out ],
			} );
			current = child;
			child.on( 'error', reject );
			child.on( 'exit', ( code, signal ) => {
				current = undefined;
				if ( code === 0 ) {
					resolve();
					return;
				}
				reject(
					new StackError(
						stopped
							? `The build was stopped (${ label }).`
							: `The build failed (${ label } exited with ${
									code ?? signal
								}):\n${ tail( logFile ) }`,
						`see ${ path.relative( cwd, logFile ) }, fix the error, then start again`
					)
				);
			} );
		} );
	const done = ( async () => {
		try {
			for ( const step of steps ) {
				if ( stopped ) {
					throw new StackError(
						'The build was stopped.',
						'start again'
					);
				}
				await runStep( step );
			}
		} finally {
			fs.closeSync( out );
		}
	} )();
	// A start that fails before it waits for the build must not leave an
	// unhandled rejection behind; the stack sees the failure when it waits.
	done.catch( () => undefined );
	return {
		done,
		stop: () => {
			stopped = true;
			current?.kill( 'SIGTERM' );
		},
	};
}
