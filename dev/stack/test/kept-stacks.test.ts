/** @jest-environment node */

/**
 * External dependencies
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import type { StackProfile } from '../config';
import { keepStack, keptStack, stopKeptStacks } from '../kept-stacks';
import { isAlive, readRecorded, recordProcess } from '../processes';
import type { ServiceUrls } from '../stack';

const SERVICES = { jobs: 'http://127.0.0.1:9203/' } as unknown as ServiceUrls;

function profileIn( root: string, wpVersion = '7.1' ): StackProfile {
	return {
		name: 'e2e',
		root,
		wpPort: 8890,
		dbPort: 3308,
		servicesPort: 9200,
		credentialTtlSeconds: 3600,
		organization: 'careers',
		wpVersion,
	} as StackProfile;
}

/** A server stand-in: a detached process in its own group. */
function startSleeper(): number {
	const child = spawn( 'sleep', [ '60' ], {
		detached: true,
		stdio: 'ignore',
	} );
	child.unref();
	return child.pid as number;
}

describe( 'a stack kept for the next worker of the run', () => {
	let root: string;
	let sleeper: number;

	beforeEach( () => {
		root = fs.mkdtempSync( path.join( os.tmpdir(), 'kept-stack-' ) );
		sleeper = startSleeper();
		recordProcess( root, { name: 'php', pid: sleeper } );
		recordProcess( root, { name: 'node', pid: process.pid } );
	} );

	afterEach( () => {
		if ( isAlive( sleeper ) ) {
			process.kill( -sleeper, 'SIGKILL' );
		}
		fs.rmSync( root, { recursive: true, force: true } );
	} );

	const keep = ( runId = 'run-1' ) =>
		keepStack( profileIn( root ), {
			runId,
			wpVersion: '7.1',
			url: 'http://127.0.0.1:8890',
			services: SERVICES,
		} );

	it( 'is taken over by the same run, and forgets the worker that left it', () => {
		keep();
		expect( readRecorded( root ).map( ( item ) => item.name ) ).toEqual( [
			'php',
		] );
		expect( keptStack( profileIn( root ), 'run-1' ) ).toEqual( {
			runId: 'run-1',
			wpVersion: '7.1',
			url: 'http://127.0.0.1:8890',
			services: SERVICES,
		} );
	} );

	it( 'is not taken over by another run, another WordPress, or when a server died', () => {
		keep();
		expect( keptStack( profileIn( root ), 'run-2' ) ).toBeUndefined();
		expect(
			keptStack( profileIn( root, '6.8' ), 'run-1' )
		).toBeUndefined();
		process.kill( -sleeper, 'SIGKILL' );
		return new Promise< void >( ( resolve ) => {
			const wait = () =>
				isAlive( sleeper ) ? setTimeout( wait, 20 ) : resolve();
			wait();
		} ).then( () => {
			expect( keptStack( profileIn( root ), 'run-1' ) ).toBeUndefined();
		} );
	} );

	it( 'is not taken over without a record of its own', () => {
		expect( keptStack( profileIn( root ), 'run-1' ) ).toBeUndefined();
	} );

	it( 'is stopped at the end of its run, and only of its run', async () => {
		keep( 'run-1' );
		expect( await stopKeptStacks( [ root ], 'run-2' ) ).toEqual( [] );
		expect( isAlive( sleeper ) ).toBe( true );
		expect( await stopKeptStacks( [ root ], 'run-1' ) ).toEqual( [ root ] );
		expect( isAlive( sleeper ) ).toBe( false );
		expect( keptStack( profileIn( root ), 'run-1' ) ).toBeUndefined();
	} );
} );
