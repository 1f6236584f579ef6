/**
 * What `npm run bench` measured, as written to bench/results.json.
 */
import type { AnchorResults } from './anchors/anchor-run';
import type { PageBytes, PhaseBytes } from './asset-bytes';
import type { PagePair } from './bare-pages';
import type { ConversationTiming } from './chat-timing';
import type { FirstPaintResult } from './first-paint';
import type { FirstWordsRun } from './first-words';
import type { LighthouseScore } from './lighthouse-runs';

export interface BenchResults {
	/** ISO date and time the run finished. */
	date: string;
	machine: {
		cpus: number;
		node: string;
		chromium: string;
		lighthouse: string;
	};
	durationSeconds: number;
	/** Loads per first-paint measure, conversations, Lighthouse runs. */
	settings: {
		reloads: number;
		conversations: number;
		lighthouseRuns: number;
		firstWordsRuns: number;
		/** `chat` when only the chat's measures ran (BENCH_ONLY). */
		only?: string;
	};
	pages: PagePair[];
	bytes: PageBytes[];
	/** Everything loaded by each copy without the blocks, by its demo page. */
	bytesWithoutBlocks: Record< string, PhaseBytes >;
	lighthouse: LighthouseScore[];
	firstPaint: FirstPaintResult[];
	chat: {
		path: string;
		conversations: ConversationTiming[];
		/** Chat open → first bot message, phone network (ours and anchors). */
		firstWords: FirstWordsRun[];
	};
	/** Our chat beside aws-lex-web-ui and BotFramework Web Chat (issue 17). */
	anchors: AnchorResults;
}
