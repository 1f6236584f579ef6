/**
 * Jest setup for jest.lex-freedoms.config.js: the project's freedoms of
 * the Lex V2 stand-in, for `startServices()` in the test file to read.
 * Set before each file, as a worker runs files of every project.
 */
import { FREEDOMS_ENV_VAR } from '../dev/services/lex/freedoms';

declare global {
	// The project's `globals` (jest.lex-freedoms.config.js).

	var LEX_FREEDOMS: string | undefined;
}

process.env[ FREEDOMS_ENV_VAR ] = globalThis.LEX_FREEDOMS ?? '';
