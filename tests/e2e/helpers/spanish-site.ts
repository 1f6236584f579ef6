/**
 * The site in Spanish. WordPress's own Spanish files are not installed
 * here, so core stays English; an empty core catalogue tells WordPress that
 * Spanish is installed, as it would be on a real site.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { mo } from 'gettext-parser';

function coreLanguageFile(): string {
	const stack = process.env.CAREERS_STACK_ROOT;
	if ( ! stack ) {
		throw new Error(
			'CAREERS_STACK_ROOT is not set: run the suite with `npm run test:e2e`.'
		);
	}
	return path.join(
		stack,
		'wordpress',
		'wp-content',
		'languages',
		'es_ES.mo'
	);
}

/**
 * Switch the site to Spanish; returns the function that switches it back.
 *
 * @param requestUtils WordPress request utilities (logged in as admin).
 */
export async function useSpanishSite(
	requestUtils: RequestUtils
): Promise< () => Promise< void > > {
	const file = coreLanguageFile();
	fs.mkdirSync( path.dirname( file ), { recursive: true } );
	fs.writeFileSync(
		file,
		mo.compile( {
			charset: 'utf-8',
			headers: {
				'Content-Type': 'text/plain; charset=UTF-8',
				Language: 'es_ES',
				'Plural-Forms': 'nplurals=2; plural=(n != 1);',
			},
			translations: { '': {} },
		} )
	);
	const saved = await requestUtils.rest< { language: string } >( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { language: 'es_ES' },
	} );
	if ( saved.language !== 'es_ES' ) {
		throw new Error(
			`The site language is ${ saved.language }, not es_ES.`
		);
	}
	return async () => {
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { language: '' },
		} );
		fs.rmSync( file, { force: true } );
	};
}
