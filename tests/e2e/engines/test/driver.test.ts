import { ElementGoneError, onAttached } from '../driver';

describe( 'onAttached', () => {
	it( 'passes a finished action through', async () => {
		const action = jest.fn( async () => undefined );
		await onAttached( action );
		expect( action ).toHaveBeenCalledTimes( 1 );
	} );

	it.each( [
		'elementHandle.click: Element is not attached to the DOM',
		'Node is detached from document',
	] )( 'names a detached element as gone: %s', async ( message ) => {
		await expect(
			onAttached( async () => {
				throw new Error( message );
			} )
		).rejects.toBeInstanceOf( ElementGoneError );
	} );

	it( 'keeps any other error as it was: the input may have landed', async () => {
		const closed = new Error( 'Target closed' );
		await expect(
			onAttached( async () => {
				throw closed;
			} )
		).rejects.toBe( closed );
	} );
} );
