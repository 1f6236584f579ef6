/**
 * Internal dependencies
 */
import type { ChoiceKey, SchemaValue, SettingKey } from './schema';

/**
 * The values of the settings with a fixed list (`enum` in the schema),
 * which TypeScript cannot read as literals from a JSON file. Only schema
 * enum fields may be listed; an enum setting not listed is a plain string.
 */
interface SettingChoices {
	bot_version: 'v2' | 'v1';
	environment: 'production' | 'development';
	link_target: '_blank' | '_self';
	maps_provider: 'google' | 'here';
}

// Fails to compile when a listed key has no `enum` in the schema.
type OnlyChoices<
	T extends Partial< Record< ChoiceKey, string > > &
		Record< Exclude< keyof T, ChoiceKey >, never >,
> = T;
type Choices = OnlyChoices< SettingChoices >;

/**
 * The plugin's settings as PHP hands them to the page, derived from
 * includes/settings.schema.json.
 */
export type Settings = {
	[ K in SettingKey ]: K extends keyof Choices
		? Choices[ K ]
		: SchemaValue< K >;
};

/** Page facts that are not settings but come with them. */
export interface PageContext {
	/** The home page's path (or URL), for sign-out's landing. */
	homeUrl: string;
	/** The page's WordPress locale: printed with the chat's window only. */
	locale: string;
	/** The runtime's one string, translated by PHP (no wp-i18n on load). */
	updatingMessage: string;
}

/**
 * The chat's bot for this page (includes/bot-words.php): the Lex locale and
 * the template's words in it, checked by the chat (src/chat/core/bot/bot-words).
 */
export interface PageBot {
	locale: string;
	words: unknown;
}

/**
 * The page's candidate answers (includes/chat-assets.php): the answers
 * endpoint's URL for the page's language, that language (`es`), and the
 * site's contact page (setting contact_url).
 */
export interface PageAnswers {
	url: string;
	language: string;
	contact: string;
}

export interface CareersConfig {
	settings: Partial< Settings >;
	context: Partial< PageContext >;
	/** Only with the chat window. */
	bot?: Partial< PageBot >;
	/** Only with the chat window. */
	answers?: Partial< PageAnswers >;
}
