/**
 * The chat's stand-in tests (`*.stand-ins.test.ts` under src/chat) once
 * under each freedom of the Lex V2 stand-in (dev/services/lex/freedoms.ts):
 * one Jest project per switch, sharing the workers. Each project's setup
 * sets SERVICES_LEX_FREEDOMS, which `startServices()` reads.
 * `npm run test:lex-freedoms:unit`; `--selectProjects "lex fallbackFirst"`
 * runs one.
 */
const base = require( './jest.config.js' );
const switches = require( './dev/services/lex/freedom-switches.json' );

const { maxWorkers, ...project } = base;

module.exports = {
	maxWorkers,
	projects: switches.map( ( freedoms ) => ( {
		...project,
		displayName: `lex ${ freedoms }`,
		testMatch: [ '<rootDir>/src/chat/**/test/*.stand-ins.test.ts' ],
		globals: { LEX_FREEDOMS: freedoms },
		setupFiles: [ '<rootDir>/tests/lex-freedoms-setup.ts' ],
	} ) ),
};
