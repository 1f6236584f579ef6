/**
 * Internal dependencies
 */
import { renderFrontend } from '../render-frontend';
import { SERVER_CONFIG_ID } from '../server-config';

const REAL_ID = 'careers-chat-assistant-0a1b2c3d4e5f';

function serverConfig( data: unknown ): string {
	return `<script type="application/json" id="${ SERVER_CONFIG_ID }">${ JSON.stringify(
		data
	) }</script>`;
}

const CONFIG = {
	instances: { [ REAL_ID ]: { block: 'chat-assistant', label: 'real' } },
	shared: { 'chat-assistant': { from: 'server' } },
};

/**
 * A fresh document each time: the server config is read once per document.
 *
 * @param html Body markup.
 */
function page( html: string ): Document {
	const doc = document.implementation.createHTMLDocument( 'test' );
	doc.body.innerHTML = html;
	return doc;
}

function run( doc: Document ) {
	const started: Array< { id: string; config: unknown } > = [];
	const logger = { warn: jest.fn(), error: jest.fn() };
	renderFrontend(
		{
			block: 'chat-assistant',
			readConfig: ( instance, shared ) => ( { instance, shared } ),
			start: ( wrapper, config ) =>
				started.push( { id: wrapper.id, config } ),
		},
		{ doc, logger }
	);
	return { started, logger };
}

const wrapper = ( id = '' ) =>
	`<div class="wp-block-careers-frontend-chat-assistant"${
		id ? ` id="${ id }"` : ''
	}></div>`;

describe( 'renderFrontend', () => {
	it( 'starts the instances the server rendered, with the server’s config', () => {
		const { started, logger } = run(
			page( wrapper( REAL_ID ) + serverConfig( CONFIG ) )
		);
		expect( started ).toEqual( [
			{
				id: REAL_ID,
				config: {
					instance: { block: 'chat-assistant', label: 'real' },
					shared: { from: 'server' },
				},
			},
		] );
		expect( logger.warn ).not.toHaveBeenCalled();
	} );

	it( 'leaves a wrapper from post content inert, saying so once in the console', () => {
		const { started, logger } = run(
			page(
				wrapper( 'careers-chat-assistant-forged' ) +
					wrapper() +
					wrapper( REAL_ID ) +
					serverConfig( CONFIG )
			)
		);
		expect( started.map( ( item ) => item.id ) ).toEqual( [ REAL_ID ] );
		expect( logger.warn ).toHaveBeenCalledTimes( 2 );
		expect( logger.warn ).toHaveBeenCalledWith(
			'Careers Frontend: ignored a chat-assistant the server did not render (#careers-chat-assistant-forged).'
		);
	} );

	it( 'trusts no copy of a real id: both wrappers stay inert', () => {
		const { started } = run(
			page(
				wrapper( REAL_ID ) + wrapper( REAL_ID ) + serverConfig( CONFIG )
			)
		);
		expect( started ).toEqual( [] );
	} );

	it( 'trusts no instance listed for another block', () => {
		const { started } = run(
			page(
				wrapper( REAL_ID ) +
					serverConfig( {
						...CONFIG,
						instances: {
							[ REAL_ID ]: { block: 'persona-content' },
						},
					} )
			)
		);
		expect( started ).toEqual( [] );
	} );

	it.each( [
		[
			'config in an element that is not a script',
			`<div id="${ SERVER_CONFIG_ID }">${ JSON.stringify( CONFIG ) }</div>`,
		],
		[
			'two config scripts',
			serverConfig( CONFIG ) + serverConfig( CONFIG ),
		],
		[
			'malformed JSON',
			`<script type="application/json" id="${ SERVER_CONFIG_ID }">{nope</script>`,
		],
		[ 'no config at all', '' ],
	] )( 'starts nothing with %s', ( _label, config ) => {
		const { started } = run( page( wrapper( REAL_ID ) + config ) );
		expect( started ).toEqual( [] );
	} );

	it( 'does not start an instance whose config is unusable, and keeps going after one that throws', () => {
		const second = 'careers-chat-assistant-222222222222';
		const doc = page(
			wrapper( REAL_ID ) +
				wrapper( second ) +
				serverConfig( {
					...CONFIG,
					instances: {
						...CONFIG.instances,
						[ second ]: { block: 'chat-assistant' },
					},
				} )
		);
		const logger = { warn: jest.fn(), error: jest.fn() };
		const started: string[] = [];
		renderFrontend(
			{
				block: 'chat-assistant',
				readConfig: ( instance ) => instance,
				start: ( element ) => {
					if ( element.id === REAL_ID ) {
						throw new Error( 'broken' );
					}
					started.push( element.id );
				},
			},
			{ doc, logger }
		);
		expect( started ).toEqual( [ second ] );
		expect( logger.error ).toHaveBeenCalledWith( new Error( 'broken' ) );
	} );
} );
