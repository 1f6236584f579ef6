/** Attributes of block.json; empty or 0 means "use the plugin setting". */
export type PersonaContentAttributes = {
	postTypes: string;
	notLoggedIn: string;
	count: number;
	heading: string;
};

/** One item of `GET /wp/v2/{post_type}` as the block reads it (spec §3). */
export interface PersonaItem {
	id: number;
	/** `title.rendered`: may hold entities and markup; shown as text only. */
	title: string;
	link: string;
}

/** The view script's strings, translated by PHP (includes/persona-render.php). */
export interface PersonaStrings {
	loading: string;
	empty: string;
	error: string;
	/** With `<a>…</a>` around the words linking to the profile. */
	noArea: string;
	/** "%d items loaded." for 1, 2, … items, in order. */
	loaded: string[];
	/** "Why am I seeing this?" sentences; `%s` is the area. */
	fromChat: string;
	fromProfile: string;
	chosen: string;
	visitors: string;
	/** Label of the area list. */
	pick: string;
	reset: string;
}

/** What render.php hands the view script in the server's own config. */
export interface PersonaBlockConfig {
	/** Collection URLs, one per post type, in the configured order. */
	endpoints: string[];
	/** Persona slug for signed-out visitors; empty means show nothing. */
	notLoggedIn: string;
	count: number;
	/** The signed-out persona's items, as the server rendered them. */
	visitorItems: PersonaItem[];
	strings: PersonaStrings;
	/** Areas a candidate may pick (persona names with posts), sorted. */
	areas: string[];
}

/**
 * `hidden`: nothing to list for this visitor (signed out with no signed-out
 * persona). `no-area`: a signed-in candidate with no area of interest and
 * no signed-out persona to fall back on, invited to choose one.
 */
export type PersonaStatus =
	'hidden' | 'no-area' | 'loading' | 'ready' | 'empty' | 'error';

export interface PersonaState {
	status: PersonaStatus;
	items: PersonaItem[];
}
