/**
 * Pieces both Lex versions' replies are read with: cards, buttons, text
 * by content type, and optional fields left out rather than undefined.
 */

/**
 * Internal dependencies
 */
import {
	isRecord,
	nonEmptyStrings,
	optionalString,
	type UnknownRecord,
} from '../common';
import {
	parseCustomPayload,
	ssmlToText,
	type BotMessage,
	type BotReply,
	type CardButton,
	type ResponseCard,
} from './reply-model';

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

export function parseCard(
	value: UnknownRecord,
	subtitleKey: 'subtitle' | 'subTitle'
): ResponseCard {
	return {
		title: optionalString( value.title ) ?? '',
		buttons: parseButtons( value.buttons ),
		...nonEmptyStrings( {
			subtitle: optionalString( value[ subtitleKey ] ),
			imageUrl: safeHttpUrl( value.imageUrl ),
			linkUrl: safeHttpUrl( value.attachmentLinkUrl ),
		} ),
	};
}

/**
 * One message from its content type and text; unknown types read as text.
 *
 * @param contentType Lex content type.
 * @param content     Message content.
 */
export function textMessage(
	contentType: unknown,
	content: string
): BotMessage {
	if ( contentType === 'SSML' ) {
		return { contentType: 'SSML', text: ssmlToText( content ) };
	}
	if ( contentType === 'CustomPayload' ) {
		return parseCustomPayload( content );
	}
	return { contentType: 'PlainText', text: content };
}

/**
 * Optional fields are absent rather than `undefined` (stable equality).
 * @param reply Parsed reply.
 */
export function withoutUndefined( reply: BotReply ): BotReply {
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
