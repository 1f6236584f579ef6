/**
 * The real cfn-lint: from PyPI into the project's own virtual environment
 * (.local/venv) where pip can install it, otherwise the offline copy on
 * these machines (../shared/tools/cfn-lint, cfn-lint 1.51.4 with its
 * registry schemas). pip is tried once a run, with a short timeout: where
 * PyPI is out of reach it fails in seconds.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve( __dirname, '../../..' );
const VENV = path.join( ROOT, '.local', 'venv' );
const PIP_CFN_LINT = path.join( VENV, 'bin', 'cfn-lint' );
/** The version the shared copy is, so both give the same answers. */
const PIP_REQUIREMENTS = [ 'cfn-lint==1.51.4', 'aws-sam-translator==1.110.0' ];
export const SHARED_CFN_LINT = path.resolve(
	ROOT,
	'..',
	'shared',
	'tools',
	'cfn-lint',
	'cfn-lint'
);

export interface CfnLint {
	command: string;
	/** Which one, for the report. */
	source: string;
}

function lastLine( text: string | null ): string {
	const lines = ( text ?? '' ).trim().split( '\n' ).filter( Boolean );
	return lines[ lines.length - 1 ] ?? '';
}

/** Installs cfn-lint into .local/venv; the reason when it cannot. */
function installFromPypi(): string | undefined {
	const run = ( command: string, args: string[] ) =>
		spawnSync( command, args, {
			cwd: ROOT,
			encoding: 'utf8',
			timeout: 120_000,
		} );
	if ( ! fs.existsSync( path.join( VENV, 'bin', 'pip' ) ) ) {
		const venv = run( 'python3', [ '-m', 'venv', VENV ] );
		if ( venv.status !== 0 ) {
			return `python3 -m venv failed: ${ lastLine( venv.stderr ) }`;
		}
	}
	const pip = run( path.join( VENV, 'bin', 'pip' ), [
		'install',
		'--quiet',
		'--retries',
		'0',
		'--timeout',
		'5',
		...PIP_REQUIREMENTS,
	] );
	return pip.status === 0
		? undefined
		: `pip install cfn-lint failed: ${ lastLine( pip.stderr ) || 'timed out' }`;
}

let found: CfnLint | undefined;

/**
 * The cfn-lint to run; throws when there is none.
 * @param log Says why pip's was not used.
 */
export function findCfnLint(
	log: ( line: string ) => void = () => undefined
): CfnLint {
	if ( found ) {
		return found;
	}
	const reason = fs.existsSync( PIP_CFN_LINT )
		? undefined
		: installFromPypi();
	if ( reason === undefined ) {
		found = { command: PIP_CFN_LINT, source: 'cfn-lint from PyPI' };
	} else if ( fs.existsSync( SHARED_CFN_LINT ) ) {
		log( `${ reason }; using ${ path.relative( ROOT, SHARED_CFN_LINT ) }` );
		found = {
			command: SHARED_CFN_LINT,
			source: 'cfn-lint 1.51.4, the offline copy',
		};
	} else {
		throw new Error(
			`No cfn-lint: ${ reason }, and there is no ${ SHARED_CFN_LINT }`
		);
	}
	return found;
}

/**
 * Whether cfn-lint's exit status has a flag (its status is a sum of flags).
 * @param status The exit status.
 * @param flag   1 usage, 2 errors, 4 warnings, 8 informational.
 */
export function hasFlag( status: number, flag: 1 | 2 | 4 | 8 ): boolean {
	return Math.floor( status / flag ) % 2 === 1;
}

export interface LintResult {
	/** cfn-lint's exit status: the sum of 2 (errors), 4 (warnings), 8 (info). */
	status: number;
	output: string;
	/** Errors or warnings (or a usage error): the check fails. */
	failed: boolean;
}

/**
 * cfn-lint on one template.
 * @param file The template.
 * @param lint The cfn-lint to run.
 */
export function runCfnLint( file: string, lint: CfnLint ): LintResult {
	const result = spawnSync( lint.command, [ file ], {
		cwd: ROOT,
		encoding: 'utf8',
		timeout: 600_000,
	} );
	const status = result.status ?? 1;
	return {
		status,
		output: `${ result.stdout ?? '' }${ result.stderr ?? '' }`,
		// A usage or configuration error, errors or warnings; informational
		// messages alone pass.
		failed:
			result.status === null ||
			( [ 1, 2, 4 ] as const ).some( ( flag ) =>
				hasFlag( status, flag )
			),
	};
}
