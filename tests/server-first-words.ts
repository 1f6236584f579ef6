/**
 * The first words as the server prints them in the chat window's root
 * (includes/chat-first-words.php), run by PHP, for the launcher's tests.
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
import type { FirstTurn } from '../src/chat/public';
import { runPhp } from './run-php';

const ROOT = path.resolve( __dirname, '..' );

/**
 * careers_frontend_chat_first_words_markup( id, title, turn ), with
 * WordPress's escaping functions as WordPress has them (no translation).
 *
 * @param id    The block's id.
 * @param title The dialog's title.
 * @param turn  The first turn.
 */
export function serverMarkup(
	id: string,
	title: string,
	turn: FirstTurn
): string {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'careers-first-' ) );
	const script = path.join( dir, 'run.php' );
	const input = path.join( dir, 'turn.json' );
	fs.writeFileSync( input, JSON.stringify( turn ) );
	fs.writeFileSync(
		script,
		`<?php
define( 'ABSPATH', '/' );
function careers_escape( $text ) { return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8', false ); }
function esc_html( $text ) { return careers_escape( $text ); }
function esc_attr( $text ) { return careers_escape( $text ); }
function esc_html__( $text, $domain ) { return careers_escape( $text ); }
function esc_attr__( $text, $domain ) { return careers_escape( $text ); }
require $argv[1] . '/includes/chat-first-words.php';
echo careers_frontend_chat_first_words_markup( $argv[3], $argv[4], json_decode( file_get_contents( $argv[2] ), true ) );
`
	);
	try {
		return runPhp( [ script, ROOT, input, id, title ] );
	} finally {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
}
