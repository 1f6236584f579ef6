/**
 * `npm run stop`: stop every process a stack recorded, demo and tests.
 */
import { e2eProfile, siteProfile } from './config';
import { reportFailure } from './errors';
import { stopRecorded } from './processes';

async function main(): Promise< void > {
	for ( const profile of [ siteProfile(), e2eProfile() ] ) {
		const stopped = await stopRecorded( profile.root );
		process.stdout.write(
			stopped.length
				? `Stopped ${ profile.name }: ${ stopped.join( ', ' ) }\n`
				: `Nothing running for ${ profile.name }.\n`
		);
	}
}

main().catch( ( error ) => process.exit( reportFailure( error ) ) );
