/**
 * What both Lex versions' clients do with a message: build the version's
 * command, send it with the timeout, read the reply. Only the command, the
 * reply parser and the text for an unreadable body differ by version.
 */

/**
 * Internal dependencies
 */
import type { BotClient, BotRequest } from './bot-client';
import type { BotReply } from './reply-model';
import {
	DEFAULT_REQUEST_TIMEOUT_MS,
	sendBotCommand,
	type SendOptions,
} from './send-with-timeout';

/** A request as the commands are built from it: attributes always there. */
export type LexRequest = BotRequest & {
	requestAttributes: Record< string, string >;
};

export interface LexVersion< Command > {
	/** The SDK client (or a stand-in) the command goes to. */
	client: {
		send: ( command: Command, options?: SendOptions ) => Promise< unknown >;
	};
	command: ( request: LexRequest ) => Command;
	parse: ( output: unknown ) => BotReply;
	/** What the chat says when the SDK cannot parse the body. */
	unreadableMessage: string;
	timeoutMs?: number;
}

export function createLexBotClient< Command >(
	version: LexVersion< Command >
): BotClient {
	const { client, timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS } = version;
	return {
		async send( {
			requestAttributes = {},
			...request
		}: BotRequest ): Promise< BotReply > {
			// The spec's request shape: requestAttributes always, empty when
			// there is nothing to send.
			const command = version.command( {
				...request,
				requestAttributes,
			} );
			const output = await sendBotCommand(
				( sendOptions ) => client.send( command, sendOptions ),
				timeoutMs,
				version.unreadableMessage
			);
			return version.parse( output );
		},
	};
}
