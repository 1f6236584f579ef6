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

/** What render.php hands the view script in `data-*` attributes. */
export interface PersonaBlockConfig {
	/** Collection URLs, one per post type, in the configured order. */
	endpoints: string[];
	/** Persona slug for signed-out visitors; empty means show nothing. */
	notLoggedIn: string;
	count: number;
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
