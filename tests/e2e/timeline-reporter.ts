/**
 * A Playwright reporter that prints, at the end of the run, how the worker
 * slots spent it (dev/stack/e2e-timeline.ts), and writes every test's
 * slot, start and duration to the artifacts folder: the data for making
 * CI's e2e run shorter, read off CI itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {
	FullConfig,
	Reporter,
	TestCase,
	TestResult,
} from '@playwright/test/reporter';

import {
	summariseTimeline,
	timelineLines,
	type TimelineEntry,
} from '../../dev/stack/e2e-timeline';

export default class TimelineReporter implements Reporter {
	private readonly started = Date.now();
	private readonly entries: TimelineEntry[] = [];
	private outputDir = '';

	onBegin( config: FullConfig ): void {
		this.outputDir = config.projects[ 0 ]?.outputDir ?? '';
	}

	onTestEnd( test: TestCase, result: TestResult ): void {
		this.entries.push( {
			slot: result.parallelIndex,
			title: `[${ test.parent.project()?.name ?? '' }] ${ path.basename(
				test.location.file
			) }: ${ test.title }`,
			start: result.startTime.getTime(),
			duration: result.duration,
		} );
	}

	onEnd(): void {
		if ( this.entries.length === 0 ) {
			return;
		}
		const summary = summariseTimeline( this.entries );
		const lines = timelineLines( summary, summary.startMs - this.started );
		process.stdout.write( `${ lines.join( '\n' ) }\n` );
		if ( this.outputDir ) {
			fs.mkdirSync( this.outputDir, { recursive: true } );
			fs.writeFileSync(
				path.join( path.dirname( this.outputDir ), 'timeline.json' ),
				JSON.stringify( this.entries )
			);
		}
	}

	printsToStdio(): boolean {
		return false;
	}
}
