/**
 * WebKitWebDriver (Debian's webkit2gtk-driver) for one test worker, on a
 * free port, with an X server of its own: MiniBrowser, WebKitGTK's
 * browser, cannot run without a display, so xvfb-run gives it one, large
 * enough for an iPad's portrait window.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
	'/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const SCREEN = '2000x2000x24';

export interface WebKitServer {
	url: string;
	stop: () => Promise< void >;
}

function freePort(): Promise< number > {
	return new Promise( ( resolve, reject ) => {
		const server = net.createServer();
		server.once( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const address = server.address();
			const port =
				typeof address === 'object' && address ? address.port : 0;
			server.close( () => resolve( port ) );
		} );
	} );
}

async function waitUntilReady(
	url: string,
	child: ChildProcess,
	output: () => string
): Promise< void > {
	const deadline = Date.now() + 30_000;
	while ( Date.now() < deadline ) {
		if ( child.exitCode !== null ) {
			break;
		}
		try {
			const response = await fetch( `${ url }/status` );
			if ( response.ok ) {
				return;
			}
		} catch {
			// Not listening yet.
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	throw new Error( `WebKitWebDriver did not start: ${ output() }` );
}

export async function startWebKitServer(): Promise< WebKitServer > {
	const port = await freePort();
	// Its own process group, so stopping it also stops Xvfb and the browser.
	const child = spawn(
		'xvfb-run',
		[
			'--auto-servernum',
			'--server-args',
			`-screen 0 ${ SCREEN }`,
			WEBKIT_DRIVER_PATH,
			`--port=${ port }`,
		],
		{ detached: true, stdio: [ 'ignore', 'pipe', 'pipe' ] }
	);
	let output = '';
	child.stdout?.on( 'data', ( chunk ) => ( output += chunk ) );
	child.stderr?.on( 'data', ( chunk ) => ( output += chunk ) );
	const url = `http://127.0.0.1:${ port }`;
	const stop = async () => {
		if ( child.exitCode === null && child.pid ) {
			const exited = new Promise( ( resolve ) =>
				child.once( 'exit', resolve )
			);
			try {
				process.kill( -child.pid, 'SIGTERM' );
			} catch {
				// Gone already.
			}
			await exited;
		}
	};
	try {
		await waitUntilReady( url, child, () => output );
	} catch ( error ) {
		await stop();
		throw error;
	}
	return { url, stop };
}
