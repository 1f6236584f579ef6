/**
 * `npm start`: the demo site in the foreground; Ctrl-C stops everything.
 */
import { siteProfile } from './config';
import { reportFailure } from './errors';
import { startStack } from './stack';

async function main(): Promise< void > {
	const profile = siteProfile();
	const started = Date.now();
	const stack = await startStack( profile, {
		fresh: false,
		stopStale: false,
		// Seconds since the start, to see where a new machine's time goes.
		log: ( line ) =>
			process.stdout.write(
				`[${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s] ${ line }\n`
			),
	} );
	let stopping = false;
	const shutdown = async () => {
		if ( stopping ) {
			return;
		}
		stopping = true;
		process.stdout.write( '\nStopping…\n' );
		await stack.stop();
		process.exit( 0 );
	};
	process.on( 'SIGINT', shutdown );
	process.on( 'SIGTERM', shutdown );
	process.stdout.write(
		[
			'',
			`Careers demo is up (${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s).`,
			`  Site:        ${ stack.url }/careers/`,
			`  Admin:       ${ stack.adminUrl }  (admin / password; editor / password)`,
			...Object.entries( stack.services ).map(
				( [ name, url ] ) => `  ${ name.padEnd( 17 ) } ${ url }`
			),
			'Press Ctrl-C to stop (or run `npm run stop` elsewhere).',
			'',
		].join( '\n' )
	);
}

main().catch( ( error ) => process.exit( reportFailure( error ) ) );
