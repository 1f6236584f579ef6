/**
 * The chat's stand-in tests (`*.stand-ins.test.ts` under src/chat) once
 * under each freedom of the Lex V2 stand-in (dev/services/lex/freedoms.ts):
 * one Jest project per switch, sharing the workers. Each project's setup
 * sets SERVICES_LEX_FREEDOMS, which `startServices()` reads.
 * `npm run test:lex-freedoms:unit`; `npm test` runs these projects beside
 * the unit tests (jest.all.config.js). `--selectProjects "lex fallbackFirst"`
 * runs one.
 */
const base = require( './jest.config.js' );
const switches = require( './dev/services/lex/freedom-switches.json' );

const { maxWorkers, ...project } = base;

const STAND_IN_TESTS = '<rootDir>/src/chat/**/test/*.stand-ins.test.ts';

/**
 * The tests a switch can change, where not all: `localeBadRequest` changes
 * only the answer for a locale the bot lacks (LEX_V2.checkRoute), which
 * only the bot client's tests ask for.
 */
const ONLY = {
	localeBadRequest: [
		'<rootDir>/src/chat/core/bot/test/*.stand-ins.test.ts',
	],
};

module.exports = {
	maxWorkers,
	projects: switches.map( ( freedoms ) => ( {
		...project,
		displayName: `lex ${ freedoms }`,
		testMatch: ONLY[ freedoms ] ?? [ STAND_IN_TESTS ],
		// JSONP to the job API: no Lex call, nothing a freedom changes. The
		// fault matrix: each service failing, under the default switches.
		testPathIgnorePatterns: [
			...project.testPathIgnorePatterns,
			'/common/test/jsonp\\.',
			'/test/fault-matrix-',
		],
		globals: { LEX_FREEDOMS: freedoms },
		setupFiles: [ '<rootDir>/tests/lex-freedoms-setup.ts' ],
	} ) ),
};
