/**
 * Hostile strings for the security gate (tests/e2e/quality-security.spec.ts):
 * script tags, event-handler attributes, `javascript:` and `data:` URLs, SVG
 * and MathML vectors, markdown link tricks, mutation-XSS shapes, template
 * syntax and broken encodings.
 *
 * Every string that could run code calls `__xss( id )` (or `alert( id )`, to
 * exercise the dialog check) with its own id, so a hit names the string that
 * got through. The page under test defines `window.__xss` as a recorder
 * (see ./execution-guard.ts).
 */

export type HostileCategory =
	| 'script-tag'
	| 'event-handler'
	| 'javascript-url'
	| 'data-url'
	| 'svg'
	| 'mathml'
	| 'markdown'
	| 'mutation'
	| 'template'
	| 'encoding';

export interface HostileString {
	id: number;
	category: HostileCategory;
	text: string;
}

/** Makes one string from the code it should never get to run. */
type Maker = ( run: string ) => string;

const SCRIPT_TAGS: Maker[] = [
	( run ) => `<script>${ run }</script>`,
	( run ) => `<SCRIPT>${ run }</SCRIPT>`,
	( run ) => `<ScRiPt >${ run }</sCrIpT >`,
	( run ) => `"><script>${ run }</script>`,
	( run ) => `'><script>${ run }</script>`,
	( run ) => `</script><script>${ run }</script>`,
	( run ) => `</title><script>${ run }</script>`,
	( run ) => `</textarea><script>${ run }</script>`,
	( run ) => `</style><script>${ run }</script>`,
	( run ) => `<scr<script>ipt>${ run }</scr</script>ipt>`,
	( run ) => `<script\n>${ run }</script\n>`,
	( run ) => `<script/x>${ run }</script>`,
	( run ) => `<script type="module">${ run }</script>`,
	( run ) => `<script type="text/javascript">${ run }//</script>`,
	( run ) => `<script>/*</script><script>*/${ run }</script>`,
	( run ) =>
		`<script src="data:text/javascript,${ encodeURIComponent(
			run
		) }"></script>`,
	( run ) => `<<script>${ run }//<</script>`,
	( run ) => `<script>${ run }<!--</script>`,
	( run ) => `<!--<script>--><script>${ run }</script>`,
	( run ) => `<noscript></noscript><script>${ run }</script>`,
];

const EVENT_HANDLERS: Maker[] = [
	( run ) => `<img src=x onerror=${ run }>`,
	( run ) => `<img src="x" onerror="${ run }">`,
	( run ) => `<IMG SRC=x ONERROR=${ run }>`,
	( run ) => `<img src=x:y onerror=${ run }//`,
	( run ) => `<img/src/onerror=${ run }>`,
	( run ) => `<img src=x onerror\n=${ run }>`,
	( run ) => `<svg onload=${ run }>`,
	( run ) => `<svg/onload=${ run }>`,
	( run ) => `<body onload=${ run }>`,
	( run ) => `<details open ontoggle=${ run }>`,
	( run ) => `<video><source onerror=${ run }></video>`,
	( run ) => `<audio src=x onerror=${ run }>`,
	( run ) => `<input autofocus onfocus=${ run }>`,
	( run ) => `<select autofocus onfocus=${ run }></select>`,
	( run ) => `<textarea autofocus onfocus=${ run }></textarea>`,
	( run ) => `<button autofocus onfocus=${ run }>x</button>`,
	( run ) => `<iframe onload=${ run }></iframe>`,
	( run ) => `<object data=x onerror=${ run }></object>`,
	( run ) => `<marquee onstart=${ run }>x</marquee>`,
	( run ) => `<div onpointerover=${ run } style="position:fixed;inset:0">`,
	( run ) => `<a onmouseover=${ run } href=#>hover me</a>`,
	( run ) => `<a onfocus=${ run } autofocus tabindex=1 href=#>x</a>`,
	( run ) => `<link rel=stylesheet href=x onerror=${ run }>`,
	( run ) => `<style onload=${ run }></style>`,
	( run ) => `<form><button formaction=x onclick=${ run }>x</button></form>`,
	( run ) => `<div contenteditable onfocus=${ run } autofocus>x</div>`,
	( run ) => `" onfocus="${ run }" autofocus="`,
	( run ) => `' onfocus='${ run }' autofocus='`,
	( run ) => `" onmouseover="${ run }`,
	( run ) => `"><img src=x onerror=${ run }>`,
	( run ) => `x" onerror="${ run }`,
	( run ) =>
		`<img src=x onerror=&#${ run.charCodeAt( 0 ) };${ run.slice( 1 ) }>`,
	( run ) => `<img src=x onerror="&#x5f;&#x5f;${ run.slice( 2 ) }">`,
	( run ) => `<img src=x one rror=${ run } onerror=${ run }>`,
	( run ) => `<img src=x onerror=${ run } <`,
];

// Spellings of a `javascript:` URL that browsers or parsers accept.
const JAVASCRIPT_URLS: Maker[] = [
	( run ) => `javascript:${ run }`,
	( run ) => `JAVASCRIPT:${ run }`,
	( run ) => `JaVaScRiPt:${ run }`,
	( run ) => ` javascript:${ run }`,
	( run ) => `\tjavascript:${ run }`,
	( run ) => `java\tscript:${ run }`,
	( run ) => `java\nscript:${ run }`,
	( run ) => `\u0001javascript:${ run }`,
	( run ) => `&#106;avascript:${ run }`,
	( run ) => `&#x6A;avascript:${ run }`,
	( run ) => `javascript&colon;${ run }`,
	( run ) => `javascript&#58;${ run }`,
	( run ) => `jav&#x09;ascript:${ run }`,
	( run ) => `javascript://%0a${ run }`,
	( run ) => `javascript:/*-/*\`/*\\\`/*'/*"/**/(${ run })//`,
	( run ) => `vbscript:${ run }`,
	( run ) => `%6Aavascript:${ run }`,
	( run ) => `javascript\u003a${ run }`,
];

// Where a URL becomes a link: raw, a markdown link, an HTML anchor.
const URL_CONTEXTS: Array< [ string, ( url: string ) => string ] > = [
	[ 'bare', ( url ) => url ],
	[ 'markdown', ( url ) => `[click me](${ url })` ],
	[ 'anchor', ( url ) => `<a href="${ url }">click me</a>` ],
];

const DATA_URLS: Maker[] = [
	( run ) => `data:text/html,<script>${ run }</script>`,
	( run ) =>
		`data:text/html;base64,${ Buffer.from(
			`<script>${ run }</script>`
		).toString( 'base64' ) }`,
	( run ) =>
		`data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${ run }"/>`,
	( run ) => `data:application/javascript,${ run }`,
	( run ) => `[click me](data:text/html,<script>${ run }</script>)`,
	( run ) => `<a href="data:text/html,<script>${ run }</script>">x</a>`,
	( run ) => `<iframe src="data:text/html,<script>${ run }</script>">`,
	( run ) => `<object data="data:text/html,<script>${ run }</script>">`,
	( run ) =>
		`<embed src="data:image/svg+xml,<svg onload=${ run } xmlns='http://www.w3.org/2000/svg'/>">`,
	( run ) => `![img](data:image/svg+xml,<svg onload=${ run }>)`,
];

const SVG: Maker[] = [
	( run ) => `<svg><script>${ run }</script></svg>`,
	( run ) => `<svg><script href="data:,${ run }"></script></svg>`,
	( run ) => `<svg><animate onbegin=${ run } attributeName=x dur=1s>`,
	( run ) =>
		`<svg><a xlink:href="javascript:${ run }"><text x=20 y=20>click</text></a></svg>`,
	( run ) =>
		`<svg><a href="javascript:${ run }"><text x=20 y=20>click</text></a></svg>`,
	( run ) =>
		`<svg><set attributeName=href to="javascript:${ run }"/><a><text>x</text></a></svg>`,
	( run ) =>
		`<svg><foreignObject><iframe srcdoc="<script>${ run }</script>"></iframe></foreignObject></svg>`,
	( run ) => `<svg><image href=x onerror=${ run } /></svg>`,
	( run ) =>
		`<svg><use href="data:image/svg+xml,<svg id='x' onload='${ run }'/>#x"/></svg>`,
	( run ) => `<svg><style>@import "javascript:${ run }";</style></svg>`,
	( run ) => `<svg><title><img src=x onerror=${ run }></title></svg>`,
	( run ) => `<svg><desc><![CDATA[</desc><script>${ run }</script>]]></svg>`,
];

const MATHML: Maker[] = [
	( run ) => `<math href="javascript:${ run }">click</math>`,
	( run ) =>
		`<math><maction actiontype="statusline" xlink:href="javascript:${ run }">click</maction></math>`,
	( run ) =>
		`<math><mtext><table><mglyph><style><img src=x onerror=${ run }></style></mglyph></table></mtext></math>`,
	( run ) =>
		`<math><mi xlink:href="data:x,<script>${ run }</script>">x</mi></math>`,
	( run ) =>
		`<math><mtext><option><FAKEFAKE><option></option><mglyph><svg><mtext><textarea><a title="</textarea><img src=x onerror=${ run }>">`,
	( run ) =>
		`<math><annotation-xml encoding="text/html"><img src=x onerror=${ run }></annotation-xml></math>`,
	( run ) =>
		`<math><mtext><h1><a href="javascript:${ run }">click</a></h1></mtext></math>`,
	( run ) => `<math><style><img src=x onerror=${ run }></style></math>`,
];

const MARKDOWN: Maker[] = [
	( run ) => `[x](javascript:${ run })`,
	( run ) => `[x](JAVASCRIPT:${ run })`,
	( run ) => `[x](<javascript:${ run }>)`,
	( run ) => `[x]( javascript:${ run } )`,
	( run ) => `[x](java&#115;cript:${ run })`,
	( run ) => `[x](javascript&#58;${ run })`,
	( run ) => `![x](javascript:${ run })`,
	( run ) => `![x](x "title" onerror="${ run }")`,
	( run ) => `[x][ref]\n\n[ref]: javascript:${ run }`,
	( run ) => `[x]\n\n[x]: javascript:${ run } "title"`,
	( run ) => `<javascript:${ run }>`,
	( run ) => `[x](https://example.com "t\\" onmouseover=\\"${ run }")`,
	( run ) => `[x](#" onmouseover="${ run })`,
	( run ) => `[<img src=x onerror=${ run }>](https://example.com)`,
	( run ) => `**<img src=x onerror=${ run }>**`,
	( run ) => `\`<img src=x onerror=${ run }>\``,
	( run ) => `> <script>${ run }</script>`,
	( run ) => `- [x](javascript:${ run })\n- <b onmouseover=${ run }>b</b>`,
	( run ) => `# <img src=x onerror=${ run }>`,
	( run ) => `| a |\n|---|\n| <img src=x onerror=${ run }> |`,
	( run ) => `[x](javascript:${ encodeURIComponent( run ) })`,
	( run ) => `[x](\\javascript:${ run })`,
	( run ) =>
		`<a href="javascript:${ run }">x</a> and [y](javascript:${ run })`,
	( run ) => `[x](vbscript:${ run })`,
	( run ) =>
		`[x](data:text/html;base64,${ Buffer.from(
			`<script>${ run }</script>`
		).toString( 'base64' ) })`,
	( run ) => `<https://example.com" onmouseover="${ run }>`,
	( run ) => `www.example.com/"><img src=x onerror=${ run }>`,
	( run ) => `https://example.com/?q="><script>${ run }</script>`,
];

const MUTATION: Maker[] = [
	( run ) =>
		`<noscript><p title="</noscript><img src=x onerror=${ run }>"></noscript>`,
	( run ) =>
		`<svg></p><style><a id="</style><img src=1 onerror=${ run }>"></svg>`,
	( run ) =>
		`<form><math><mtext></form><form><mglyph><style></math><img src onerror=${ run }>`,
	( run ) => `<xmp><p title="</xmp><img src=x onerror=${ run }>">`,
	( run ) =>
		`<iframe srcdoc="&lt;script&gt;parent.${ run }&lt;/script&gt;"></iframe>`,
	( run ) => `<template><img src=x onerror=${ run }></template>`,
	( run ) => `<textarea><img src=x onerror=${ run }></textarea>`,
	( run ) => `<title><img src=x onerror=${ run }></title>`,
	( run ) => `<listing>&lt;img src=x onerror=${ run }&gt;</listing>`,
	( run ) => `<a href="&#1;javascript:${ run }">x</a>`,
	( run ) =>
		`<meta http-equiv="refresh" content="0;url=javascript:${ run }">`,
	( run ) => `<base href="javascript:${ run }//">`,
	( run ) => `<form action="javascript:${ run }"><button>x</button></form>`,
	( run ) => `<object data="javascript:${ run }"></object>`,
	( run ) => `<embed src="javascript:${ run }">`,
	( run ) => `<iframe src="javascript:${ run }"></iframe>`,
	( run ) => `<isindex action=javascript:${ run } type=image>`,
	( run ) => `<input type=image src=x onerror=${ run }>`,
	( run ) => `<div style="background:url('javascript:${ run }')">x</div>`,
	( run ) => `<style>*{background:url("javascript:${ run }")}</style>`,
];

const TEMPLATE: Maker[] = [
	( run ) => `{{constructor.constructor('${ run }')()}}`,
	( run ) => `\${${ run }}`,
	( run ) => `{link}<img src=x onerror=${ run }>`,
	( run ) => `{link}{link}<script>${ run }</script>`,
	( run ) => `{firstName}<img src=x onerror=${ run }>`,
	( run ) => `<%= ${ run } %>`,
	( run ) => `#{${ run }}`,
	( run ) => `__proto__<img src=x onerror=${ run }>`,
	( run ) => `{"__proto__":{"innerHTML":"<img src=x onerror=${ run }>"}}`,
	( run ) => `%3Cscript%3E${ run }%3C%2Fscript%3E`,
	( run ) => `%253Cscript%253E${ run }%253C%252Fscript%253E`,
	( run ) => `&lt;script&gt;${ run }&lt;/script&gt;`,
	( run ) => `&amp;lt;img src=x onerror=${ run }&amp;gt;`,
	( run ) => `&#x3C;img src=x onerror=${ run }&#x3E;`,
	( run ) => `&#60;img src=x onerror=${ run }&#62;`,
	( run ) => `\\x3cimg src=x onerror=${ run }\\x3e`,
	( run ) => `\\u003cimg src=x onerror=${ run }\\u003e`,
];

const ENCODING: Maker[] = [
	( run ) => `\uD800<img src=x onerror=${ run }>`,
	( run ) => `\uDFFF<script>${ run }</script>\uD800`,
	( run ) => `\u0000<script>${ run }</script>`,
	( run ) => `<scr\u0000ipt>${ run }</script>`,
	( run ) => `\uFEFF<img src=x onerror=${ run }>`,
	( run ) => `\u202E<img src=x onerror=${ run }>\u202C`,
	( run ) => `\uFF1Cscript\uFF1E${ run }\uFF1C/script\uFF1E`,
	( run ) => `\u00BCscript\u00BE${ run }\u00BC/script\u00BE`,
	( run ) => `%C0%BCscript%C0%BE${ run }%C0%BC/script%C0%BE`,
	( run ) => `\uFFFD<img src=x onerror=${ run }>\uFFFD`,
	( run ) => `\r\n<img src=x onerror=${ run }>`,
	( run ) => `\u2028<script>${ run }</script>\u2029`,
	( run ) => `<img src=x onerror=${ run }\u0085>`,
	( run ) => `\u180E<svg onload=${ run }>`,
	( run ) => `<img src=x\u000Conerror=${ run }>`,
	( run ) => `\u{1F600}<img src=x onerror=${ run }>\u{1F600}`,
	( run ) => `a\u0301\u0302\u0303<img src=x onerror=${ run }>`,
	( run ) => `${ 'A'.repeat( 900 ) }<img src=x onerror=${ run }>`,
];

function build(): HostileString[] {
	const strings: HostileString[] = [];
	let id = 0;
	const add = ( category: HostileCategory, maker: Maker ) => {
		id++;
		// Every fifth string uses alert(), so a dialog would show.
		const run = id % 5 === 0 ? `alert(${ id })` : `__xss(${ id })`;
		strings.push( { id, category, text: maker( run ) } );
	};
	SCRIPT_TAGS.forEach( ( maker ) => add( 'script-tag', maker ) );
	EVENT_HANDLERS.forEach( ( maker ) => add( 'event-handler', maker ) );
	for ( const maker of JAVASCRIPT_URLS ) {
		for ( const [ , wrap ] of URL_CONTEXTS ) {
			add( 'javascript-url', ( run ) => wrap( maker( run ) ) );
		}
	}
	DATA_URLS.forEach( ( maker ) => add( 'data-url', maker ) );
	SVG.forEach( ( maker ) => add( 'svg', maker ) );
	MATHML.forEach( ( maker ) => add( 'mathml', maker ) );
	MARKDOWN.forEach( ( maker ) => add( 'markdown', maker ) );
	MUTATION.forEach( ( maker ) => add( 'mutation', maker ) );
	TEMPLATE.forEach( ( maker ) => add( 'template', maker ) );
	ENCODING.forEach( ( maker ) => add( 'encoding', maker ) );
	return strings;
}

export const HOSTILE_STRINGS: readonly HostileString[] = build();

/**
 * The corpus in groups of `size`, for channels that take many at once.
 *
 * @param size Strings per group.
 */
export function hostileBatches( size: number ): HostileString[][] {
	const batches: HostileString[][] = [];
	for ( let start = 0; start < HOSTILE_STRINGS.length; start += size ) {
		batches.push( HOSTILE_STRINGS.slice( start, start + size ) );
	}
	return batches;
}
