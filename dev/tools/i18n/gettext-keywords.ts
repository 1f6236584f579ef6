/**
 * WordPress's translation functions and what each argument holds, and the
 * message type every extractor produces.
 */

export const TEXT_DOMAIN = 'careers-frontend';

/** Role of each argument, in order; `number` is the count of `_n`. */
type ArgumentRole = 'text' | 'plural' | 'context' | 'domain' | 'number';

const TEXT_DOMAIN_ONLY: ArgumentRole[] = [ 'text', 'domain' ];
const WITH_CONTEXT: ArgumentRole[] = [ 'text', 'context', 'domain' ];

export const KEYWORDS: Record< string, ArgumentRole[] > = {
	__: TEXT_DOMAIN_ONLY,
	_e: TEXT_DOMAIN_ONLY,
	esc_html__: TEXT_DOMAIN_ONLY,
	esc_html_e: TEXT_DOMAIN_ONLY,
	esc_attr__: TEXT_DOMAIN_ONLY,
	esc_attr_e: TEXT_DOMAIN_ONLY,
	_x: WITH_CONTEXT,
	_ex: WITH_CONTEXT,
	esc_html_x: WITH_CONTEXT,
	esc_attr_x: WITH_CONTEXT,
	_n: [ 'text', 'plural', 'number', 'domain' ],
	_nx: [ 'text', 'plural', 'number', 'context', 'domain' ],
	_n_noop: [ 'text', 'plural', 'domain' ],
	_nx_noop: [ 'text', 'plural', 'context', 'domain' ],
};

/**
 * Whether a function name is one of WordPress's translation functions.
 *
 * @param name Function name.
 */
export function isKeyword( name: string ): boolean {
	return Object.prototype.hasOwnProperty.call( KEYWORDS, name );
}

/** The functions @wordpress/i18n exports. */
export const JS_KEYWORDS = new Set( [ '__', '_x', '_n', '_nx' ] );

/** One translatable message as found in the sources. */
export interface Message {
	context?: string;
	id: string;
	plural?: string;
	/** `path:line`, relative to the plugin root. */
	references: string[];
	/** Comments for translators (`translators:` comments, metadata notes). */
	comments: string[];
}

/** A call that could not be read (not literal, or not our text domain). */
export interface ExtractionWarning {
	reference: string;
	problem: string;
}

export interface Extraction {
	messages: Message[];
	warnings: ExtractionWarning[];
}

/** Arguments of one call: a string when literal, null otherwise. */
export type CallArguments = Array< string | null >;

export interface FoundCall {
	name: string;
	args: CallArguments;
	/** Offset of the call in the source, and its line (1-based). */
	start: number;
	line: number;
}

export interface FoundComment {
	text: string;
	start: number;
	end: number;
	/** Line on which the comment ends. */
	endLine: number;
}

/**
 * The key a catalogue uses for a message (context and id).
 *
 * @param message The message.
 */
export function messageKey(
	message: Pick< Message, 'context' | 'id' >
): string {
	return message.context === undefined
		? message.id
		: `${ message.context }\u0004${ message.id }`;
}

/**
 * The translator comment for a call: the nearest `translators:` comment
 * that ends on the call's line or up to two lines before, with no other
 * translation call in between (so a comment never serves two calls).
 *
 * @param call     The call.
 * @param comments All comments of the file, in order.
 * @param calls    All translation calls of the file, in order.
 */
export function translatorComment(
	call: FoundCall,
	comments: FoundComment[],
	calls: FoundCall[]
): string | undefined {
	const candidates = comments.filter(
		( comment ) =>
			comment.end <= call.start &&
			comment.endLine >= call.line - 2 &&
			/^\s*translators:/i.test( comment.text )
	);
	const nearest = candidates[ candidates.length - 1 ];
	if ( ! nearest ) {
		return undefined;
	}
	const between = calls.some(
		( other ) =>
			other !== call &&
			other.start > nearest.end &&
			other.start < call.start
	);
	return between ? undefined : nearest.text.trim().replace( /\s+/g, ' ' );
}

/**
 * Turn the calls of one file into messages, warning about calls whose text
 * is not literal or whose domain is not ours.
 *
 * @param file     Path relative to the plugin root.
 * @param calls    Translation calls found.
 * @param comments Comments found.
 */
export function messagesFromCalls(
	file: string,
	calls: FoundCall[],
	comments: FoundComment[]
): Extraction {
	const messages: Message[] = [];
	const warnings: ExtractionWarning[] = [];
	for ( const call of calls ) {
		const roles = KEYWORDS[ call.name ];
		const reference = `${ file }:${ call.line }`;
		const value = ( role: ArgumentRole ) => {
			const index = roles.indexOf( role );
			return index === -1 ? undefined : call.args[ index ];
		};
		const domain = value( 'domain' );
		if ( domain !== TEXT_DOMAIN ) {
			warnings.push( {
				reference,
				problem:
					domain === undefined
						? `${ call.name }() without the '${ TEXT_DOMAIN }' text domain`
						: `${ call.name }() with the text domain ${ JSON.stringify( domain ) }`,
			} );
			continue;
		}
		const id = value( 'text' );
		const plural = value( 'plural' );
		const context = value( 'context' );
		if ( typeof id !== 'string' || plural === null || context === null ) {
			warnings.push( {
				reference,
				problem: `${ call.name }() with a text that is not a literal string`,
			} );
			continue;
		}
		const comment = translatorComment( call, comments, calls );
		messages.push( {
			id,
			...( typeof context === 'string' ? { context } : {} ),
			...( typeof plural === 'string' ? { plural } : {} ),
			references: [ reference ],
			comments: comment ? [ comment ] : [],
		} );
	}
	return { messages, warnings };
}
