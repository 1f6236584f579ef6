/**
 * Code a page needs only on some visits (sign-out, the menu's modals, a
 * signed-in candidate's persona list, the chat's loader) ships as "part"
 * scripts, loaded on first use, so every visitor does not pay for it on
 * load (issue 17). A part's URL comes only from the server's config
 * (includes/parts.php), never from block markup, and its script element
 * carries the page's CSP nonce. A part publishes what it exports on
 * `window.careersFrontend.parts`, under its name.
 */

/**
 * Internal dependencies
 */
import { documentMember } from '../shared/page-document';
import { ownGlobal } from '../shared/page-global';

/**
 * A part's name, typed with what it exports; the type is only for the
 * compiler (the loader and the part's entry share one definition).
 */
export interface Part< Exports > {
	readonly name: string;
	/** Never set: carries the exports' type. */
	readonly exports?: Exports;
}

/** What a part exports. */
export type PartExports< P > =
	P extends Part< infer Exports > ? Exports : never;

/**
 * @param name The part's name, as includes/parts.php lists it.
 */
export const definePart = < Exports >( name: string ): Part< Exports > => ( {
	name,
} );

/** Where parts publish what they export. */
export type PartShelf = Record< string, unknown >;

/**
 * The shelf parts publish on, made on first use, on a global the page's
 * own scripts made (see page-global.ts).
 *
 * @param host The page's window.
 */
export function partShelf( host: object ): PartShelf {
	const shared = ownGlobal< { parts: PartShelf } >( host, 'careersFrontend' );
	return ( shared.parts ??= {} );
}

/**
 * Called by a part's entry script.
 *
 * @param part    Its definition.
 * @param exports What it exports.
 * @param host    The page's window.
 */
export function publishPart< Exports >(
	part: Part< Exports >,
	exports: Exports,
	host: object = window
): void {
	partShelf( host )[ part.name ] = exports;
}

/**
 * The nonce of the script running now (WordPress printed it with the
 * page's CSP nonce), read while it runs: the attribute is hidden after
 * load, the property is not.
 *
 * @param doc The page.
 */
export function currentNonce( doc: Document ): string {
	return documentMember( doc, 'currentScript' )?.nonce ?? '';
}

export interface PartLoaderDeps {
	doc: Document;
	shelf: PartShelf;
	/** Part URLs by name, from the server's config (read when first needed). */
	urls: () => Readonly< Record< string, unknown > >;
	/** The page's CSP nonce, '' without one. */
	nonce: string;
}

export type LoadPart = < Exports >(
	part: Part< Exports >
) => Promise< Exports >;

/**
 * Loads each part once; a part that failed to load is tried again on the
 * next call (a network blip should not break the menu for the visit).
 *
 * @param deps The page, the shelf, the URLs and the nonce.
 */
export function createPartLoader( deps: PartLoaderDeps ): LoadPart {
	const { doc, shelf } = deps;
	const pending = new Map< string, Promise< unknown > >();
	const fetchPart = ( name: string ) =>
		new Promise< unknown >( ( resolve, reject ) => {
			const src = deps.urls()[ name ];
			const fail = ( why: string ) =>
				reject( new Error( `Careers Frontend: ${ name } ${ why }.` ) );
			if ( typeof src !== 'string' || src === '' ) {
				fail( 'is not in the server’s list of scripts' );
				return;
			}
			const script = documentMember( doc, 'createElement' )( 'script' );
			script.src = src;
			script.nonce = deps.nonce;
			script.onload = () =>
				name in shelf
					? resolve( shelf[ name ] )
					: fail( 'loaded without publishing its code' );
			script.onerror = () => fail( 'could not be loaded' );
			documentMember( doc, 'head' ).append( script );
		} );
	return < Exports >( part: Part< Exports > ) => {
		const { name } = part;
		let promise = pending.get( name );
		if ( ! promise ) {
			promise =
				name in shelf
					? Promise.resolve( shelf[ name ] )
					: fetchPart( name );
			promise.catch( () => pending.delete( name ) );
			pending.set( name, promise );
		}
		// The shelf holds what the part's entry published for this name.
		return promise as Promise< Exports >;
	};
}
