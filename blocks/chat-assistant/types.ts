/** The chat block's attributes (block.json); a type alias, as registerBlockType wants a record. */
export type ChatAssistantAttributes = {
	/** Launcher text; empty means "Chat with us". */
	buttonLabel: string;
	/** Window title; empty means "Careers assistant". */
	title: string;
};
