/**
 * `npm run lint:cfn`: cfn-lint on the recruiting bot template, from PyPI,
 * in a virtual environment of the project's own (.local/venv). Where pip
 * cannot install it (no PyPI, and no mirror that has it), it says so in one
 * line and checks what it can from the npm registry instead: the template
 * against the CloudFormation resource specification in @aws-cdk/cfnspec
 * (fetched once into .local/cfnspec), and always the visitor role's least
 * privilege and the template's size. Exits 1 on any problem.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { leastPrivilegeProblems } from './cfn/least-privilege';
import { specProblems, type ResourceSpecification } from './cfn/spec-check';

const ROOT = path.resolve( __dirname, '../..' );
const TEMPLATE = path.join( ROOT, 'aws', 'recruiting-bot.template.json' );
const VENV = path.join( ROOT, '.local', 'venv' );
const CFN_LINT = path.join( VENV, 'bin', 'cfn-lint' );
/** The last @aws-cdk/cfnspec; its specification is 117.0.0 (2023). */
const CFNSPEC_VERSION = '2.72.1';
const CFNSPEC_DIR = path.join( ROOT, '.local', 'cfnspec', CFNSPEC_VERSION );
/** `aws cloudformation deploy` sends a template up to this size without S3. */
export const TEMPLATE_BODY_LIMIT = 51_200;

function run( command: string, args: string[] ) {
	return spawnSync( command, args, { cwd: ROOT, encoding: 'utf8' } );
}

function lastLine( text: string ): string {
	const lines = text.trim().split( '\n' ).filter( Boolean );
	return lines[ lines.length - 1 ] ?? '';
}

/** Installs cfn-lint into .local/venv; the reason when it cannot. */
function installCfnLint(): string | undefined {
	if ( fs.existsSync( CFN_LINT ) ) {
		return undefined;
	}
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
		'15',
		'cfn-lint',
	] );
	if ( pip.status !== 0 ) {
		return `pip install cfn-lint failed: ${ lastLine( pip.stderr ) }`;
	}
	return undefined;
}

function loadSpecification(): ResourceSpecification {
	const file = path.join(
		CFNSPEC_DIR,
		'package',
		'spec',
		'specification.json'
	);
	if ( ! fs.existsSync( file ) ) {
		fs.mkdirSync( CFNSPEC_DIR, { recursive: true } );
		const pack = run( 'npm', [
			'pack',
			`@aws-cdk/cfnspec@${ CFNSPEC_VERSION }`,
			'--pack-destination',
			CFNSPEC_DIR,
			'--silent',
		] );
		if ( pack.status !== 0 ) {
			throw new Error(
				`npm pack @aws-cdk/cfnspec failed: ${ lastLine( pack.stderr ) }`
			);
		}
		const tarball = path.join(
			CFNSPEC_DIR,
			pack.stdout.trim().split( '\n' ).pop() ?? ''
		);
		const untar = run( 'tar', [
			'xzf',
			tarball,
			'-C',
			CFNSPEC_DIR,
			'package/spec/specification.json',
		] );
		if ( untar.status !== 0 ) {
			throw new Error(
				`Cannot unpack ${ tarball }: ${ lastLine( untar.stderr ) }`
			);
		}
	}
	return JSON.parse(
		fs.readFileSync( file, 'utf8' )
	) as ResourceSpecification;
}

function main(): number {
	const text = fs.readFileSync( TEMPLATE, 'utf8' );
	const template: unknown = JSON.parse( text );
	const relative = path.relative( ROOT, TEMPLATE );
	const problems = leastPrivilegeProblems( template ).map(
		( line ) => `least privilege: ${ line }`
	);
	const size = Buffer.byteLength( text );
	if ( size > TEMPLATE_BODY_LIMIT ) {
		problems.push(
			`size: ${ size } bytes, over the ${ TEMPLATE_BODY_LIMIT } bytes aws cloudformation deploy sends without an S3 bucket`
		);
	}

	const unavailable = installCfnLint();
	let lint = 0;
	if ( unavailable === undefined ) {
		const result = spawnSync( CFN_LINT, [ relative ], {
			cwd: ROOT,
			stdio: 'inherit',
		} );
		lint = result.status ?? 1;
	} else {
		const spec = loadSpecification();
		process.stdout.write(
			`cfn-lint NOT run: ${ unavailable } (no registry this machine reaches serves it). ` +
				`Checked instead: resource types, properties and references against the CloudFormation resource specification ${ spec.ResourceSpecificationVersion } (@aws-cdk/cfnspec ${ CFNSPEC_VERSION }).\n`
		);
		problems.push(
			...specProblems( template, spec ).map(
				( line ) => `specification: ${ line }`
			)
		);
	}
	for ( const problem of problems ) {
		process.stdout.write( `${ relative }: ${ problem }\n` );
	}
	if ( problems.length === 0 && lint === 0 ) {
		process.stdout.write( `${ relative }: no problems.\n` );
		return 0;
	}
	return 1;
}

process.exitCode = main();
