/**
 * Lighthouse 12 through its Node API, in Debian's Chromium started by
 * chrome-launcher (a Lighthouse dependency): performance only, mobile
 * (Lighthouse's default, simulated throttling) and desktop.
 */
import { launchOptions } from './browser';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseScore {
	path: string;
	formFactor: FormFactor;
	/** Performance score, 0–100. */
	score: number;
	/** Total blocking time, ms. */
	totalBlockingTime: number;
	cumulativeLayoutShift: number;
	largestContentfulPaint: number;
	/** Lighthouse's own warnings about the run. */
	warnings: string[];
}

interface AuditLike {
	numericValue?: number;
}

function numeric( audits: Record< string, AuditLike >, id: string ): number {
	const value = audits[ id ]?.numericValue;
	if ( typeof value !== 'number' ) {
		throw new Error( `Lighthouse gave no value for ${ id }.` );
	}
	return value;
}

/**
 * Run every path in every form factor in one browser, one after another;
 * with several runs, each metric is the median.
 *
 * @param baseUrl     Site URL.
 * @param paths       Pages.
 * @param formFactors Form factors.
 * @param log         Progress output.
 * @param runs        Runs per page and form factor.
 */
export async function runLighthouse(
	baseUrl: string,
	paths: readonly string[],
	formFactors: readonly FormFactor[],
	log: ( line: string ) => void,
	runs = 1
): Promise< LighthouseScore[] > {
	const { default: lighthouse } = await import( 'lighthouse' );
	const { default: desktopConfig } =
		await import( 'lighthouse/core/config/desktop-config.js' );
	// Lighthouse's own launcher, installed with it (a dependency of lighthouse).
	// eslint-disable-next-line import/no-extraneous-dependencies
	const chromeLauncher = await import( 'chrome-launcher' );
	const options = launchOptions();
	const chrome = await chromeLauncher.launch( {
		chromePath: options.executablePath,
		chromeFlags: [ '--headless=new', ...( options.args ?? [] ) ],
	} );
	const scores: LighthouseScore[] = [];
	try {
		for ( const path of paths ) {
			for ( const formFactor of formFactors ) {
				const started = Date.now();
				const each: LighthouseScore[] = [];
				for ( let run = 0; run < runs; run++ ) {
					const result = await lighthouse(
						new URL( path, baseUrl ).href,
						{
							port: chrome.port,
							output: 'json',
							logLevel: 'error',
							onlyCategories: [ 'performance' ],
						},
						formFactor === 'desktop' ? desktopConfig : undefined
					);
					if ( ! result ) {
						throw new Error(
							`Lighthouse returned nothing for ${ path }.`
						);
					}
					const { lhr } = result;
					const audits = lhr.audits as Record< string, AuditLike >;
					each.push( {
						path,
						formFactor,
						score: Math.round(
							( lhr.categories.performance?.score ?? 0 ) * 100
						),
						totalBlockingTime: numeric(
							audits,
							'total-blocking-time'
						),
						cumulativeLayoutShift: numeric(
							audits,
							'cumulative-layout-shift'
						),
						largestContentfulPaint: numeric(
							audits,
							'largest-contentful-paint'
						),
						warnings: lhr.runWarnings.map( String ),
					} );
				}
				const score = medianScore( each );
				scores.push( score );
				log(
					`lighthouse ${ formFactor } ${ path }: ${ score.score } (${ runs } run${
						runs > 1 ? 's' : ''
					}, ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s)`
				);
			}
		}
	} finally {
		chrome.kill();
	}
	return scores;
}

function middle( values: number[] ): number {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.floor( ( sorted.length - 1 ) / 2 ) ];
}

/**
 * Each metric's median over the runs (the lower middle for an even count).
 *
 * @param runs Runs of one page in one form factor.
 */
function medianScore( runs: LighthouseScore[] ): LighthouseScore {
	return {
		...runs[ 0 ],
		score: middle( runs.map( ( run ) => run.score ) ),
		totalBlockingTime: middle(
			runs.map( ( run ) => run.totalBlockingTime )
		),
		cumulativeLayoutShift: middle(
			runs.map( ( run ) => run.cumulativeLayoutShift )
		),
		largestContentfulPaint: middle(
			runs.map( ( run ) => run.largestContentfulPaint )
		),
		warnings: runs.flatMap( ( run ) => run.warnings ),
	};
}
