/**
 * Background servers in their own process groups, recorded in a pid file
 * so `npm run stop` (or a later start) can find and stop them.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { StackError } from './errors';

export interface RecordedProcess {
	name: string;
	pid: number;
}

function pidFile( root: string ): string {
	return path.join( root, 'pids.json' );
}

export function isAlive( pid: number ): boolean {
	try {
		process.kill( pid, 0 );
		return true;
	} catch {
		return false;
	}
}

export function readRecorded( root: string ): RecordedProcess[] {
	try {
		const parsed: unknown = JSON.parse(
			fs.readFileSync( pidFile( root ), 'utf8' )
		);
		return Array.isArray( parsed )
			? parsed.filter(
					( item ): item is RecordedProcess =>
						typeof item === 'object' &&
						item !== null &&
						typeof ( item as RecordedProcess ).pid === 'number' &&
						typeof ( item as RecordedProcess ).name === 'string'
				)
			: [];
	} catch {
		return [];
	}
}

function writeRecorded( root: string, items: RecordedProcess[] ): void {
	fs.mkdirSync( root, { recursive: true } );
	fs.writeFileSync( pidFile( root ), JSON.stringify( items, null, 2 ) );
}

export function recordProcess( root: string, item: RecordedProcess ): void {
	writeRecorded( root, [
		...readRecorded( root ).filter( ( known ) => known.name !== item.name ),
		item,
	] );
}

/**
 * Drop a name from the pid file, leaving its process alone.
 *
 * @param root Stack folder.
 * @param name The recorded name.
 */
export function forgetProcess( root: string, name: string ): void {
	writeRecorded(
		root,
		readRecorded( root ).filter( ( known ) => known.name !== name )
	);
}

/**
 * Start a long-running server as the leader of a new process group, its
 * output going to a log file.
 *
 * @param options         What to run.
 * @param options.name    Name for the pid file and messages.
 * @param options.root    Stack folder (pid file, logs).
 * @param options.command Executable.
 * @param options.args    Arguments.
 * @param options.env     Extra environment.
 * @param options.cwd     Working directory.
 */
export function startDetached( options: {
	name: string;
	root: string;
	command: string;
	args: string[];
	env?: Record< string, string >;
	cwd?: string;
} ): { pid: number; logFile: string } {
	const logFile = path.join( options.root, `${ options.name }.log` );
	const out = fs.openSync( logFile, 'a' );
	const child = spawn( options.command, options.args, {
		cwd: options.cwd,
		env: { ...process.env, ...options.env },
		detached: true,
		stdio: [ 'ignore', out, out ],
	} );
	fs.closeSync( out );
	if ( child.pid === undefined ) {
		throw new StackError(
			`Could not start ${ options.name } (${ options.command }).`,
			`check that ${ options.command } is installed and executable`
		);
	}
	child.unref();
	recordProcess( options.root, { name: options.name, pid: child.pid } );
	return { pid: child.pid, logFile };
}

/**
 * Stop a process group: TERM, then KILL after a grace period.
 *
 * @param pid     Group leader.
 * @param graceMs How long TERM gets.
 */
export async function stopGroup(
	pid: number,
	graceMs = 5000
): Promise< void > {
	const signalGroup = ( signal: NodeJS.Signals ) => {
		try {
			process.kill( -pid, signal );
		} catch {
			try {
				process.kill( pid, signal );
			} catch {
				// Already gone.
			}
		}
	};
	signalGroup( 'SIGTERM' );
	const deadline = Date.now() + graceMs;
	while ( isAlive( pid ) && Date.now() < deadline ) {
		await sleep( 100 );
	}
	if ( isAlive( pid ) ) {
		signalGroup( 'SIGKILL' );
	}
}

/**
 * Stop everything a stack folder recorded; returns the names stopped.
 *
 * @param root Stack folder.
 */
export async function stopRecorded( root: string ): Promise< string[] > {
	const recorded = readRecorded( root );
	const stopped: string[] = [];
	// Reverse order: the web server before the database.
	for ( const item of [ ...recorded ].reverse() ) {
		if ( item.pid !== process.pid && isAlive( item.pid ) ) {
			await stopGroup( item.pid );
			stopped.push( item.name );
		}
	}
	writeRecorded( root, [] );
	return stopped;
}

export function sleep( ms: number ): Promise< void > {
	return new Promise( ( resolve ) => setTimeout( resolve, ms ) );
}

/**
 * Refuse a port that something else holds, naming the variable to change.
 *
 * @param port    Port to check on 127.0.0.1.
 * @param envName Environment variable that sets it.
 */
export function assertPortFree(
	port: number,
	envName: string
): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		const probe = net.createServer();
		probe.once( 'error', () =>
			reject(
				new StackError(
					`Port ${ port } on 127.0.0.1 is already in use.`,
					`stop whatever listens there (\`ss -ltnp 'sport = :${ port }'\` shows it; \`npm run stop\` if it is an earlier stack) or choose another port with ${ envName }=…`
				)
			)
		);
		probe.listen( port, '127.0.0.1', () => probe.close( () => resolve() ) );
	} );
}

/**
 * Wait until a TCP port accepts connections.
 *
 * @param port         Port on 127.0.0.1.
 * @param timeoutMs    How long to wait.
 * @param stillRunning False once the server process has died.
 */
export async function waitForPort(
	port: number,
	timeoutMs: number,
	stillRunning: () => boolean
): Promise< boolean > {
	const deadline = Date.now() + timeoutMs;
	while ( Date.now() < deadline ) {
		if ( ! stillRunning() ) {
			return false;
		}
		const open = await new Promise< boolean >( ( resolve ) => {
			const socket = net.connect( port, '127.0.0.1' );
			socket.once( 'connect', () => {
				socket.destroy();
				resolve( true );
			} );
			socket.once( 'error', () => resolve( false ) );
		} );
		if ( open ) {
			return true;
		}
		await sleep( 100 );
	}
	return false;
}
