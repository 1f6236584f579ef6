/**
 * `npm run stop`: stop every process a stack recorded, demo and tests.
 */
import { e2eProfile, siteProfile } from './config';
import { MAX_SHARDS } from './e2e-shards';
import { reportFailure } from './errors';
import { stopRecorded } from './processes';

async function main(): Promise< void > {
	const report = ( name: string, stopped: string[] ) =>
		process.stdout.write(
			stopped.length
				? `Stopped ${ name }: ${ stopped.join( ', ' ) }\n`
				: `Nothing running for ${ name }.\n`
		);
	for ( const profile of [ siteProfile(), e2eProfile() ] ) {
		report( profile.name, await stopRecorded( profile.root ) );
	}
	// Shards of a test run (see e2e-shards.ts): named only when one was left.
	for ( let shard = 0; shard < MAX_SHARDS; shard++ ) {
		const stopped = await stopRecorded( e2eProfile( shard ).root );
		if ( stopped.length > 0 ) {
			report( `e2e shard ${ shard + 1 }`, stopped );
		}
	}
}

main().catch( ( error ) => process.exit( reportFailure( error ) ) );
