/**
 * A copy of the shipped bot template in a temporary folder, changed as
 * data only (a locale, an intent), with the languages' grammar files
 * beside it: what docs/adding-a-language.md and docs/adding-an-intent.md
 * say to add, done by tests without touching the repository.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { START_UTTERANCE } from '../../../src/chat/core/conversation';
import {
	isObject,
	objectAt,
	TEMPLATE_PATH,
	type Json,
	type JsonObject,
} from '../../bot-template';
import { LANGUAGES_DIR } from '../languages';
import { CORRECTION_WORDS_SLOT_TYPE } from '../slot-type-words';

/** The shipped template, parsed afresh. */
export function templateJson(): JsonObject {
	return objectAt(
		JSON.parse( fs.readFileSync( TEMPLATE_PATH, 'utf8' ) ),
		'$'
	);
}

/**
 * The template's bot properties (`Resources.Bot.Properties`).
 * @param template
 */
export function botProperties( template: JsonObject ): JsonObject {
	const resources = objectAt( template.Resources, 'Resources' );
	return objectAt(
		objectAt( resources.Bot, 'Resources.Bot' ).Properties,
		'Resources.Bot.Properties'
	);
}

/**
 * The template's locales, as written.
 * @param template
 */
export function localesOf( template: JsonObject ): JsonObject[] {
	const locales = botProperties( template ).BotLocales;
	if ( ! Array.isArray( locales ) ) {
		throw new Error( 'The template has no BotLocales list.' );
	}
	return locales.map( ( locale ) => objectAt( locale, 'BotLocales[]' ) );
}

/**
 * A made-up language: each word's letters backwards ("help" → "pleh"),
 * slot names, attributes and SSML tags kept.
 *
 * @param text English.
 */
export function pseudo( text: string ): string {
	return text
		.split( /(\{[^}]*\}|\[[^\]]*\]|<[^>]*>)/ )
		.map( ( part, index ) =>
			index % 2 === 1
				? part
				: part.replace( /[A-Za-z]+/g, ( word ) =>
						[ ...word ].reverse().join( '' )
					)
		)
		.join( '' );
}

/**
 * A locale's copy in the made-up language: its sample utterances (the
 * chat's start utterance kept, as the chat sends it in every language),
 * messages, area words and correction words; category names, which are
 * the job API's, kept.
 *
 * @param value A locale as the template writes it.
 * @param key   The property it is.
 * @param text  Whether its strings are words candidates read or type.
 * @param words Whether every `Value` in it is (a slot type of words).
 */
export function pseudoLocale(
	value: Json,
	key = '',
	text = false,
	words = false
): Json {
	if ( typeof value === 'string' ) {
		return text && value !== START_UTTERANCE ? pseudo( value ) : value;
	}
	if ( Array.isArray( value ) ) {
		return value.map( ( item ) => pseudoLocale( item, key, text, words ) );
	}
	if ( ! isObject( value ) ) {
		return value;
	}
	const ofWords = words || value.Name === CORRECTION_WORDS_SLOT_TYPE;
	return Object.fromEntries(
		Object.entries( value ).map( ( [ name, item ] ) => [
			name,
			pseudoLocale(
				item,
				name,
				name === 'Utterance' ||
					( name === 'Value' &&
						( ofWords ||
							[
								'PlainTextMessage',
								'SSMLMessage',
								'Synonyms',
							].includes( key ) ) ),
				ofWords
			),
		] )
	);
}

/**
 * Adds a locale to every list of the template that names the locales: the
 * bot's, the version's, the alias's and the `BotLocales` output.
 *
 * @param template The template (changed).
 * @param locale   The new locale, as the bot lists it.
 */
export function addLocale( template: JsonObject, locale: JsonObject ): void {
	const id = String( locale.LocaleId );
	const resources = objectAt( template.Resources, 'Resources' );
	const properties = ( name: string ) =>
		objectAt( objectAt( resources[ name ], name ).Properties, name );
	const push = ( list: Json | undefined, item: Json ) => {
		if ( ! Array.isArray( list ) ) {
			throw new Error( 'The template lists no locales there.' );
		}
		list.push( item );
	};
	push( botProperties( template ).BotLocales, locale );
	push( properties( 'BotVersion' ).BotVersionLocaleSpecification, {
		LocaleId: id,
		BotVersionLocaleDetails: { SourceBotVersion: 'DRAFT' },
	} );
	push( properties( 'BotAlias' ).BotAliasLocaleSettings, {
		LocaleId: id,
		BotAliasLocaleSetting: { Enabled: true },
	} );
	const outputs = objectAt( template.Outputs, 'Outputs' );
	const output = objectAt( outputs.BotLocales, 'Outputs.BotLocales' );
	output.Value = `${ String( output.Value ) }, ${ id }`;
}

/** A temporary folder, removed by `remove`. */
export interface Scratch {
	dir: string;
	/** Writes the template there; returns its path. */
	writeTemplate: ( template: JsonObject ) => string;
	/**
	 * A copy of the languages' grammar files there, with more files.
	 * Returns the folder.
	 */
	writeLanguages: ( more: Record< string, Json > ) => string;
	remove: () => void;
}

export function scratch(): Scratch {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'bot-template-' ) );
	return {
		dir,
		writeTemplate: ( template ) => {
			const file = path.join( dir, 'recruiting-bot.template.json' );
			fs.writeFileSync( file, JSON.stringify( template, null, '\t' ) );
			return file;
		},
		writeLanguages: ( more ) => {
			const languages = path.join( dir, 'languages' );
			fs.cpSync( LANGUAGES_DIR, languages, { recursive: true } );
			for ( const [ code, words ] of Object.entries( more ) ) {
				fs.writeFileSync(
					path.join( languages, `${ code }.json` ),
					JSON.stringify( words )
				);
			}
			return languages;
		},
		remove: () => fs.rmSync( dir, { recursive: true, force: true } ),
	};
}
