/**
 * Message groups as the template writes them (`MessageGroupsList`: a
 * message and its variations), the placeholders Lex fills in them, and the
 * limits of a response card.
 */
import { TemplateError, type Json } from './template-json';
import { knownObjectAt, listAt, objectAt, stringAt } from './template-json';
import type { BotMessage, MessageGroup } from './types';

const MESSAGE_KINDS = [
	'PlainTextMessage',
	'SSMLMessage',
	'CustomPayload',
	'ImageResponseCard',
] as const;

/** `Button`: text and value of 1 to 50 characters; 5 buttons a card. */
const BUTTON_LIMIT = 50;
const BUTTONS_PER_CARD = 5;

/**
 * Every `{…}` and `[…]` in a message is a placeholder for Lex: `{slot}` (a
 * slot of the intent) or `[attribute]`. Lex's handling of anything else in
 * braces is not documented, so the stand-in refuses it.
 * @param text  The message text.
 * @param slots The slot names of the intent the message belongs to.
 * @param path  Where it is.
 */
function checkPlaceholders(
	text: string,
	slots: readonly string[],
	path: string
) {
	for ( const [ , name ] of text.matchAll( /\{([^{}]*)\}/g ) ) {
		if ( ! slots.includes( name ) ) {
			throw new TemplateError(
				path,
				`{${ name }} is not a slot of this intent; what Lex says for it is not documented`
			);
		}
	}
	if ( /\[\]/.test( text ) ) {
		throw new TemplateError( path, 'an empty [] placeholder' );
	}
}

function card(
	value: Json,
	path: string,
	check: ( text: string, where: string ) => void
): BotMessage {
	const item = knownObjectAt( value, path, [
		'Title',
		'Subtitle',
		'ImageUrl',
		'Buttons',
	] );
	const title = stringAt( item.Title, `${ path }.Title` );
	check( title, `${ path }.Title` );
	const buttons = listAt( item.Buttons, `${ path }.Buttons` );
	if ( buttons.length > BUTTONS_PER_CARD ) {
		throw new TemplateError( path, 'Lex takes at most 5 buttons a card' );
	}
	return {
		type: 'ImageResponseCard',
		card: {
			title,
			...( item.Subtitle === undefined
				? {}
				: {
						subtitle: stringAt(
							item.Subtitle,
							`${ path }.Subtitle`
						),
					} ),
			...( item.ImageUrl === undefined
				? {}
				: {
						imageUrl: stringAt(
							item.ImageUrl,
							`${ path }.ImageUrl`
						),
					} ),
			buttons: buttons.map( ( button, index ) => {
				const where = `${ path }.Buttons[${ index }]`;
				const entry = knownObjectAt( button, where, [
					'Text',
					'Value',
				] );
				const text = stringAt( entry.Text, `${ where }.Text` );
				const buttonValue = stringAt( entry.Value, `${ where }.Value` );
				for ( const part of [ text, buttonValue ] ) {
					check( part, where );
					if ( part.length < 1 || part.length > BUTTON_LIMIT ) {
						throw new TemplateError(
							where,
							`a button's text and value have 1 to ${ BUTTON_LIMIT } characters`
						);
					}
				}
				return { text, value: buttonValue };
			} ),
		},
	};
}

function message(
	value: Json,
	path: string,
	slots: readonly string[]
): BotMessage {
	const body = knownObjectAt( value, path, MESSAGE_KINDS );
	const kinds = Object.keys( body );
	if ( kinds.length !== 1 ) {
		throw new TemplateError( path, 'a message has exactly one kind' );
	}
	const check = ( text: string, where: string ) =>
		checkPlaceholders( text, slots, where );
	if ( body.ImageResponseCard !== undefined ) {
		return card(
			body.ImageResponseCard,
			`${ path }.ImageResponseCard`,
			check
		);
	}
	const kind = kinds[ 0 ];
	const where = `${ path }.${ kind }.Value`;
	const content = stringAt(
		knownObjectAt( body[ kind ], `${ path }.${ kind }`, [ 'Value' ] ).Value,
		where
	);
	check( content, where );
	const type = {
		PlainTextMessage: 'PlainText',
		SSMLMessage: 'SSML',
		CustomPayload: 'CustomPayload',
	} as const;
	return { type: type[ kind as keyof typeof type ], content };
}

/**
 * The message groups of a response or prompt (`MessageGroupsList`).
 * @param specification The ResponseSpecification or PromptSpecification.
 * @param path          Where it is.
 * @param slots         The slots its `{slot}` placeholders may name.
 * @param known         The properties the specification may have.
 */
export function messageGroups(
	specification: Json | undefined,
	path: string,
	slots: readonly string[],
	known: readonly string[] = [ 'MessageGroupsList', 'AllowInterrupt' ]
): MessageGroup[] {
	if ( specification === undefined ) {
		return [];
	}
	const groups = knownObjectAt(
		specification,
		path,
		known
	).MessageGroupsList;
	return listAt( groups, `${ path }.MessageGroupsList` ).map(
		( group, index ) => {
			const where = `${ path }.MessageGroupsList[${ index }]`;
			const item = knownObjectAt( group, where, [
				'Message',
				'Variations',
			] );
			return {
				message: message(
					objectAt( item.Message, `${ where }.Message` ),
					`${ where }.Message`,
					slots
				),
				variations: listAt(
					item.Variations,
					`${ where }.Variations`
				).map( ( variation, position ) =>
					message(
						variation,
						`${ where }.Variations[${ position }]`,
						slots
					)
				),
			};
		}
	);
}
