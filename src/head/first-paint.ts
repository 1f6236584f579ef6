/**
 * Inline head script: printed by PHP in `<head>` (with `data-org` set to the
 * organisation name) before first paint. Sets `<html data-careers-candidate>`
 * to 'signed-in' or 'signed-out' so CSS shows the right blocks without a
 * flash; the runtime keeps it in step afterwards (syncRootState).
 *
 * It repeats, in a few bytes, the checks of src/runtime/candidate.ts and
 * src/runtime/storage.ts: the `{org}.candidate` item `{ date, data }` if
 * younger than 30 minutes, else the `xcc` cookie; an id and a first name are
 * required; locked counts as signed out. Importing the runtime would put it
 * and js-cookie inline in every page's head, so the logic is duplicated on
 * purpose and a unit test checks both agree on the same data.
 *
 * No imports or exports: it is a plain script, kept under 600 bytes built.
 * It reads `document` directly, the one script of the plugin that may
 * (src/shared/page-document.ts): it runs in `<head>`, where the parser has
 * not reached the post yet, so no element in the content exists to stand
 * in for a document member.
 */
( () => {
	type Maybe = { [ key: string ]: unknown } | null | undefined;

	// JSON text parsed, other values as they are, bad JSON as null.
	const json = ( value: unknown ): Maybe => {
		try {
			return typeof value === 'string'
				? JSON.parse( value )
				: ( value as Maybe );
		} catch {
			return null;
		}
	};

	// Has an id and a first name (JSON yields no arrays with named fields).
	const valid = ( value: Maybe ): boolean => {
		const id = value && value.candidateId;
		return (
			typeof ( value && value.firstName ) === 'string' &&
			( typeof id === 'string' ? !! id.trim() : Number.isFinite( id ) )
		);
	};

	let signedIn = false;
	try {
		let candidate: Maybe = null;
		try {
			const item = json(
				localStorage.getItem(
					( document.currentScript as HTMLScriptElement ).dataset
						.org + '.candidate'
				)
			);
			if ( item && Date.now() - ( item.date as number ) < 1800000 ) {
				candidate = json( json( item.data ) );
			}
		} catch {
			// Storage disabled or no script element: try the cookie.
		}
		if ( ! valid( candidate ) ) {
			const match = /(^|; )xcc=([^;]*)/.exec( document.cookie );
			candidate = match && json( decodeURIComponent( match[ 2 ] ) );
		}
		signedIn = valid( candidate ) && candidate!.isLocked !== true;
	} catch {
		// Anything unexpected means signed out; the runtime corrects it later.
	}
	document.documentElement.dataset.careersCandidate =
		'signed-' + ( signedIn ? 'in' : 'out' );
} )();
