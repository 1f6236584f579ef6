/**
 * The HTML frame of the ATS stand-in's pages: plain, accessible, self-contained.
 */

export function escapeHtml( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' )
		.replace( /"/g, '&quot;' )
		.replace( /'/g, '&#39;' );
}

/**
 * JSON safe inside an inline <script>.
 * @param value
 */
export function scriptJson( value: unknown ): string {
	return JSON.stringify( value )
		.replace( /</g, '\\u003c' )
		.replace( /\u2028/g, '\\u2028' )
		.replace( /\u2029/g, '\\u2029' );
}

const STYLE = `
body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; color: #1d2327; background: #f6f7f7; }
main { max-width: 40rem; margin: 2rem auto; padding: 1.5rem 2rem; background: #fff; border: 1px solid #dcdcde; border-radius: 8px; }
h1 { font-size: 1.75rem; margin-top: 0; }
.note { color: #50575e; }
.candidates { list-style: none; padding: 0; }
.candidates li { margin: 0 0 1rem; }
button { font: inherit; padding: 0.5rem 1rem; border: 2px solid #1e3a5f; border-radius: 4px; background: #1e3a5f; color: #fff; cursor: pointer; }
button:hover { background: #2c5282; }
button:focus-visible, a:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #f4b942; outline-offset: 2px; }
.candidates p { margin: 0.25rem 0 0; color: #50575e; }
label { display: block; font-weight: 600; margin-top: 1rem; }
input, select { font: inherit; padding: 0.4rem; width: 100%; box-sizing: border-box; border: 1px solid #8c8f94; border-radius: 4px; }
form button { margin-top: 1.5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 600; }
a { color: #1e3a5f; }
`;

export interface PageParts {
	title: string;
	body: string;
	script: string;
}

export function renderPage( parts: PageParts ): string {
	return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${ escapeHtml( parts.title ) } – Careers profile (local stand-in)</title>
<style>${ STYLE }</style>
</head>
<body>
<main id="main">
${ parts.body }
</main>
<script>
${ parts.script }
</script>
</body>
</html>
`;
}
