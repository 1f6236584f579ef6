/* @jest-environment node */
/**
 * `npm run lint:cfn` runs the real cfn-lint: the template passes with no
 * error and no warning, and a template with an unknown property or a value
 * outside an enum fails it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
	findCfnLint,
	hasFlag,
	runCfnLint,
	type LintResult,
} from '../cfn/cfn-lint-runner';

const TEMPLATE_FILE = path.resolve(
	__dirname,
	'../../../aws/recruiting-bot.template.json'
);

// cfn-lint starts Python and loads its schemas: seconds a run.
jest.setTimeout( 300_000 );

let folder: string;

beforeAll( () => {
	folder = mkdtempSync( path.join( tmpdir(), 'cfn-lint-' ) );
} );
afterAll( () => rmSync( folder, { recursive: true, force: true } ) );

/**
 * cfn-lint on the template with one value set.
 * @param name  The file name.
 * @param where The path to the value.
 * @param value What it becomes.
 */
function lintChanged(
	name: string,
	where: Array< string | number >,
	value: unknown
): LintResult {
	const template: unknown = JSON.parse(
		readFileSync( TEMPLATE_FILE, 'utf8' )
	);
	const parent = where
		.slice( 0, -1 )
		.reduce< unknown >(
			( node, key ) => ( node as Record< string, unknown > )[ key ],
			template
		) as Record< string, unknown >;
	parent[ where[ where.length - 1 ] ] = value;
	const file = path.join( folder, name );
	writeFileSync( file, JSON.stringify( template, null, '\t' ) );
	const result = runCfnLint( file, findCfnLint() );
	// The outputs go to the lead's note: print them.
	process.stdout.write(
		`--- ${ name }: exit ${ result.status }\n${ result.output }`
	);
	return result;
}

describe( 'lint:cfn runs the real cfn-lint', () => {
	it( 'finds no error and no warning in the template', () => {
		const result = runCfnLint( TEMPLATE_FILE, findCfnLint() );
		expect( result ).toEqual( { status: 0, output: '', failed: false } );
	} );

	it( 'fails on an unknown property', () => {
		const result = lintChanged(
			'unknown-property.json',
			[ 'Resources', 'Bot', 'Properties', 'IdleSessionTimeout' ],
			300
		);
		expect( result.failed ).toBe( true );
		expect( hasFlag( result.status, 2 ) ).toBe( true );
		expect( result.output ).toMatch(
			/E3002 Additional properties are not allowed \('IdleSessionTimeout' was unexpected\)/
		);
	} );

	it( 'fails on a value outside an enum', () => {
		const result = lintChanged(
			'bad-enum.json',
			[
				...[ 'Resources', 'Bot', 'Properties', 'BotLocales', 0 ],
				...[ 'Intents', 0, 'IntentClosingSetting', 'NextStep' ],
				...[ 'DialogAction', 'Type' ],
			],
			'JumpToSlot'
		);
		expect( result.failed ).toBe( true );
		expect( hasFlag( result.status, 2 ) ).toBe( true );
		expect( result.output ).toMatch( /E3030 'JumpToSlot' is not one of/ );
	} );
} );
