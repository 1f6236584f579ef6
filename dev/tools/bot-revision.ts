/**
 * `npm run bot:revision`: writes the recruiting bot's template revision
 * (cfn/bot-rules.ts) into its BotVersion description after a change to the
 * bot, so the next stack update replaces the version the alias serves.
 */
import fs from 'node:fs';
import path from 'node:path';

import { botRevision } from './cfn/bot-rules';

const TEMPLATE = path.resolve(
	__dirname,
	'../../aws/recruiting-bot.template.json'
);
const text = fs.readFileSync( TEMPLATE, 'utf8' );
const revision = botRevision( JSON.parse( text ).Resources.Bot );
const updated = text.replace(
	/template revision [0-9a-f]{12}/,
	`template revision ${ revision }`
);
if ( updated === text ) {
	process.stdout.write( `Template revision ${ revision }: up to date.\n` );
} else {
	fs.writeFileSync( TEMPLATE, updated );
	process.stdout.write( `Template revision ${ revision }: written.\n` );
}
