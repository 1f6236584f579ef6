/**
 * The one reader of the bot template, shared by the build (tools/bot-words)
 * and the Lex stand-in (dev/services/bot/definition.ts). It imports nothing
 * of dev/ (test/imports.test.ts).
 */
export {
	botResourceOf,
	readBotTemplate,
	TEMPLATE_PATH,
	type BotResource,
} from './read';
// Typed access to the template's JSON, naming the path to what is wrong.
export * from './json';
