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
	get( name: string ): string | null;
	/** Returns false when the write was skipped or failed. */
	set( name: string, value: string ): boolean;
	remove( name: string ): void;
	/** Every key in the area (empty when unavailable). */
	keys(): string[];
}

export interface PrefixedStorage {
	/** The stored data, or null when missing, expired or malformed. */
	get( key: string ): unknown;
	set( key: string, data: unknown ): void;
	remove( key: string ): void;
	/** Keys under this prefix, without the prefix. */
	keys(): string[];
	/** The full key for `key`, as other tabs see it in `storage` events. */
	fullKey( key: string ): string;
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
	const reported = new Set< string >();
	function run< T >( action: ( area: Storage ) => T, fallback: T ): T {
		try {
			const area = getArea();
			if ( ! area ) {
				throw new Error( `${ label } is not supported.` );
			}
			return action( area );
		} catch ( error ) {
			const kind = error instanceof Error ? error.name : String( error );
			if ( ! reported.has( kind ) ) {
				reported.add( kind );
				logger.error( `${ label } error (the page carries on without it):`, error );
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
		remove: ( name ) => run( ( area ) => area.removeItem( name ), undefined ),
		keys: () =>
			run( ( area ) => {
				const names: string[] = [];
				for ( let index = 0; index < area.length; index++ ) {
					const name = area.key( index );
					if ( name !== null ) {
						names.push( name );
					}
				}
				return names;
			}, [] ),
	};
}

/** Data may be stored as JSON text (the tracking app's habit) or as a value. */
function decodeData( data: unknown ): unknown {
	if ( typeof data !== 'string' ) {
		return data;
	}
	try {
		return JSON.parse( data );
	} catch {
		return data;
	}
}

export interface PrefixedStorageOptions {
	area: SafeArea;
	prefix: string;
	/** Max age in ms; Infinity keeps items until removed. */
	ttlMs?: number;
	now?: () => number;
	/** Told after every write or removal through this object. */
	onChange?: ( key: string ) => void;
}

export function createPrefixedStorage( {
	area,
	prefix,
	ttlMs = STORAGE_TTL_MS,
	now = Date.now,
	onChange,
}: PrefixedStorageOptions ): PrefixedStorage {
	const fullKey = ( key: string ) => `${ prefix }.${ key }`;
	const changed = ( key: string ) => onChange?.( key );

	function get( key: string ): unknown {
		const raw = area.get( fullKey( key ) );
		if ( raw === null ) {
			return null;
		}
		let item: unknown;
		try {
			item = JSON.parse( raw );
		} catch {
			return null;
		}
		if ( ! item || typeof item !== 'object' || ! ( 'data' in item ) ) {
			return null;
		}
		const date = Number( ( item as { date?: unknown } ).date );
		// A missing or unreadable date counts as expired.
		if ( ! ( now() - date < ttlMs ) ) {
			area.remove( fullKey( key ) );
			return null;
		}
		return decodeData( ( item as { data: unknown } ).data ) ?? null;
	}

	function set( key: string, data: unknown ): void {
		const item = { date: String( now() ), data: JSON.stringify( data ) };
		if ( area.set( fullKey( key ), JSON.stringify( item ) ) ) {
			changed( key );
		}
	}

	function remove( key: string ): void {
		area.remove( fullKey( key ) );
		changed( key );
	}

	function keys(): string[] {
		const start = fullKey( '' );
		return area
			.keys()
			.filter( ( name ) => name.startsWith( start ) )
			.map( ( name ) => name.slice( start.length ) );
	}

	return { get, set, remove, keys, fullKey, area };
}
