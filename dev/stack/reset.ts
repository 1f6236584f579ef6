/**
 * `npm run reset`: stop the demo stack and wipe its site and database.
 */
import fs from 'node:fs';

import { siteProfile } from './config';
import { reportFailure } from './errors';
import { stopRecorded } from './processes';

async function main(): Promise< void > {
	const profile = siteProfile();
	await stopRecorded( profile.root );
	fs.rmSync( profile.root, { recursive: true, force: true } );
	process.stdout.write(
		`Wiped ${ profile.root }. \`npm start\` builds a fresh site.\n`
	);
}

main().catch( ( error ) => process.exit( reportFailure( error ) ) );
