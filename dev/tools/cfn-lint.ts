/**
 * `npm run lint:cfn`: the recruiting bot template under the real cfn-lint
 * (cfn/cfn-lint-runner.ts: PyPI's where pip can install it, else the
 * offline copy), which must find no error and no warning (a warning may be
 * ignored only in the template's own `Metadata` `cfn-lint` config, with the
 * reason); then what cfn-lint does not check: the visitor role's least
 * privilege, the bot's rules for Lex and stack updates (cfn/bot-rules.ts)
 * and the template's size. Exits 1 on any problem.
 */
import fs from 'node:fs';
import path from 'node:path';

import { botTemplateProblems } from './cfn/bot-rules';
import { findCfnLint, ROOT, runCfnLint } from './cfn/cfn-lint-runner';
import { leastPrivilegeProblems } from './cfn/least-privilege';

const TEMPLATE = path.join( ROOT, 'aws', 'recruiting-bot.template.json' );
/** `aws cloudformation deploy` sends a template up to this size without S3. */
export const TEMPLATE_BODY_LIMIT = 51_200;

function main(): number {
	const text = fs.readFileSync( TEMPLATE, 'utf8' );
	const relative = path.relative( ROOT, TEMPLATE );
	const template: unknown = JSON.parse( text );
	const problems = [
		...leastPrivilegeProblems( template ).map(
			( line ) => `least privilege: ${ line }`
		),
		...botTemplateProblems( template ).map( ( line ) => `bot: ${ line }` ),
	];
	const size = Buffer.byteLength( text );
	if ( size > TEMPLATE_BODY_LIMIT ) {
		problems.push(
			`size: ${ size } bytes, over the ${ TEMPLATE_BODY_LIMIT } bytes aws cloudformation deploy sends without an S3 bucket`
		);
	}
	const lint = findCfnLint( ( line ) =>
		process.stdout.write( `${ line }\n` )
	);
	const result = runCfnLint( relative, lint );
	process.stdout.write( result.output );
	if ( result.failed ) {
		problems.push( `${ lint.source } exited ${ result.status }` );
	}
	for ( const problem of problems ) {
		process.stdout.write( `${ relative }: ${ problem }\n` );
	}
	if ( problems.length > 0 ) {
		return 1;
	}
	process.stdout.write(
		`${ relative }: ${ lint.source }: no errors, no warnings; least privilege and the bot's rules kept; ${ size } bytes.\n`
	);
	return 0;
}

process.exitCode = main();
