/**
 * One reply model for Lex V2 (RecognizeText) and Lex V1 (PostText): the UI
 * renders `BotReply` and never sees either service's shape.
 */

/**
 * Internal dependencies
 */
import {
	isRecord,
	optionalString,
	stringMap,
	type UnknownRecord,
} from './guards';

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

function safeHttpUrl( value: unknown ): string | undefined {
	if ( typeof value !== 'string' || value === '' ) {
		return undefined;
	}
	try {
		const url = new URL( value );
		return url.protocol === 'https:' || url.protocol === 'http:'
			? url.href
			: undefined;
	} catch {
		return undefined;
	}
}

function parseButtons( value: unknown ): CardButton[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value.flatMap( ( button ): CardButton[] => {
		if ( ! isRecord( button ) ) {
			return [];
		}
		const text = optionalString( button.text ) ?? '';
		const sent = optionalString( button.value ) ?? text;
		return text === '' && sent === '' ? [] : [ { text, value: sent } ];
	} );
}

function parseCard(
	value: UnknownRecord,
	subtitleKey: 'subtitle' | 'subTitle'
): ResponseCard {
	const card: ResponseCard = {
		title: optionalString( value.title ) ?? '',
		buttons: parseButtons( value.buttons ),
	};
	const subtitle = optionalString( value[ subtitleKey ] );
	const imageUrl = safeHttpUrl( value.imageUrl );
	const linkUrl = safeHttpUrl( value.attachmentLinkUrl );
	if ( subtitle ) {
		card.subtitle = subtitle;
	}
	if ( imageUrl ) {
		card.imageUrl = imageUrl;
	}
	if ( linkUrl ) {
		card.linkUrl = linkUrl;
	}
	return card;
}

/**
 * One message from its content type and text; unknown types read as text.
 *
 * @param contentType Lex content type.
 * @param content     Message content.
 */
function textMessage( contentType: unknown, content: string ): BotMessage {
	if ( contentType === 'SSML' ) {
		return { contentType: 'SSML', text: ssmlToText( content ) };
	}
	if ( contentType === 'CustomPayload' ) {
		return parseCustomPayload( content );
	}
	return { contentType: 'PlainText', text: content };
}

function parseV2Message( value: unknown ): BotMessage[] {
	if ( ! isRecord( value ) ) {
		return [];
	}
	if ( value.contentType === 'ImageResponseCard' ) {
		return isRecord( value.imageResponseCard )
			? [
					{
						contentType: 'ImageResponseCard',
						card: parseCard( value.imageResponseCard, 'subtitle' ),
					},
				]
			: [];
	}
	const content = optionalString( value.content );
	return content === undefined
		? []
		: [ textMessage( value.contentType, content ) ];
}

function parseV2Slots( value: unknown ): Record< string, string | null > {
	if ( ! isRecord( value ) ) {
		return {};
	}
	const slots: Record< string, string | null > = {};
	for ( const [ name, slot ] of Object.entries( value ) ) {
		const slotValue =
			isRecord( slot ) && isRecord( slot.value ) ? slot.value : {};
		slots[ name ] =
			optionalString( slotValue.interpretedValue ) ??
			optionalString( slotValue.originalValue ) ??
			null;
	}
	return slots;
}

function v2DialogState(
	dialogAction: UnknownRecord,
	intent: UnknownRecord
): DialogState | undefined {
	const action = optionalString( dialogAction.type );
	if (
		action === 'ElicitIntent' ||
		action === 'ElicitSlot' ||
		action === 'ConfirmIntent'
	) {
		return action;
	}
	return optionalString( intent.state ) ?? action;
}

/**
 * A RecognizeText response as a `BotReply`.
 *
 * @param  data The command output (or any value, checked here).
 * @throws {BotReplyError} 'No response received from Lex.' for no data,
 * 'Unexpected Lex V2 response format.' when the shape is wrong.
 */
export function parseLexV2Reply( data: unknown ): BotReply {
	if ( data === null || data === undefined ) {
		throw new BotReplyError( NO_RESPONSE_MESSAGE );
	}
	if (
		! isRecord( data ) ||
		! isRecord( data.sessionState ) ||
		( data.messages !== undefined && ! Array.isArray( data.messages ) )
	) {
		throw new BotReplyError( BAD_V2_FORMAT_MESSAGE );
	}
	const sessionState = data.sessionState;
	const dialogAction = isRecord( sessionState.dialogAction )
		? sessionState.dialogAction
		: {};
	const interpretations = Array.isArray( data.interpretations )
		? data.interpretations
		: [];
	const topInterpretation: unknown = interpretations[ 0 ];
	const intent = isRecord( sessionState.intent )
		? sessionState.intent
		: ( isRecord( topInterpretation ) &&
				isRecord( topInterpretation.intent ) &&
				topInterpretation.intent ) ||
			{};
	const messages: unknown[] = Array.isArray( data.messages )
		? data.messages
		: [];
	return withoutUndefined( {
		messages: messages.flatMap( parseV2Message ),
		intentName: optionalString( intent.name ),
		slots: parseV2Slots( intent.slots ),
		slotToElicit: optionalString( dialogAction.slotToElicit ),
		sessionAttributes: stringMap( sessionState.sessionAttributes ),
		dialogState: v2DialogState( dialogAction, intent ),
	} );
}

/**
 * V1 Composite: `{"messages":[{"type","group","value"}]}` in group order.
 * @param content Message content.
 */
function parseCompositeMessage( content: string ): BotMessage[] | undefined {
	let parsed: unknown;
	try {
		parsed = JSON.parse( content );
	} catch {
		return undefined;
	}
	if ( ! isRecord( parsed ) || ! Array.isArray( parsed.messages ) ) {
		return undefined;
	}
	const entries: unknown[] = parsed.messages;
	return entries
		.flatMap( ( entry ) => {
			if ( ! isRecord( entry ) || typeof entry.value !== 'string' ) {
				return [];
			}
			const group = typeof entry.group === 'number' ? entry.group : 0;
			return [
				{ group, message: textMessage( entry.type, entry.value ) },
			];
		} )
		.sort( ( a, b ) => a.group - b.group )
		.map( ( { message } ) => message );
}

function parseV1Messages( data: UnknownRecord ): BotMessage[] {
	const content = optionalString( data.message );
	const messages: BotMessage[] = [];
	if ( content !== undefined && content !== '' ) {
		const composite =
			data.messageFormat === 'Composite'
				? parseCompositeMessage( content )
				: undefined;
		messages.push(
			...( composite ?? [ textMessage( data.messageFormat, content ) ] )
		);
	}
	const card = isRecord( data.responseCard ) ? data.responseCard : {};
	const attachments: unknown[] = Array.isArray( card.genericAttachments )
		? card.genericAttachments
		: [];
	for ( const attachment of attachments ) {
		if ( isRecord( attachment ) ) {
			messages.push( {
				contentType: 'ImageResponseCard',
				card: parseCard( attachment, 'subTitle' ),
			} );
		}
	}
	return messages;
}

function parseV1Slots( value: unknown ): Record< string, string | null > {
	if ( ! isRecord( value ) ) {
		return {};
	}
	const slots: Record< string, string | null > = {};
	for ( const [ name, slot ] of Object.entries( value ) ) {
		slots[ name ] = typeof slot === 'string' ? slot : null;
	}
	return slots;
}

/**
 * A PostText response as a `BotReply`.
 *
 * @param  data The command output (or any value, checked here).
 * @throws {BotReplyError} 'No response received from Lex.' when there is
 * nothing to read (no dialog state, message or intent).
 */
export function parseLexV1Reply( data: unknown ): BotReply {
	if (
		! isRecord( data ) ||
		( data.dialogState === undefined &&
			data.message === undefined &&
			data.intentName === undefined &&
			data.responseCard === undefined )
	) {
		throw new BotReplyError( NO_RESPONSE_MESSAGE );
	}
	return withoutUndefined( {
		messages: parseV1Messages( data ),
		intentName: optionalString( data.intentName ),
		slots: parseV1Slots( data.slots ),
		slotToElicit: optionalString( data.slotToElicit ),
		sessionAttributes: stringMap( data.sessionAttributes ),
		dialogState: optionalString( data.dialogState ),
	} );
}

/**
 * Optional fields are absent rather than `undefined` (stable equality).
 * @param reply Parsed reply.
 */
function withoutUndefined( reply: BotReply ): BotReply {
	const result = { ...reply };
	for ( const key of [
		'intentName',
		'slotToElicit',
		'dialogState',
	] as const ) {
		if ( result[ key ] === undefined ) {
			delete result[ key ];
		}
	}
	return result;
}
