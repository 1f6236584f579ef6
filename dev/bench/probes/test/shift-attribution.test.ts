/**
 * @jest-environment node
 */
/**
 * Internal dependencies
 */
import {
	isPluginShift,
	pluginShifts,
	SAME_FRAME_MS,
	type RecordedShift,
	type ShiftSource,
} from '../shift-attribution';

const theme = ( overrides: Partial< ShiftSource > = {} ): ShiftSource => ( {
	node: 'p.has-text-align-right',
	move: '1000,700 171×28 → 905,700 266×28',
	inPluginBlock: false,
	besidePluginBlock: false,
	...overrides,
} );

const shift = ( time: number, sources: ShiftSource[] ): RecordedShift => ( {
	value: 0.0005,
	time,
	sources,
} );

describe( 'layout-shift attribution', () => {
	it( 'ignores the theme footer paragraph that re-laid out on its own (the CI failure of /apply/)', () => {
		const footer = shift( 1200, [ theme() ] );
		// A plugin block appeared early in the load, long before.
		expect( isPluginShift( footer, [ 40, 85 ] ) ).toBe( false );
		// Even in the same frame as a plugin block's change of size: the
		// paragraph is neither after it (moved up or down) nor beside it.
		expect( isPluginShift( footer, [ 1195 ] ) ).toBe( false );
	} );

	it( 'ignores a theme element after the plugin blocks when no plugin block changed size then', () => {
		const later = shift( 2000, [
			theme( {
				node: 'footer.wp-block-template-part',
				besidePluginBlock: true,
			} ),
		] );
		expect(
			isPluginShift( later, [ 300, 2000 - SAME_FRAME_MS - 1 ] )
		).toBe( false );
	} );

	it( 'counts a shift of a plugin block itself, whatever caused it', () => {
		const own = shift( 500, [
			theme(),
			{
				node: 'div.wp-block-careers-frontend-signin-menu',
				move: '900,20 120×40 → 860,20 160×40',
				inPluginBlock: true,
				besidePluginBlock: false,
			},
		] );
		expect( isPluginShift( own, [] ) ).toBe( true );
	} );

	it( 'counts a theme element a plugin block moved: after it, in the frame the block grew', () => {
		const pushed = shift( 800, [
			theme( {
				node: 'footer.wp-block-template-part',
				move: '0,900 1280×200 → 0,1020 1280×200',
				besidePluginBlock: true,
			} ),
		] );
		expect( isPluginShift( pushed, [ 795 ] ) ).toBe( true );
		expect( isPluginShift( pushed, [ 800 + SAME_FRAME_MS ] ) ).toBe( true );
	} );

	it( 'keeps only the plugin’s shifts of a load', () => {
		const footer = shift( 1200, [ theme() ] );
		const pushed = shift( 800, [ theme( { besidePluginBlock: true } ) ] );
		expect( pluginShifts( [ footer, pushed ], [ 790 ] ) ).toEqual( [
			pushed,
		] );
		expect( pluginShifts( [ footer ], [ 790 ] ) ).toEqual( [] );
	} );
} );
