/**
 * The chat's specs under each freedom of the Lex V2 stand-in
 * (dev/services/lex/freedoms.ts), in Chromium: in every run the tests
 * tagged @freedoms (`freedom-<switch>` projects); the whole specs only
 * when named (`default: false`): `npm run test:lex-freedoms:e2e`, or
 * `npm run test:e2e -- --project=lex-fallbackFirst`. A worker's stack
 * serves every project, so the `lexFreedoms` option is set on the stack's
 * V2 stand-in before each test and reset after it.
 */
import type { Fixtures } from '@playwright/test';

import switches from '../../dev/services/lex/freedom-switches.json';
import { parseFreedoms } from '../../dev/services/lex/freedoms';
import type { Services } from './fixtures';

/**
 * The specs that hold the chat's conversation on Lex V2 in English and
 * Spanish; the full suite once per switch would add about as many minutes
 * as it takes. The locale switch also runs the spec of a site whose
 * language the bot lacks, where the chat falls back to en_US.
 */
const CONVERSATION_SPECS = [
	'**/chat.spec.ts',
	'**/chat-understanding.spec.ts',
	'**/i18n.spec.ts',
];
export const LEX_FREEDOM_SPECS: Record< string, string[] > = {
	localeBadRequest: [ '**/chat-site-language.spec.ts', '**/i18n.spec.ts' ],
};

/** The freedoms are V2's: the V1 chat's tests would only run again. */
const NOT_V2 = /Chat on Lex V1/;

export interface LexFreedomsOptions {
	/** SERVICES_LEX_FREEDOMS syntax; empty: the stand-in as it started. */
	lexFreedoms: string;
}

export interface LexFreedomsFixtures extends LexFreedomsOptions {
	lexFreedomsSet: void;
}

/**
 * The tests every run takes under each switch (issue 42: the chat finds
 * jobs, answers commands and falls back to en_US under every switch, in
 * npm test): a search to job results, help and start over, and a site
 * whose language the bot lacks.
 */
export const IN_EVERY_RUN = /@freedoms/;

const SWITCH_SPECS = [ ...CONVERSATION_SPECS, '**/chat-site-language.spec.ts' ];

/**
 * Two projects per switch: `freedom-<switch>`, in every run, the tests
 * tagged @freedoms; and `lex-<switch>`, only when named, the whole specs.
 */
export function lexFreedomProjects() {
	return switches.flatMap( ( freedoms ) => {
		const name = freedoms.replace( '=', '-' );
		const use = { engine: 'chromium' as const, lexFreedoms: freedoms };
		return [
			{
				name: `freedom-${ name }`,
				testMatch: SWITCH_SPECS,
				grep: IN_EVERY_RUN,
				// The commands in one language: the words are the bot's.
				grepInvert: new RegExp( `${ NOT_V2.source }|\\(Spanish\\)` ),
				use,
			},
			{
				name: `lex-${ name }`,
				testMatch: LEX_FREEDOM_SPECS[ freedoms ] ?? CONVERSATION_SPECS,
				grepInvert: NOT_V2,
				default: false,
				use,
			},
		];
	} );
}

async function freedomsCall( url: string, init: RequestInit ) {
	const response = await fetch( `${ url }__freedoms`, init );
	if ( ! response.ok ) {
		throw new Error(
			`${ init.method } ${ url }__freedoms: ${
				response.status
			} ${ await response.text() }`
		);
	}
}

export const lexFreedomsFixtures: Fixtures<
	LexFreedomsFixtures,
	object,
	{ services: Services }
> = {
	lexFreedoms: [ '', { option: true } ],
	lexFreedomsSet: [
		async ( { lexFreedoms, services }, provide ) => {
			if ( ! lexFreedoms ) {
				await provide();
				return;
			}
			const url = services[ 'lex-runtime-v2' ];
			await freedomsCall( url, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify(
					parseFreedoms( lexFreedoms, 'lexFreedoms' )
				),
			} );
			await provide();
			await freedomsCall( url, { method: 'DELETE' } );
		},
		{ auto: true },
	],
};
