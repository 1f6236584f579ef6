/**
 * Part of `npm run build`: writes build/bot-words.json, the template's
 * words for every locale (extract.ts), which PHP hands to the page
 * (includes/bot-words.php). Run after webpack, which empties build/.
 */
import fs from 'node:fs';
import path from 'node:path';

import { readBotTemplate } from '../bot-template';
import { botWordsOf } from './extract';

export const BOT_WORDS_FILE = path.resolve(
	__dirname,
	'../../build/bot-words.json'
);

const words = botWordsOf( readBotTemplate() );
fs.mkdirSync( path.dirname( BOT_WORDS_FILE ), { recursive: true } );
fs.writeFileSync( BOT_WORDS_FILE, JSON.stringify( words ) + '\n' );
process.stdout.write(
	`Bot words: ${ Object.keys( words ).join( ', ' ) } → ${ path.relative(
		process.cwd(),
		BOT_WORDS_FILE
	) }\n`
);
