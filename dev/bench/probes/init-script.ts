/**
 * `page.addInitScript` for a probe function, safe under tsx: esbuild (which
 * tsx runs with keepNames) wraps named functions in `__name(…)`, a helper
 * that exists in Node but not in the page, so the probe would stop at its
 * first named function. The wrapper gives the page a `__name` that does
 * nothing. Under Playwright's own transform the shim is simply unused.
 */
import type { Page } from '@playwright/test';

export async function addProbe< Arg >(
	page: Page,
	probe: ( arg: Arg ) => void,
	arg: Arg
): Promise< void > {
	await page.addInitScript( {
		content: `(() => {\n\tconst __name = ( target ) => target;\n\t( ${ probe.toString() } )( ${ JSON.stringify(
			arg
		) } );\n})();`,
	} );
}
