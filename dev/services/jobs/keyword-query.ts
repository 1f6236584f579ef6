/**
 * Keyword search over jobs with per-field boosts. With boolean search on,
 * AND (or nothing), OR, NOT and "quoted phrases" work; without it any word
 * may match. Words match field words by prefix ("nurs" finds "Nurse").
 */

type Term = string[];

interface Clause {
	include: Term[];
	exclude: Term[];
}

export type Boosts = Record< string, number >;

/** Spec section 9: description 0.5, ref 0.5, title 10 is what the site sends. */
export const DEFAULT_BOOSTS: Readonly< Boosts > = {
	title: 1,
	description: 1,
	ref: 1,
	primary_category: 1,
	primary_city: 1,
	primary_state: 1,
};

function words( text: string ): string[] {
	return text
		.toLowerCase()
		.split( /[^a-z0-9]+/ )
		.filter( Boolean );
}

export function parseQuery( text: string, boolean: boolean ): Clause[] {
	const tokens: { phrase: boolean; text: string }[] = [];
	for ( const match of text.matchAll( /"([^"]*)"|(\S+)/g ) ) {
		tokens.push(
			match[ 1 ] !== undefined
				? { phrase: true, text: match[ 1 ] }
				: { phrase: false, text: match[ 2 ] }
		);
	}
	if ( ! boolean ) {
		return tokens
			.map( ( token ) => words( token.text ) )
			.filter( ( term ) => term.length > 0 )
			.map( ( term ) => ( { include: [ term ], exclude: [] } ) );
	}
	const clauses: Clause[] = [ { include: [], exclude: [] } ];
	let negate = false;
	for ( const token of tokens ) {
		if ( ! token.phrase && token.text === 'OR' ) {
			clauses.push( { include: [], exclude: [] } );
			continue;
		}
		if ( ! token.phrase && token.text === 'AND' ) {
			continue;
		}
		if ( ! token.phrase && token.text === 'NOT' ) {
			negate = true;
			continue;
		}
		const term = words( token.text );
		if ( term.length ) {
			const clause = clauses[ clauses.length - 1 ];
			( negate ? clause.exclude : clause.include ).push( term );
		}
		negate = false;
	}
	return clauses.filter( ( clause ) => clause.include.length > 0 );
}

function wordMatches( fieldWord: string, termWord: string ): boolean {
	return termWord.length >= 3
		? fieldWord.startsWith( termWord )
		: fieldWord === termWord;
}

function termIn( fieldWords: string[], term: Term ): boolean {
	for ( let start = 0; start + term.length <= fieldWords.length; start++ ) {
		if (
			term.every( ( word, offset ) =>
				wordMatches( fieldWords[ start + offset ], word )
			)
		) {
			return true;
		}
	}
	return false;
}

/**
 * The job's score for the query: the sum of the boosts of every field each
 * matching term appears in; 0 when the job does not match.
 * @param fields
 * @param clauses
 * @param boosts
 */
export function scoreFields(
	fields: Record< string, string >,
	clauses: Clause[],
	boosts: Boosts
): number {
	const fieldWords = Object.entries( boosts ).map( ( [ name, weight ] ) => ( {
		weight,
		words: words( fields[ name ] ?? '' ),
	} ) );
	const anywhere = ( term: Term ) =>
		fieldWords.some( ( field ) => termIn( field.words, term ) );
	let score = 0;
	for ( const clause of clauses ) {
		if (
			! clause.include.every( anywhere ) ||
			clause.exclude.some( anywhere )
		) {
			continue;
		}
		for ( const term of clause.include ) {
			for ( const field of fieldWords ) {
				if ( termIn( field.words, term ) ) {
					score += field.weight;
				}
			}
		}
	}
	return score;
}

/**
 * `title:10,description:0.5` (also `title^10`) over the default weights.
 * @param text
 */
export function parseBoosts( text: string | undefined ): Boosts {
	const boosts: Boosts = { ...DEFAULT_BOOSTS };
	for ( const part of ( text ?? '' ).split( /[,\s]+/ ) ) {
		const match = /^([a-z_]+)[:^]([0-9.]+)$/i.exec( part );
		if ( match && Number.isFinite( Number( match[ 2 ] ) ) ) {
			boosts[ match[ 1 ] ] = Number( match[ 2 ] );
		}
	}
	return boosts;
}
