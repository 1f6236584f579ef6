/**
 * First-paint correctness: reload a page many times in one state and count
 * the frames that rendered the other state's blocks.
 */
import type { Browser } from '@playwright/test';

import { newCandidateContext } from './browser';
import { signInThroughAts } from './candidate-session';
import {
	installWrongStateProbe,
	readWrongStateProbe,
	SIGNED_IN_BLOCKS,
	SIGNED_OUT_BLOCKS,
} from './probes/wrong-state-probe';

export type CandidateState = 'signed-in' | 'signed-out';

export interface FirstPaintResult {
	path: string;
	state: CandidateState;
	loads: number;
	/** Animation frames watched over all loads. */
	frames: number;
	/** Of those, before DOMContentLoaded. */
	framesBeforeDomContentLoaded: number;
	/** Frames in which the other state's blocks were in the document. */
	framesWithBlocks: number;
	/** Frames that rendered the other state's blocks. */
	wrongStateFrames: number;
	/** Loads with at least one such frame. */
	loadsWithWrongFrames: number;
	/** Largest cumulative layout shift of a load. */
	worstLayoutShift: number;
}

/**
 * @param browser Browser.
 * @param baseUrl Site URL.
 * @param path    Page path.
 * @param state   Who looks.
 * @param loads   How many loads.
 */
export async function measureFirstPaint(
	browser: Browser,
	baseUrl: string,
	path: string,
	state: CandidateState,
	loads = 20
): Promise< FirstPaintResult > {
	const context = await newCandidateContext( browser, baseUrl );
	try {
		const page = await context.newPage();
		if ( state === 'signed-in' ) {
			await signInThroughAts( page, 'interest', path );
		}
		await installWrongStateProbe(
			page,
			state === 'signed-in' ? SIGNED_OUT_BLOCKS : SIGNED_IN_BLOCKS
		);
		const result: FirstPaintResult = {
			path,
			state,
			loads,
			frames: 0,
			framesBeforeDomContentLoaded: 0,
			framesWithBlocks: 0,
			wrongStateFrames: 0,
			loadsWithWrongFrames: 0,
			worstLayoutShift: 0,
		};
		for ( let load = 0; load < loads; load++ ) {
			await page.goto( path );
			// The runtime and the persona list settle after load.
			await page.waitForLoadState( 'networkidle' );
			const report = await readWrongStateProbe( page );
			result.frames += report.frames;
			result.framesBeforeDomContentLoaded +=
				report.framesBeforeDomContentLoaded;
			result.framesWithBlocks += report.framesWithBlocks;
			result.wrongStateFrames += report.wrongStateFrames;
			if ( report.wrongStateFrames > 0 ) {
				result.loadsWithWrongFrames++;
			}
			result.worstLayoutShift = Math.max(
				result.worstLayoutShift,
				report.layoutShift
			);
		}
		return result;
	} finally {
		await context.close();
	}
}
