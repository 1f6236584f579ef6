/**
 * Browser storage that never throws into the page.
 *
 * Items are written as `{ date, data }` under `{prefix}.{key}`, the format
 * the applicant-tracking app on the same origin reads and writes, so both
 * see the same candidate.
 */

/** Local-storage items older than this are discarded on read (spec §9). */
export const STORAGE_TTL_MS = 1_800_000;

export type Logger = Pick< Console, 'error' >;

/** A storage area whose every call is guarded. */
export interface SafeArea {
	get: ( name: string ) => string | null;
	/** Returns false when the write was skipped or failed. */
	set: ( name: string, value: string ) => boolean;
	remove: ( name: string ) => void;
	/** Every key in the area (empty when unavailable). */
	keys: () => string[];
}

export interface PrefixedStorage {
	/** The stored data, or null when missing, expired or malformed. */
	get: ( key: string ) => unknown;
	set: ( key: string, data: unknown ) => void;
	remove: ( key: string ) => void;
	/** The full key for `key`, as other tabs see it in `storage` events. */
	fullKey: ( key: string ) => string;
	/** The unprefixed area underneath, for keys other apps own. */
	readonly area: SafeArea;
}

/**
 * Guard a storage area. Reading `window.localStorage` itself throws when
 * storage is disabled, so the area is fetched through a getter on every call.
 * Each kind of failure (by error name) is logged once; repeats stay quiet so
 * polling and focus checks do not flood the console.
 *
 * @param getArea Returns the Storage (may throw or return undefined).
 * @param logger  Where errors go.
 * @param label   Names the area in messages.
 */
export function createSafeArea(
	getArea: () => Storage | undefined | null,
	logger: Logger,
	label = 'Storage'
): SafeArea {
	const reported = new Set< unknown >();
	function run< T >( action: ( area: Storage ) => T, fallback: T ): T {
		try {
			const area = getArea();
			if ( ! area ) {
				throw new Error( 'not supported' );
			}
			return action( area );
		} catch ( error ) {
			const kind = ( error as Error | undefined )?.name;
			if ( ! reported.has( kind ) ) {
				reported.add( kind );
				logger.error( `${ label } unavailable:`, error );
			}
			return fallback;
		}
	}
	return {
		get: ( name ) => run( ( area ) => area.getItem( name ), null ),
		set: ( name, value ) =>
			run( ( area ) => {
				area.setItem( name, value );
				return true;
			}, false ),
		remove: ( name ) =>
			run( ( area ) => area.removeItem( name ), undefined ),
		// A Storage object lists its keys as own properties.
		keys: () => run( ( area ) => Object.keys( area ), [] ),
	};
}

/**
 * JSON text parsed, or `fallback` when it is not JSON.
 *
 * @param text     Text to parse.
 * @param fallback Returned for text that is not JSON.
 */
export function parseJson( text: string, fallback: unknown = null ): unknown {
	try {
		return JSON.parse( text );
	} catch {
		return fallback;
	}
}

/**
 * @param area     Guarded storage area.
 * @param prefix   The organisation name.
 * @param ttlMs    Max age in ms; Infinity keeps items until removed.
 * @param onChange Told after every write or removal through this object.
 */
export function createPrefixedStorage(
	area: SafeArea,
	prefix: string,
	ttlMs = STORAGE_TTL_MS,
	onChange?: ( key: string ) => void
): PrefixedStorage {
	const fullKey = ( key: string ) => `${ prefix }.${ key }`;
	const changed = ( key: string ) => onChange?.( key );

	function get( key: string ): unknown {
		const name = fullKey( key );
		const item = parseJson( area.get( name ) ?? 'null' ) as {
			date?: unknown;
			data?: unknown;
		} | null;
		if ( ! item ) {
			return null;
		}
		// A missing or unreadable date counts as expired.
		if ( ! ( Date.now() - Number( item.date ) < ttlMs ) ) {
			area.remove( name );
			return null;
		}
		// The tracking app stores data as JSON text; plain text stays text.
		const { data } = item;
		return (
			( typeof data === 'string' ? parseJson( data, data ) : data ) ??
			null
		);
	}

	function set( key: string, data: unknown ): void {
		const item = {
			date: String( Date.now() ),
			data: JSON.stringify( data ),
		};
		if ( area.set( fullKey( key ), JSON.stringify( item ) ) ) {
			changed( key );
		}
	}

	function remove( key: string ): void {
		area.remove( fullKey( key ) );
		changed( key );
	}

	return { get, set, remove, fullKey, area };
}
