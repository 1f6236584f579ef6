/**
 * `npm run stop`: stop every process a stack recorded, demo and tests.
 */
import { e2eProfile, siteProfile } from './config';
import { reportFailure } from './errors';
import { stopRecorded } from './processes';

async function main(): Promise< void > {
	const shards = Array.from( { length: 8 }, ( _, shard ) =>
		e2eProfile( shard )
	);
	for ( const profile of [ siteProfile(), e2eProfile(), ...shards ] ) {
		const stopped = await stopRecorded( profile.root );
		if ( stopped.length > 0 || ! profile.root.includes( '-shard' ) ) {
			process.stdout.write(
				stopped.length
					? `Stopped ${ profile.name }: ${ stopped.join( ', ' ) }\n`
					: `Nothing running for ${ profile.name }.\n`
			);
		}
	}
}

main().catch( ( error ) => process.exit( reportFailure( error ) ) );
