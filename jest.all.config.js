/**
 * `npm test`'s one Jest run: the unit tests (jest.config.js) and the
 * chat's stand-in tests under each Lex freedom (jest.lex-freedoms.config.js)
 * as projects of one run, sharing its workers. Run one after the other they
 * left a core idle while a file waited on the SDK's retry back-off or a
 * stand-in's timeout (2026-12-08: 218 s of CPU in 166 s on two cores, 65%
 * busy); in one run with more workers than cores, the waits overlap.
 */
const { availableParallelism } = require( 'os' );

const unit = require( './jest.config.js' );
const freedoms = require( './jest.lex-freedoms.config.js' );

const { maxWorkers, testTimeout, ...unitProject } = unit;

module.exports = {
	// Two workers a core: measured warm on two cores (2026-12-08), the two
	// runs one after the other took 280 s, this one 259 s with three
	// workers and 186 s with four.
	// A number: Jest reads '200%' as 200 workers.
	maxWorkers:
		Number( process.env.JEST_WORKERS ) || 2 * availableParallelism(),
	testTimeout,
	projects: [ { ...unitProject, displayName: 'unit' }, ...freedoms.projects ],
};
