/**
 * In-memory stand-ins for session storage and the identity-id cache.
 */

/**
 * Internal dependencies
 */
import type { IdentityCache } from '../bot/credentials';
import type { ChatStorage } from '../common/chat-storage';

export function memoryStorage(): ChatStorage & {
	items: Map< string, unknown >;
} {
	const items = new Map< string, unknown >();
	return {
		items,
		// A JSON round trip, as session storage does.
		get: ( key ) =>
			items.has( key )
				? JSON.parse( JSON.stringify( items.get( key ) ) )
				: null,
		set: ( key, data ) =>
			void items.set( key, JSON.parse( JSON.stringify( data ) ) ),
		remove: ( key ) => void items.delete( key ),
	};
}

export function memoryIdentityCache(): IdentityCache & {
	items: Map< string, string >;
} {
	const items = new Map< string, string >();
	return {
		items,
		getItem: ( key ) => items.get( key ) ?? null,
		setItem: ( key, value ) => void items.set( key, value ),
		removeItem: ( key ) => void items.delete( key ),
	};
}
