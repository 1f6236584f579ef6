/**
 * `npm run stop`: stop every process a stack recorded, demo and tests.
 */
import { e2eProfile, siteProfile } from './config';
import { MAX_SHARDS } from './e2e-shards';
import { reportFailure } from './errors';
import { stopRecorded } from './processes';
import { WORDPRESS_VERSIONS } from './wordpress-debian';

async function main(): Promise< void > {
	const report = ( name: string, stopped: string[] ) =>
		process.stdout.write(
			stopped.length
				? `Stopped ${ name }: ${ stopped.join( ', ' ) }\n`
				: `Nothing running for ${ name }.\n`
		);
	for ( const version of WORDPRESS_VERSIONS ) {
		report(
			`site (WordPress ${ version })`,
			await stopRecorded( siteProfile( version ).root )
		);
	}
	report( 'e2e', await stopRecorded( e2eProfile().root ) );
	// Shards of a test run (see e2e-shards.ts), and the smoke run on each
	// WordPress version (see run-e2e.ts): named only when one was left.
	const labels = [
		undefined,
		...WORDPRESS_VERSIONS.map( ( version ) => `wp${ version }` ),
	];
	for ( const label of labels ) {
		for ( let shard = -1; shard < MAX_SHARDS; shard++ ) {
			if ( shard === -1 && label === undefined ) {
				continue;
			}
			const stopped = await stopRecorded(
				e2eProfile( shard === -1 ? undefined : shard, { label } ).root
			);
			if ( stopped.length > 0 ) {
				report(
					`e2e${ label ? ` ${ label }` : '' }${
						shard === -1 ? '' : ` shard ${ shard + 1 }`
					}`,
					stopped
				);
			}
		}
	}
}

main().catch( ( error ) => process.exit( reportFailure( error ) ) );
