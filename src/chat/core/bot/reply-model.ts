/**
 * One reply model for Lex V2 (RecognizeText) and Lex V1 (PostText): the UI
 * renders `BotReply` and never sees either service's shape. Each version's
 * reader is a module of its own (parse-lex-v2.ts, parse-lex-v1.ts) that
 * imports this one, never the other way round.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../common';

export const NO_RESPONSE_MESSAGE = 'No response received from Lex.';
export const BAD_V2_FORMAT_MESSAGE = 'Unexpected Lex V2 response format.';

export interface CardButton {
	text: string;
	/** What is sent to the bot when the button is chosen. */
	value: string;
}

export interface ResponseCard {
	title: string;
	subtitle?: string;
	/** Absolute http(s) URL only; anything else is dropped. */
	imageUrl?: string;
	/** V1 `attachmentLinkUrl`, absolute http(s) only. */
	linkUrl?: string;
	buttons: CardButton[];
}

export type BotMessage =
	| { contentType: 'PlainText'; text: string }
	/** SSML with its tags removed: shown as text. */
	| { contentType: 'SSML'; text: string }
	/** `data` is the parsed JSON when the content is JSON, else undefined. */
	| { contentType: 'CustomPayload'; text: string; data?: unknown }
	| { contentType: 'ImageResponseCard'; card: ResponseCard };

/**
 * Lex V1's vocabulary; V2 replies map onto it (see `v2DialogState`).
 * Other strings pass through unchanged.
 */
export type DialogState =
	| 'ElicitIntent'
	| 'ConfirmIntent'
	| 'ElicitSlot'
	| 'Fulfilled'
	| 'ReadyForFulfillment'
	| 'Failed'
	| ( string & {} );

export interface BotReply {
	messages: BotMessage[];
	intentName?: string;
	/** Slot name to its interpreted value (null when not filled yet). */
	slots: Record< string, string | null >;
	slotToElicit?: string;
	sessionAttributes: Record< string, string >;
	dialogState?: DialogState;
}

/** Thrown when a reply cannot be turned into a `BotReply`. */
export class BotReplyError extends Error {
	constructor( message: string ) {
		super( message );
		this.name = 'BotReplyError';
	}
}

const ENTITIES: Record< string, string > = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: ' ',
};

/**
 * SSML as plain text: tags removed, the XML entities decoded.
 * @param ssml SSML markup.
 */
export function ssmlToText( ssml: string ): string {
	return ssml
		.replace( /<[^>]*>/g, '' )
		.replace(
			/&(amp|lt|gt|quot|apos|nbsp);/g,
			( _, name: string ) => ENTITIES[ name ] ?? ''
		)
		.replace( /\s+/g, ' ' )
		.trim();
}

/**
 * JSON when it parses, otherwise only the text; never throws.
 * @param content Message content.
 */
export function parseCustomPayload( content: string ): BotMessage {
	try {
		const data: unknown = JSON.parse( content );
		return { contentType: 'CustomPayload', text: content, data };
	} catch {
		return { contentType: 'CustomPayload', text: content };
	}
}

/**
 * Text a message shows or reads aloud; '' for cards and JSON payloads.
 * @param message A message, or undefined.
 */
export function messageText( message: BotMessage | undefined ): string {
	if ( ! message || message.contentType === 'ImageResponseCard' ) {
		return '';
	}
	if ( message.contentType === 'CustomPayload' ) {
		return message.data === undefined ? message.text : '';
	}
	return message.text;
}

function isCardButton( value: unknown ): boolean {
	return (
		isRecord( value ) &&
		typeof value.text === 'string' &&
		typeof value.value === 'string'
	);
}

/**
 * Whether a value (read back from storage) is a well-formed BotMessage.
 *
 * @param value Anything.
 */
export function isBotMessage( value: unknown ): value is BotMessage {
	if ( ! isRecord( value ) ) {
		return false;
	}
	switch ( value.contentType ) {
		case 'PlainText':
		case 'SSML':
		case 'CustomPayload':
			return typeof value.text === 'string';
		case 'ImageResponseCard': {
			const card = value.card;
			return (
				isRecord( card ) &&
				typeof card.title === 'string' &&
				Array.isArray( card.buttons ) &&
				card.buttons.every( isCardButton ) &&
				[ card.subtitle, card.imageUrl, card.linkUrl ].every(
					( field ) =>
						field === undefined || typeof field === 'string'
				)
			);
		}
	}
	return false;
}
