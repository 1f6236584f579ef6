/**
 * A Lex V1 PostText response as the chat's `BotReply`.
 */

/**
 * Internal dependencies
 */
import {
	isRecord,
	optionalString,
	stringMap,
	type UnknownRecord,
} from '../common';
import {
	BotReplyError,
	NO_RESPONSE_MESSAGE,
	type BotMessage,
	type BotReply,
} from './reply-model';
import { parseCard, textMessage, withoutUndefined } from './reply-parts';

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
