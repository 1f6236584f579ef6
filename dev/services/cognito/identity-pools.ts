/**
 * Which identity pool ids the stand-in treats as existing.
 *
 * Any well-formed `region:uuid` pool exists, so a site can use any id it
 * likes; a pool whose id ends in `-ffffffffffff` does not, so tests can
 * exercise ResourceNotFoundException.
 */

/** The pattern AWS validates `IdentityPoolId` and `IdentityId` against. */
export const AWS_ID_PATTERN = /^[\w-]+:[0-9a-f-]+$/;

const POOL_ID =
	/^([a-z]{2}(?:-gov)?-[a-z]+-\d):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The region of a pool that exists, or undefined for an unknown pool.
 * @param identityPoolId
 */
export function poolRegion( identityPoolId: string ): string | undefined {
	const match = POOL_ID.exec( identityPoolId );
	if ( ! match || identityPoolId.endsWith( '-ffffffffffff' ) ) {
		return undefined;
	}
	return match[ 1 ];
}
