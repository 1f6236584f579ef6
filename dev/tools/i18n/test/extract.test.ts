/* @jest-environment node */
/**
 * Internal dependencies
 */
import { extractJs } from '../extract-js';
import { extractBlockJson, extractPluginHeader } from '../extract-metadata';
import { extractPhp } from '../extract-php';

describe( 'PHP extraction', () => {
	it( 'finds every WordPress translation function with its translators comment', () => {
		const source = [
			'<?php',
			"echo esc_html__( 'Sign in', 'careers-frontend' );",
			"/* translators: %s: the candidate's first name. */",
			"printf( esc_html__( 'Hello %s', 'careers-frontend' ), $name );",
			"_e( 'Don\\'t \"panic\"', 'careers-frontend' );",
			"echo _x( \"Post\\tbox\", 'noun', 'careers-frontend' );",
			"echo _n( 'One job', '%d jobs', $count, 'careers-frontend' );",
			"?><p><?php esc_attr_e( 'In HTML', 'careers-frontend' ); ?></p>",
			"<?php echo __( 'Join' . ' us', 'careers-frontend' );",
		].join( '\n' );
		const { messages, warnings } = extractPhp( source, 'x.php' );
		expect( warnings ).toEqual( [] );
		expect( messages ).toEqual( [
			{ id: 'Sign in', references: [ 'x.php:2' ], comments: [] },
			{
				id: 'Hello %s',
				references: [ 'x.php:4' ],
				comments: [ "translators: %s: the candidate's first name." ],
			},
			{ id: 'Don\'t "panic"', references: [ 'x.php:5' ], comments: [] },
			{
				id: 'Post\tbox',
				context: 'noun',
				references: [ 'x.php:6' ],
				comments: [],
			},
			{
				id: 'One job',
				plural: '%d jobs',
				references: [ 'x.php:7' ],
				comments: [],
			},
			{ id: 'In HTML', references: [ 'x.php:8' ], comments: [] },
			{ id: 'Join us', references: [ 'x.php:9' ], comments: [] },
		] );
	} );

	it( 'warns about calls it cannot use and ignores look-alikes', () => {
		const source = [
			'<?php',
			"echo __( $text, 'careers-frontend' );",
			"echo __( 'No domain' );",
			"echo __( 'Core', 'default' );",
			"$object->__( 'method' );",
			'function __( $text ) {}',
			"// __( 'commented', 'careers-frontend' );",
			"echo '__( \\'in a string\\', \\'careers-frontend\\' )';",
		].join( '\n' );
		const { messages, warnings } = extractPhp( source, 'y.php' );
		expect( messages ).toEqual( [] );
		expect( warnings.map( ( warning ) => warning.reference ) ).toEqual( [
			'y.php:2',
			'y.php:3',
			'y.php:4',
		] );
	} );

	it( 'does not give one translators comment to two calls', () => {
		const source = [
			'<?php',
			'// translators: %s: a name.',
			"$a = sprintf( __( 'Hi %s', 'careers-frontend' ), $name );",
			"$b = __( 'Bye', 'careers-frontend' );",
		].join( '\n' );
		const { messages } = extractPhp( source, 'z.php' );
		expect( messages.map( ( message ) => message.comments ) ).toEqual( [
			[ 'translators: %s: a name.' ],
			[],
		] );
	} );
} );

describe( 'JavaScript extraction', () => {
	it( 'reads TypeScript and JSX sources', () => {
		const source = [
			"import { __, _n, _x, sprintf } from '@wordpress/i18n';",
			"const label = <span>{ __( `Save`, 'careers-frontend' ) }</span>;",
			'const text = sprintf(',
			'\t/* translators: %d: number of jobs. */',
			"\t_n( '%d job', '%d jobs', count as number, 'careers-frontend' ),",
			'\tcount',
			');',
			"const verb = _x( 'Post', 'verb', 'careers-frontend' );",
		].join( '\n' );
		const { messages, warnings } = extractJs( source, 'a.tsx' );
		expect( warnings ).toEqual( [] );
		expect( messages ).toEqual( [
			{ id: 'Save', references: [ 'a.tsx:2' ], comments: [] },
			{
				id: '%d job',
				plural: '%d jobs',
				references: [ 'a.tsx:5' ],
				comments: [ 'translators: %d: number of jobs.' ],
			},
			{
				id: 'Post',
				context: 'verb',
				references: [ 'a.tsx:8' ],
				comments: [],
			},
		] );
	} );

	it( 'reads webpack’s minified calls', () => {
		const built =
			'(()=>{var e=window.wp.i18n;const t=(0,e.__)("Sign in","careers-frontend"),n=(0,e._n)("%d item","%d items",2,"careers-frontend");e.__("Other","other-domain")})();';
		const { messages, warnings } = extractJs( built, 'build/x.js' );
		expect( messages.map( ( message ) => message.id ) ).toEqual( [
			'Sign in',
			'%d item',
		] );
		expect( warnings ).toHaveLength( 1 );
	} );
} );

describe( 'metadata extraction', () => {
	it( 'reads the plugin header', () => {
		const header = [
			'<?php',
			'/**',
			' * Plugin Name:       Careers Frontend',
			' * Description: Blocks.',
			' */',
		].join( '\n' );
		expect( extractPluginHeader( header, 'careers-frontend.php' ) ).toEqual(
			[
				{
					id: 'Careers Frontend',
					references: [ 'careers-frontend.php:3' ],
					comments: [ 'Plugin Name of the plugin' ],
				},
				{
					id: 'Blocks.',
					references: [ 'careers-frontend.php:4' ],
					comments: [ 'Description of the plugin' ],
				},
			]
		);
	} );

	it( 'reads block.json fields under WordPress’s contexts', () => {
		const json = JSON.stringify( {
			textdomain: 'careers-frontend',
			title: 'Sign-in menu',
			description: 'A menu.',
			keywords: [ 'login' ],
		} );
		expect(
			extractBlockJson( json, 'blocks/b/block.json' ).map(
				( message ) => [ message.context, message.id ]
			)
		).toEqual( [
			[ 'block title', 'Sign-in menu' ],
			[ 'block description', 'A menu.' ],
			[ 'block keyword', 'login' ],
		] );
	} );
} );
