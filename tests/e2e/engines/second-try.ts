/**
 * Opening a browser session, once more on a fresh server when the first
 * try hangs or fails: in CI (2026-11-28) one WebKit session never opened,
 * so its test spent the site fixture's whole 60 s and failed unrun. A
 * session takes 4.5-6.3 s at load 8-16 (measured 2026-11-27).
 */
export interface SecondTry< T > {
	open: () => Promise< T >;
	/** Stop the server that hung and start another. */
	restart: () => Promise< void >;
	/** How long the first try may take. */
	patienceMs: number;
	log: ( line: string ) => void;
}

/**
 * The first try's result within its patience, else a second try's.
 *
 * @param options            What to open and how to start over.
 * @param options.open       Opens a session.
 * @param options.restart    Starts a fresh server.
 * @param options.patienceMs The first try's time.
 * @param options.log        Where to say a second try happened.
 */
export async function openWithSecondTry< T >( {
	open,
	restart,
	patienceMs,
	log,
}: SecondTry< T > ): Promise< T > {
	let timer: ReturnType< typeof setTimeout > | undefined;
	const late = new Promise< never >( ( _, reject ) => {
		timer = setTimeout(
			() => reject( new Error( `no session after ${ patienceMs } ms` ) ),
			patienceMs
		);
	} );
	try {
		return await Promise.race( [ open(), late ] );
	} catch ( error ) {
		log(
			`The browser session did not open (${
				error instanceof Error ? error.message : String( error )
			}): trying once more on a fresh server.`
		);
		await restart();
		return open();
	} finally {
		clearTimeout( timer );
	}
}
