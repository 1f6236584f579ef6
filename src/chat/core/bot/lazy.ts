/**
 * The bot's second face: the Cognito credentials provider, which imports
 * the AWS SDK statically. The chat fetches it in chunk `chat-credentials`
 * (load-bot-client.ts); the settings page's connection test imports it
 * here, so the bot's first face (index.ts) never brings the SDK along.
 */

export {
	credentialsFromSettings,
	type CredentialsProvider,
} from './credentials';
