/**
 * What Lex says for a message group: the message or one of its variations,
 * with `{slot}` and `[attribute]` filled in.
 */
import type {
	BotMessage,
	MessageGroup,
	RandomSource,
	SessionAttributes,
	SlotValues,
} from './types';

/** A turn that would need Lex behaviour its documentation does not give. */
export class UndocumentedTurnError extends Error {
	constructor( message: string ) {
		super( `Bot template: ${ message }` );
		this.name = 'UndocumentedTurnError';
	}
}

/**
 * `{slot}` becomes the slot's resolved value, `[attribute]` the session
 * attribute's value. What Lex says for a slot not filled or an attribute
 * not set is not documented, so the stand-in refuses the turn.
 * @param text
 * @param slots
 * @param attributes
 */
export function fillPlaceholders(
	text: string,
	slots: SlotValues,
	attributes: SessionAttributes
): string {
	return text
		.replace( /\{([^{}]*)\}/g, ( _match, name: string ) => {
			const slot = slots[ name ];
			if ( ! slot ) {
				throw new UndocumentedTurnError(
					`a message names {${ name }}, which is not filled`
				);
			}
			return slot.interpreted;
		} )
		.replace( /\[([^[\]]+)\]/g, ( _match, name: string ) => {
			const value = attributes[ name ];
			if ( value === undefined ) {
				throw new UndocumentedTurnError(
					`a message names [${ name }], which is not set`
				);
			}
			return value;
		} );
}

/**
 * "When variations are defined, Amazon Lex chooses the primary message or
 * one of the variations": one of them, by the random source.
 * @param group  The message group.
 * @param random A number in [0, 1).
 */
export function chooseMessage(
	group: MessageGroup,
	random: RandomSource
): BotMessage {
	const choices = [ group.message, ...group.variations ];
	return choices[
		Math.min( choices.length - 1, Math.floor( random() * choices.length ) )
	];
}

export function fillMessage(
	message: BotMessage,
	fill: ( text: string ) => string
): BotMessage {
	if ( message.type !== 'ImageResponseCard' ) {
		return { type: message.type, content: fill( message.content ) };
	}
	const { card } = message;
	return {
		type: 'ImageResponseCard',
		card: {
			...card,
			title: fill( card.title ),
			...( card.subtitle === undefined
				? {}
				: { subtitle: fill( card.subtitle ) } ),
			buttons: card.buttons.map( ( button ) => ( {
				text: fill( button.text ),
				value: fill( button.value ),
			} ) ),
		},
	};
}
