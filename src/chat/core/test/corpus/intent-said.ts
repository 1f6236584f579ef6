/**
 * Which of the template's intents a reply is, as a candidate tells it:
 * by what the bot says. The chat reads only documented signals, and Lex
 * need not name the intent a closing moved on from (an `ElicitIntent`
 * next step may come without one), so the corpus judges by the words.
 */

/**
 * Internal dependencies
 */
import { loadBotDefinition } from '../../../../../dev/services/bot/definition';
import type { BotMessage as TemplateMessage } from '../../../../../dev/services/bot/types';
import { ssmlToText, type BotReply } from '../../bot';

const DEFINITION = loadBotDefinition();

function plainTextOf( message: TemplateMessage ) {
	if ( message.type === 'PlainText' ) {
		return message.content;
	}
	return message.type === 'SSML' ? ssmlToText( message.content ) : '';
}

/**
 * The intent whose closing says the reply's first line (with no slot
 * filled in it), else the session's intent the reply names.
 * @param locale The bot locale.
 * @param reply  The reply.
 */
export function intentSaid(
	locale: string,
	reply: BotReply | undefined
): string | undefined {
	const first = reply?.messages[ 0 ];
	const said = first && 'text' in first ? first.text : undefined;
	for ( const intent of DEFINITION.locales.get( locale )?.intents ?? [] ) {
		const groups = intent.closing?.response ?? [];
		const texts = groups.flatMap( ( group ) =>
			[ group.message, ...group.variations ].map( plainTextOf )
		);
		if ( said !== undefined && texts.includes( said ) ) {
			return intent.name;
		}
	}
	return reply?.intentName;
}
