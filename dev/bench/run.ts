/**
 * `npm run bench`: a fresh stack of its own, then the measurements of
 * issue 8 — bytes, Lighthouse with and without the blocks, first-paint
 * correctness and the chat's timings and requests — printed as one table
 * and written to bench/results.json.
 *
 * The anchors' npm packages are installed on the first run
 * (anchors/anchor-packages.ts), not by `npm install`.
 *
 * Environment: BENCH_WP_PORT, BENCH_DB_PORT, BENCH_SERVICES_PORT (default
 * 8970, 3370, 9370), BENCH_RELOADS (default 20), BENCH_CONVERSATIONS
 * (default 3), BENCH_LIGHTHOUSE_RUNS (per page and form factor, median;
 * default 1), BENCH_FIRST_WORDS_RUNS (opens per case, default 3), and
 * BENCH_ONLY=chat for the chat's measures alone (no bytes, first paint or
 * Lighthouse).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PROJECT_ROOT } from '../stack/config';
import { reportFailure } from '../stack/errors';
import {
	FileSizes,
	measureLoadOnly,
	measurePageBytes,
	type PageBytes,
	type PhaseBytes,
} from './asset-bytes';
import { ensureAnchorPackages } from './anchors/anchor-packages';
import {
	anchorFirstWordsTargets,
	measureAnchorBytes,
	setUpAnchors,
	type AnchorResults,
} from './anchors/anchor-run';
import {
	LEX_WEB_UI_REPOSITORY_DIST,
	renderAnchorTable,
} from './anchors/anchor-table';
import { createBareCopies } from './bare-pages';
import { startBenchStack } from './bench-stack';
import { launchBrowser } from './browser';
import { timeConversation, type ConversationTiming } from './chat-timing';
import { measureFirstPaint, type FirstPaintResult } from './first-paint';
import {
	timeFirstWords,
	type FirstWordsRun,
	type FirstWordsTarget,
} from './first-words';
import { runLighthouse } from './lighthouse-runs';
import type { BenchResults } from './results';
import { renderTable } from './table';

const RESULTS_FILE = path.join( PROJECT_ROOT, 'bench', 'results.json' );

function countFromEnv( name: string, fallback: number ): number {
	const raw = process.env[ name ];
	if ( ! raw ) {
		return fallback;
	}
	const value = Number( raw );
	if ( ! Number.isInteger( value ) || value < 1 ) {
		throw new Error(
			`${ name } must be a positive whole number, not "${ raw }".`
		);
	}
	return value;
}

function packageVersion( name: string ): string {
	const file = path.join(
		PROJECT_ROOT,
		'node_modules',
		name,
		'package.json'
	);
	const data: unknown = JSON.parse( fs.readFileSync( file, 'utf8' ) );
	return typeof data === 'object' &&
		data !== null &&
		typeof ( data as { version?: unknown } ).version === 'string'
		? ( data as { version: string } ).version
		: 'unknown';
}

async function main(): Promise< void > {
	const started = Date.now();
	const elapsed = () =>
		`${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s`;
	const log = ( line: string ) =>
		process.stdout.write( `[bench ${ elapsed() }] ${ line }\n` );
	const reloads = countFromEnv( 'BENCH_RELOADS', 20 );
	const conversationCount = countFromEnv( 'BENCH_CONVERSATIONS', 3 );
	const lighthouseRuns = countFromEnv( 'BENCH_LIGHTHOUSE_RUNS', 1 );
	const firstWordsRuns = countFromEnv( 'BENCH_FIRST_WORDS_RUNS', 3 );
	const only = process.env.BENCH_ONLY ?? '';
	if ( only && only !== 'chat' ) {
		throw new Error( `BENCH_ONLY may only be "chat", not "${ only }".` );
	}
	const everything = only === '';

	// Before the stack: a failed install costs no stack start.
	ensureAnchorPackages( { log } );
	const bench = await startBenchStack( log );
	const onSignal = () => {
		bench.dispose().finally( () => process.exit( 130 ) );
	};
	process.on( 'SIGINT', onSignal );
	process.on( 'SIGTERM', onSignal );
	try {
		const baseUrl = bench.stack.url;
		log( `stack up at ${ baseUrl }` );
		const pages = await createBareCopies( bench.admin );
		const anchorPages = await setUpAnchors(
			bench.admin,
			bench.profile,
			bench.stack.services
		);
		const careersPair = pages.find(
			( pair ) => pair.withBlocks === '/careers/'
		);
		if ( ! careersPair ) {
			throw new Error( 'No copy of /careers/ without the blocks.' );
		}
		let anchorBytes: AnchorResults[ 'bytes' ] = [];
		const browser = await launchBrowser();
		const bytes: PageBytes[] = [];
		const bytesWithoutBlocks: Record< string, PhaseBytes > = {};
		const firstPaint: FirstPaintResult[] = [];
		const conversations: ConversationTiming[] = [];
		const firstWords: FirstWordsRun[] = [];
		let chromium = browser.version();
		try {
			const sizes = new FileSizes();
			for ( const pair of everything ? pages : [] ) {
				bytes.push(
					await measurePageBytes(
						browser,
						baseUrl,
						pair.withBlocks,
						sizes
					)
				);
				bytesWithoutBlocks[ pair.withBlocks ] = await measureLoadOnly(
					browser,
					baseUrl,
					pair.withoutBlocks,
					sizes
				);
				log( `bytes ${ pair.withBlocks }` );
			}
			if ( everything ) {
				anchorBytes = await measureAnchorBytes(
					browser,
					baseUrl,
					anchorPages,
					careersPair,
					sizes
				);
				log( 'bytes of the anchors' );
			}
			for ( const pair of everything ? pages : [] ) {
				for ( const state of [ 'signed-in', 'signed-out' ] as const ) {
					const result = await measureFirstPaint(
						browser,
						baseUrl,
						pair.withBlocks,
						state,
						reloads
					);
					firstPaint.push( result );
					log(
						`first paint ${ pair.withBlocks } ${ state }: ${ result.wrongStateFrames } wrong frames of ${ result.frames }`
					);
				}
			}
			for ( let run = 0; run < conversationCount; run++ ) {
				conversations.push(
					await timeConversation(
						browser,
						baseUrl,
						bench.stack.services
					)
				);
				log(
					`chat conversation ${ run + 1 } of ${ conversationCount }`
				);
			}
			const targets: FirstWordsTarget[] = [
				{
					path: careersPair.withBlocks,
					selectors: {
						launchers: '.careers-chat__launcher',
						messages: '.careers-chat__entry--bot',
					},
					frame: async ( page ) => page.mainFrame(),
					lexUrl: bench.stack.services[ 'lex-runtime-v2' ],
				},
				...anchorFirstWordsTargets( anchorPages ),
			];
			for ( const target of targets ) {
				for ( const scenario of [ 'cold', 'prefetched' ] as const ) {
					for ( let run = 0; run < firstWordsRuns; run++ ) {
						const result = await timeFirstWords(
							browser,
							baseUrl,
							target,
							scenario
						);
						firstWords.push( result );
						log(
							`first words ${ target.path } ${ scenario }: ${ Math.round(
								result.openToPaintMs
							) } ms, ${ result.roundTrips.count } round trips`
						);
					}
				}
			}
			chromium = browser.version();
		} finally {
			await browser.close();
		}
		// Alone on the machine: Lighthouse's timings suffer from company.
		const lighthouse = everything
			? await runLighthouse(
					baseUrl,
					pages.flatMap( ( pair ) => [
						pair.withBlocks,
						pair.withoutBlocks,
					] ),
					[ 'mobile', 'desktop' ],
					log,
					lighthouseRuns
				)
			: [];
		// The anchors and our page again, mobile only, the same way.
		const anchorLighthouse = everything
			? await runLighthouse(
					baseUrl,
					anchorPages.slice( 1 ).map( ( page ) => page.path ),
					[ 'mobile' ],
					log,
					lighthouseRuns
				)
			: [];
		const anchors: AnchorResults = {
			pages: anchorPages,
			bare: careersPair.withoutBlocks,
			bytes: anchorBytes,
			lighthouse: [ ...lighthouse, ...anchorLighthouse ],
			firstWords,
		};
		const results: BenchResults = {
			date: new Date().toISOString(),
			machine: {
				cpus: os.cpus().length,
				node: process.version,
				chromium,
				lighthouse: packageVersion( 'lighthouse' ),
			},
			durationSeconds: Math.round( ( Date.now() - started ) / 1000 ),
			settings: {
				reloads,
				conversations: conversationCount,
				lighthouseRuns,
				firstWordsRuns,
				...( only ? { only } : {} ),
			},
			pages,
			bytes,
			bytesWithoutBlocks,
			lighthouse,
			firstPaint,
			chat: {
				path: '/careers/',
				conversations,
				firstWords: firstWords.filter(
					( run ) => run.path === careersPair.withBlocks
				),
			},
			anchors,
		};
		fs.mkdirSync( path.dirname( RESULTS_FILE ), { recursive: true } );
		fs.writeFileSync(
			RESULTS_FILE,
			`${ JSON.stringify( results, null, '\t' ) }\n`
		);
		process.stdout.write(
			`\nBenchmark of ${ results.date.slice( 0, 10 ) } (${ results.machine.cpus } CPUs, Node ${ results.machine.node }, Chromium ${ chromium }, Lighthouse ${ results.machine.lighthouse }; ${ reloads } loads per state, ${ conversationCount } conversations, ${ lighthouseRuns } Lighthouse run(s) each; ${ results.durationSeconds } s)\n\n${ renderTable(
				results
			) }\n\nThe same chat beside the anchors (${ lighthouseRuns } Lighthouse run(s) each, median):\n\n${ renderAnchorTable(
				anchors
			) }\n\n${ LEX_WEB_UI_REPOSITORY_DIST }.\n\nWritten to ${ path.relative( PROJECT_ROOT, RESULTS_FILE ) }.\n`
		);
	} finally {
		await bench.dispose();
		log( 'stack stopped' );
	}
}

main().catch( ( error ) => process.exit( reportFailure( error ) ) );
