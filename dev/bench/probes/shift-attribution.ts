/**
 * Which layout shifts the plugin is accountable for. A shift counts when
 * one of the elements that moved is inside one of the plugin's blocks, or
 * when a plugin block changed size (or appeared) in the same frame and an
 * element that moved follows that block in the page or sits beside it in
 * the same container, where the block's new size pushes it. A shift of the
 * theme alone (its header while parsed, a footer paragraph re-laid out on a
 * loaded machine) counts for nothing.
 *
 * The probe (wrong-state-probe.ts) records the facts in the page; this
 * decides, in Node, so it can be unit tested.
 */

/** One element that moved, as the probe saw it. */
export interface ShiftSource {
	/** Tag and classes, for the failure message. */
	node: string;
	/** Its box before → after ("x,y w×h"). */
	move: string;
	/** Inside one of the plugin's blocks. */
	inPluginBlock: boolean;
	/**
	 * After a plugin block in document order, or inside the parent of one:
	 * where a plugin block's change of size moves it.
	 */
	besidePluginBlock: boolean;
}

export interface RecordedShift {
	value: number;
	/** The entry's startTime: the frame the shift was laid out in. */
	time: number;
	sources: ShiftSource[];
}

/**
 * How close (ms) a plugin block's change of size must be to a shift to
 * have caused it: both are stamped in the same frame's rendering, a few
 * milliseconds apart; a frame on a loaded two-core machine can take 50.
 */
export const SAME_FRAME_MS = 100;

/**
 * @param shift         A shift the probe recorded.
 * @param pluginResizes When (performance.now()) a plugin block changed
 *                      size or appeared.
 */
export function isPluginShift(
	shift: RecordedShift,
	pluginResizes: readonly number[]
): boolean {
	if ( shift.sources.some( ( source ) => source.inPluginBlock ) ) {
		return true;
	}
	const pluginBlockResized = pluginResizes.some(
		( time ) => Math.abs( time - shift.time ) <= SAME_FRAME_MS
	);
	return (
		pluginBlockResized &&
		shift.sources.some( ( source ) => source.besidePluginBlock )
	);
}

/**
 * The shifts the plugin is accountable for.
 *
 * @param shifts        Every shift of a load.
 * @param pluginResizes When a plugin block changed size or appeared.
 */
export function pluginShifts(
	shifts: readonly RecordedShift[],
	pluginResizes: readonly number[]
): RecordedShift[] {
	return shifts.filter( ( shift ) => isPluginShift( shift, pluginResizes ) );
}
