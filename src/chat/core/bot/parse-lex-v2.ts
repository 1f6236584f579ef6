/**
 * A Lex V2 RecognizeText response as the chat's `BotReply`.
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
	BAD_V2_FORMAT_MESSAGE,
	BotReplyError,
	NO_RESPONSE_MESSAGE,
	type BotMessage,
	type BotReply,
	type DialogState,
} from './reply-model';
import { parseCard, textMessage, withoutUndefined } from './reply-parts';

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
	// Only documented signals: the session's intent, when Lex gives one.
	// `interpretations` are ordered by confidence (Interpretation, API
	// reference), and the score of the active intent on a turn that fills a
	// FreeFormInput slot is not documented, so the chat never reads them.
	const intent = isRecord( sessionState.intent ) ? sessionState.intent : {};
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
