/**
 * The two anchors of issue 17, built from their npm packages (installed for
 * the benchmark alone, anchor-packages.ts) and served by the bench stack's WordPress as static files, each as the
 * floating chat widget its documentation shows:
 * - aws-lex-web-ui 0.13.2 (the newest on npm; the repository's 0.24.1 is not
 *   published there): its loader in iframe mode, with the dependencies its
 *   loader names (AWS SDK 2.180, Vue 2.5.13, Vuex 3.0.1, Vuetify 0.17.6),
 *   served here instead of from their CDNs (there is no internet here), and
 *   its Cognito and Lex V1 calls sent to the stand-ins;
 * - botframework-webchat 4.18.1: `webchat.js` on the page, as its CDN
 *   snippet has it, rendered into a floating panel when the button is
 *   clicked (Direct Line pointed at a local path: no bot behind it).
 */
import fs from 'node:fs';
import path from 'node:path';

import { anchorModulePath, anchorPackageVersion } from './anchor-packages';

/** Below the site root: `/wp-content/bench-anchors/`. */
export const ANCHORS_PATH = '/wp-content/bench-anchors/';

export type AnchorName = 'lex-web-ui' | 'webchat';

export interface Anchor {
	name: AnchorName;
	/** Label for the table, with the version. */
	label: string;
	/** Markup for a Custom HTML block: the widget on the page. */
	snippet: string;
}

interface AnchorServices {
	cognito: string;
	lexV1: string;
	identityPoolId: string;
}

/**
 * Copy files into a folder, flat.
 *
 * @param folder Destination.
 * @param files  Source paths below node_modules.
 */
function copyAll( folder: string, files: string[][] ): void {
	fs.mkdirSync( folder, { recursive: true } );
	for ( const parts of files ) {
		fs.copyFileSync(
			anchorModulePath( ...parts ),
			path.join( folder, parts[ parts.length - 1 ] )
		);
	}
}

/**
 * The page the lex-web-ui loader puts in its iframe (the package's
 * `src/website/index.html`, with its dependencies as script and link
 * elements the loader finds already there, so it fetches nothing from a
 * CDN; Google's Roboto font is left out, as web fonts are in every run).
 *
 * @param services Stand-ins and pool.
 */
function lexIframePage( services: AnchorServices ): string {
	const endpoints = JSON.stringify( {
		lexruntime: { endpoint: services.lexV1 },
		cognitoidentity: { endpoint: services.cognito },
	} );
	return `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, minimal-ui">
<title>LexWebUi</title>
<link id="roboto-material-icons-css" rel="stylesheet" href="data:text/css,">
<link id="vuetify-css" rel="stylesheet" href="vuetify.min.css">
<link id="lex-web-ui-css" rel="stylesheet" href="lex-web-ui.min.css">
<link id="lex-web-ui-loader-css" rel="stylesheet" href="lex-web-ui-loader.min.css">
</head>
<body>
<script src="polyfill.min.js"></script>
<script src="aws-sdk.min.js"></script>
<script>AWS.config.update(${ endpoints });</script>
<script src="vue.min.js"></script>
<script src="vuex.min.js"></script>
<script src="vuetify.min.js"></script>
<script src="lex-web-ui.min.js"></script>
<script src="lex-web-ui-loader.min.js"></script>
<script>new ChatBotUiLoader.FullPageLoader({ baseUrl: './', shouldLoadMinDeps: true, shouldLoadConfigFromJsonFile: false, shouldLoadConfigFromMobileHubFile: false }).load();</script>
</body>
</html>
`;
}

/**
 * Put both anchors' files under the site and return their page snippets.
 *
 * @param wordpressDir The stack's WordPress folder.
 * @param services     Stand-ins and pool.
 */
export function installAnchors(
	wordpressDir: string,
	services: AnchorServices
): Anchor[] {
	const root = path.join( wordpressDir, 'wp-content', 'bench-anchors' );
	const lexDir = path.join( root, 'lex-web-ui' );
	copyAll( lexDir, [
		[ 'aws-lex-web-ui', 'dist', 'lex-web-ui-loader.min.js' ],
		[ 'aws-lex-web-ui', 'dist', 'lex-web-ui-loader.min.css' ],
		[ 'aws-lex-web-ui', 'dist', 'lex-web-ui.min.js' ],
		[ 'aws-lex-web-ui', 'dist', 'lex-web-ui.min.css' ],
		[ 'babel-polyfill', 'dist', 'polyfill.min.js' ],
		[ 'aws-sdk', 'dist', 'aws-sdk.min.js' ],
		[ 'vue', 'dist', 'vue.min.js' ],
		[ 'vuex', 'dist', 'vuex.min.js' ],
		[ 'vuetify', 'dist', 'vuetify.min.js' ],
		[ 'vuetify', 'dist', 'vuetify.min.css' ],
	] );
	fs.writeFileSync(
		path.join( lexDir, 'index.html' ),
		lexIframePage( services )
	);
	copyAll( path.join( root, 'webchat' ), [
		[ 'botframework-webchat', 'dist', 'webchat.js' ],
	] );

	const lexBase = `${ ANCHORS_PATH }lex-web-ui/`;
	const loaderConfig = JSON.stringify( {
		region: 'us-east-1',
		cognito: { poolId: services.identityPoolId },
		lex: {
			botName: 'CareersBot',
			botAlias: 'live',
			initialText: 'Hi! How can I help you find a job?',
		},
		ui: { toolbarTitle: 'Careers assistant' },
		iframe: {
			iframeSrcPath: `${ lexBase }index.html#/?lexWebUiEmbed=true`,
			shouldLoadIframeMinimized: true,
		},
	} );
	const lexOptions = JSON.stringify( {
		baseUrl: lexBase,
		shouldLoadMinDeps: true,
		shouldLoadConfigFromJsonFile: false,
		shouldLoadConfigFromMobileHubFile: false,
	} );
	const webchatBase = `${ ANCHORS_PATH }webchat/`;
	return [
		{
			name: 'lex-web-ui',
			label: `aws-lex-web-ui ${ anchorPackageVersion( 'aws-lex-web-ui' ) } (newest on npm)`,
			snippet: `<link id="lex-web-ui-loader-css" rel="stylesheet" href="${ lexBase }lex-web-ui-loader.min.css">
<script src="${ lexBase }aws-sdk.min.js"></script>
<script src="${ lexBase }lex-web-ui-loader.min.js"></script>
<script>AWS.config.update({ cognitoidentity: { endpoint: ${ JSON.stringify(
				services.cognito
			) } } });
new ChatBotUiLoader.IframeLoader(${ lexOptions }).load(${ loaderConfig });</script>`,
		},
		{
			name: 'webchat',
			label: `botframework-webchat ${ anchorPackageVersion(
				'botframework-webchat'
			) }`,
			snippet: `<script src="${ webchatBase }webchat.js"></script>
<button type="button" id="bench-webchat-launcher" style="position:fixed;right:1rem;bottom:1rem;z-index:99999;padding:.75rem 1.25rem;border-radius:999px;border:0;background:#1e5aa8;color:#fff;font:600 1rem system-ui,sans-serif">Chat with us</button>
<div id="bench-webchat" role="region" aria-label="Careers assistant" hidden style="position:fixed;right:1rem;bottom:4.5rem;width:360px;height:520px;z-index:99999;background:#fff;box-shadow:0 4px 16px rgba(0,0,0,.25)"></div>
<script>document.getElementById('bench-webchat-launcher').addEventListener('click', function () {
var panel = document.getElementById('bench-webchat');
panel.hidden = false;
if (!panel.dataset.started) {
panel.dataset.started = '1';
window.WebChat.renderWebChat({ directLine: window.WebChat.createDirectLine({ token: 'bench', domain: location.origin + '/bench-directline' }) }, panel);
}
});</script>`,
		},
	];
}
