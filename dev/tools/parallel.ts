/**
 * `tsx dev/tools/parallel.ts typecheck lint:js build`: runs npm scripts side
 * by side and prints each one's output whole when it ends, so the log reads
 * as if they ran one after the other. Exits 1 when any failed, naming them.
 * The checks before the browser tests are single-threaded; two cores run
 * two at a time.
 */
import { spawn } from 'node:child_process';

interface Outcome {
	script: string;
	code: number;
	seconds: number;
}

function runScript( script: string ): Promise< Outcome > {
	const started = Date.now();
	return new Promise( ( resolve ) => {
		const child = spawn( 'npm', [ 'run', '--silent', script ], {
			stdio: [ 'ignore', 'pipe', 'pipe' ],
			env: { ...process.env, FORCE_COLOR: '0' },
		} );
		const output: Buffer[] = [];
		child.stdout.on( 'data', ( chunk: Buffer ) => output.push( chunk ) );
		child.stderr.on( 'data', ( chunk: Buffer ) => output.push( chunk ) );
		child.on( 'close', ( code ) => {
			const seconds = ( Date.now() - started ) / 1000;
			process.stdout.write(
				`\n> npm run ${ script } (${ seconds.toFixed( 1 ) } s, ${
					code === 0 ? 'passed' : `failed, exit ${ code }`
				})\n${ Buffer.concat( output ).toString() }`
			);
			resolve( { script, code: code ?? 1, seconds } );
		} );
	} );
}

async function main( scripts: string[] ): Promise< number > {
	if ( scripts.length === 0 ) {
		process.stderr.write(
			'Usage: tsx dev/tools/parallel.ts <npm script> [<npm script> …]\n'
		);
		return 2;
	}
	const outcomes = await Promise.all( scripts.map( runScript ) );
	const failed = outcomes.filter( ( outcome ) => outcome.code !== 0 );
	if ( failed.length > 0 ) {
		process.stderr.write(
			`\n✖ Failed: ${ failed.map( ( item ) => item.script ).join( ', ' ) }\n`
		);
		return 1;
	}
	return 0;
}

main( process.argv.slice( 2 ) ).then( ( code ) => process.exit( code ) );
