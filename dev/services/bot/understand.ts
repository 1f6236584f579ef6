/**
 * How the scripted bot reads what the candidate typed.
 */
import { findState } from '../geo/us-states';

export function normalize( text: string ): string {
	return text
		.trim()
		.toLowerCase()
		.replace( /[.!?]+$/, '' )
		.replace( /\s+/g, ' ' );
}

const HELP =
	/^(help|help me|i need help|what can you do|how does this work|\?)$/;
const START_OVER = /\b(start over|start again|restart|reset|begin again)\b/;
const GOODBYE =
	/^(bye|goodbye|thanks|thank you|no thanks|no thank you|that's all|that is all)$/;
const GREETING =
	/^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|start|get started)$/;
const JOB_WORDS =
	/\b(jobs?|work|careers?|hiring|openings?|positions?|vacanc(y|ies))\b/;

export const isHelp = ( text: string ) => HELP.test( normalize( text ) );
export const isStartOver = ( text: string ) =>
	START_OVER.test( normalize( text ) );
export const isGoodbye = ( text: string ) => GOODBYE.test( normalize( text ) );
export const isFindJobs = ( text: string ) => {
	const words = normalize( text );
	return GREETING.test( words ) || JOB_WORDS.test( words );
};

/**
 * "Accounting & Finance" and "accounting and finance" compare equal.
 * @param text
 */
function comparable( text: string ): string {
	return normalize( text )
		.replace( /&/g, ' and ' )
		.replace( /[^a-z0-9 ]/g, ' ' )
		.replace( /\s+/g, ' ' )
		.trim();
}

const ABBREVIATIONS: Record< string, string > = {
	it: 'information technology',
	tech: 'information technology',
	hr: 'human resources',
	finance: 'accounting and finance',
	accounting: 'accounting and finance',
	logistics: 'logistics and supply chain',
	'supply chain': 'logistics and supply chain',
	trades: 'skilled trades',
	nurse: 'nursing',
	nurses: 'nursing',
	admin: 'administrative',
};

/**
 * The category the text names: exactly, by a known abbreviation, or by a
 * word that appears in only one category's name.
 * @param text
 * @param categories
 */
export function matchCategory(
	text: string,
	categories: readonly string[]
): string | undefined {
	const wanted = comparable( text );
	if ( ! wanted ) {
		return undefined;
	}
	const target = ABBREVIATIONS[ wanted ] ?? wanted;
	const exact = categories.find(
		( category ) => comparable( category ) === target
	);
	if ( exact || target.length < 4 ) {
		return exact;
	}
	const partial = categories.filter( ( category ) =>
		comparable( category ).split( ' ' ).includes( target )
	);
	return partial.length === 1 ? partial[ 0 ] : undefined;
}

const ZIP = /^(\d{5})(?:-\d{4})?$/;

/**
 * A zip code ("78701") or "City, ST" / "City, State", tidied up; undefined
 * when the text is neither.
 * @param text
 */
export function parseLocation( text: string ): string | undefined {
	const trimmed = text.trim().replace( /\s+/g, ' ' );
	const zip = ZIP.exec( trimmed );
	if ( zip ) {
		return zip[ 1 ];
	}
	const parts = trimmed.split( ',' ).map( ( part ) => part.trim() );
	if ( parts.length !== 2 || ! /^[a-z .'-]+$/i.test( parts[ 0 ] ) ) {
		return undefined;
	}
	const state = findState( parts[ 1 ] );
	if ( ! state ) {
		return undefined;
	}
	const city = parts[ 0 ]
		.split( ' ' )
		.map( ( word ) => word.charAt( 0 ).toUpperCase() + word.slice( 1 ) )
		.join( ' ' );
	return `${ city }, ${ state.code }`;
}

export function isNumeric( value: string | undefined ): boolean {
	return (
		value !== undefined &&
		value.trim() !== '' &&
		Number.isFinite( Number( value ) )
	);
}
