/** @jest-environment node */

/**
 * includes/admin-lex-v1.php, run by PHP with WordPress's functions played
 * by stubs: a site still set to Lex V1 shows its administrators a notice
 * (escaped, capability-checked) until they dismiss it, and the dismiss
 * link checks the capability and the nonce.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { PHP_READY_TIMEOUT_MS, phpReady, runPhp } from '../tests/run-php';

const ROOT = path.resolve( __dirname, '..' );

interface World {
	botVersion?: string;
	canManage?: boolean;
	dismissed?: boolean;
	screen?: string;
	/** Playing with the words (as a translation could): escaped anyway. */
	translate?: Record< string, string >;
}

interface Outcome {
	/** What the page printed. */
	output: string;
	/** update_user_meta calls. */
	meta: unknown[][];
	redirect?: string;
	died?: string;
	checkedNonce?: string;
}

/**
 * Runs `call` after loading the file, in a WordPress of stubs.
 *
 * @param world The site, the user and the screen.
 * @param call  PHP code to run.
 */
function php( world: World, call: string ): Outcome {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'careers-v1-' ) );
	const script = path.join( dir, 'run.php' );
	fs.writeFileSync(
		script,
		`<?php
define( 'ABSPATH', '/' );
const CAREERS_FRONTEND_ADMIN_PAGE = 'careers-frontend';
$GLOBALS['world'] = json_decode( ${ JSON.stringify(
			JSON.stringify( world )
		) }, true );
$GLOBALS['out'] = array( 'meta' => array() );
$GLOBALS['actions'] = array();
function add_action( $hook, $callback ) { $GLOBALS['actions'][ $hook ] = $callback; }
function __( $text ) { return $GLOBALS['world']['translate'][ $text ] ?? $text; }
function esc_html( $text ) { return htmlspecialchars( $text, ENT_QUOTES ); }
function esc_html__( $text ) { return esc_html( __( $text ) ); }
function esc_html_e( $text ) { echo esc_html__( $text ); }
function esc_url( $url ) { return htmlspecialchars( $url, ENT_QUOTES ); }
function current_user_can( $capability ) { return 'manage_options' === $capability && ( $GLOBALS['world']['canManage'] ?? true ); }
function careers_frontend_get_settings() { return array( 'bot_version' => $GLOBALS['world']['botVersion'] ?? 'v2' ); }
function careers_frontend_settings_page_url() { return 'https://example.test/wp-admin/options-general.php?page=careers-frontend'; }
function get_current_user_id() { return 7; }
function get_user_meta( $user, $key, $single ) { return 7 === $user && 'careers_frontend_lex_v1_notice_dismissed' === $key && ( $GLOBALS['world']['dismissed'] ?? false ) ? '1' : ''; }
function update_user_meta( ...$args ) { $GLOBALS['out']['meta'][] = $args; }
function get_current_screen() { return (object) array( 'id' => $GLOBALS['world']['screen'] ?? 'dashboard' ); }
function admin_url( $path = '' ) { return 'https://example.test/wp-admin/' . $path; }
function wp_nonce_url( $url, $action ) { return $url . '&_wpnonce=nonce-of-' . $action; }
function check_admin_referer( $action ) { $GLOBALS['out']['checkedNonce'] = $action; return 1; }
function wp_get_referer() { return 'https://example.test/wp-admin/plugins.php'; }
function wp_safe_redirect( $url ) { $GLOBALS['out']['redirect'] = $url; }
function wp_die( $message, $code ) { $GLOBALS['out']['died'] = $code . ' ' . $message; finish(); }
function finish() { $GLOBALS['out']['output'] = ob_get_clean(); echo json_encode( $GLOBALS['out'] ); exit; }
register_shutdown_function( function () { if ( ! isset( $GLOBALS['out']['output'] ) ) { finish(); } } );
require $argv[1] . '/includes/admin-lex-v1.php';
ob_start();
${ call };
finish();
`
	);
	try {
		return JSON.parse( runPhp( [ script, ROOT ] ) ) as Outcome;
	} finally {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
}

const NOTICE = "call_user_func( $GLOBALS['actions']['admin_notices'] )";
const DISMISS =
	"call_user_func( $GLOBALS['actions']['admin_post_careers_frontend_dismiss_lex_v1_notice'] )";

/**
 * The notice's text, tags out, spaces joined.
 * @param html
 */
const words = ( html: string ) =>
	html
		.replace( /<[^>]+>/g, ' ' )
		.replace( /\s+/g, ' ' )
		.trim();

beforeAll( phpReady, PHP_READY_TIMEOUT_MS );

describe( 'the Lex V1 notice', () => {
	it( 'tells an administrator of a V1 site that AWS ended V1, that the chat still works, and where to change it', () => {
		const { output } = php( { botVersion: 'v1' }, NOTICE );
		expect( output ).toContain( 'class="notice notice-warning' );
		expect( words( output ) ).toBe(
			'Careers: the chat still talks to a Lex V1 bot. AWS ended Amazon Lex V1 on 15 September 2025, and Lex V2 is the default. The chat keeps working only as long as the V1 bot answers: move it to Lex V2. Open Settings → Careers | Dismiss this notice'
		);
		expect( output ).toContain(
			'href="https://example.test/wp-admin/options-general.php?page=careers-frontend"'
		);
		// The dismiss link carries its nonce (the URL escaped for HTML).
		expect( output ).toContain(
			'href="https://example.test/wp-admin/admin-post.php?action=careers_frontend_dismiss_lex_v1_notice&amp;_wpnonce=nonce-of-careers_frontend_dismiss_lex_v1_notice"'
		);
	} );

	it( 'escapes its words, translated or not', () => {
		const { output } = php(
			{
				botVersion: 'v1',
				translate: {
					'Dismiss this notice': '<script>alert(1)</script>',
				},
			},
			NOTICE
		);
		expect( output ).not.toContain( '<script>' );
		expect( output ).toContain( '&lt;script&gt;alert(1)&lt;/script&gt;' );
	} );

	it( 'shows nothing on a V2 site, to a user who cannot manage options, once dismissed, or on Settings → Careers', () => {
		expect( php( { botVersion: 'v2' }, NOTICE ).output ).toBe( '' );
		expect(
			php( { botVersion: 'v1', canManage: false }, NOTICE ).output
		).toBe( '' );
		expect(
			php( { botVersion: 'v1', dismissed: true }, NOTICE ).output
		).toBe( '' );
		// The page's own field says it there.
		expect(
			php(
				{ botVersion: 'v1', screen: 'settings_page_careers-frontend' },
				NOTICE
			).output
		).toBe( '' );
	} );
} );

describe( 'dismissing the Lex V1 notice', () => {
	it( 'checks the nonce, keeps the choice for this user only, and goes back', () => {
		const outcome = php( { botVersion: 'v1' }, DISMISS );
		expect( outcome.checkedNonce ).toBe(
			'careers_frontend_dismiss_lex_v1_notice'
		);
		expect( outcome.meta ).toEqual( [
			[ 7, 'careers_frontend_lex_v1_notice_dismissed', '1' ],
		] );
		expect( outcome.redirect ).toBe(
			'https://example.test/wp-admin/plugins.php'
		);
	} );

	it( 'refuses a user who cannot manage options, before anything else', () => {
		const outcome = php( { botVersion: 'v1', canManage: false }, DISMISS );
		expect( outcome.died ).toBe(
			'403 Sorry, you are not allowed to do that.'
		);
		expect( outcome.checkedNonce ).toBeUndefined();
		expect( outcome.meta ).toEqual( [] );
		expect( outcome.redirect ).toBeUndefined();
	} );
} );
