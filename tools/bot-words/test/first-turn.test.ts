/* @jest-environment node */
/**
 * The build reads the first turn from the template alone (extract.ts); the
 * Lex stand-in runs the template. For the shipped template and for each
 * change below, the build's first turn is what the stand-in answers to the
 * chat's start utterance, read by the chat's own Lex V2 reader, or null
 * where the stand-in's answer is not one plain text the chat could show
 * before Lex answers.
 */
import { readFileSync } from 'node:fs';

import { botDefinitionFrom } from '../../../dev/services/bot/definition';
import { toRecognizeTextResponse } from '../../../dev/services/bot/render-v2';
import { runTurn } from '../../../dev/services/bot/turn';
import type { LocaleDefinition } from '../../../dev/services/bot/types';
import { parseLexV2Reply } from '../../../src/chat/core/bot/parse-lex-v2';
import type { FirstTurn } from '../../../src/chat/core/bot';
import { START_UTTERANCE } from '../../../src/chat/core/conversation';
import { botResourceOf, TEMPLATE_PATH, type Json } from '../../bot-template';
import { botWordsOf, plainWords } from '../extract';

interface Template {
	Resources: {
		Bot: { Properties: { BotLocales: { Intents: Intent[] }[] } };
	};
}

interface Intent {
	Name: string;
	IntentClosingSetting: {
		ClosingResponse: { MessageGroupsList: unknown[] };
		NextStep: { DialogAction: { SlotToElicit?: string } };
	};
}

/**
 * The stand-in's answer to the start utterance, whichever variation it
 * picks (the first or the last); null unless both say the same plain
 * words and ask for a slot, as the build decides.
 *
 * @param locale The locale as the stand-in runs it.
 */
function standInFirstTurn( locale: LocaleDefinition ): FirstTurn | null {
	const replies = [ 0, 0.999999 ].map( ( random ) =>
		parseLexV2Reply(
			toRecognizeTextResponse(
				runTurn( locale, START_UTTERANCE, {}, {}, () => random ).turn,
				{ sessionId: 'first-turn', requestId: 'first-turn' }
			)
		)
	);
	const [ texts, other ] = replies.map( ( reply ) =>
		reply.messages.map( ( message ) =>
			message.contentType === 'PlainText' ? message.text : null
		)
	);
	const [ { intentName, slotToElicit } ] = replies;
	if (
		JSON.stringify( texts ) !== JSON.stringify( other ) ||
		texts.length === 0 ||
		texts.some( ( text ) => text === null || ! plainWords( text ) ) ||
		! intentName ||
		! slotToElicit
	) {
		return null;
	}
	return { messages: texts as string[], intentName, slotToElicit };
}

function readTemplate(): Template {
	return JSON.parse( readFileSync( TEMPLATE_PATH, 'utf8' ) ) as Template;
}

function englishIntent( template: Template, name: string ): Intent {
	const intent =
		template.Resources.Bot.Properties.BotLocales[ 0 ].Intents.find(
			( item ) => item.Name === name
		);
	if ( ! intent ) {
		throw new Error( `The template has no ${ name } intent.` );
	}
	return intent;
}

const plain = ( text: string ) => ( {
	Message: { PlainTextMessage: { Value: text } },
} );

const changes: [ string, ( template: Template ) => void ][] = [
	[ 'the shipped template', () => undefined ],
	[
		'a greeting in two messages',
		( template ) => {
			englishIntent(
				template,
				'Welcome'
			).IntentClosingSetting.ClosingResponse.MessageGroupsList.push(
				plain( 'It takes a minute.' )
			);
		},
	],
	[
		'a welcome that asks for the area first',
		( template ) => {
			englishIntent(
				template,
				'Welcome'
			).IntentClosingSetting.NextStep.DialogAction.SlotToElicit =
				'areaInterest';
		},
	],
	[
		'a greeting with a variation',
		( template ) => {
			englishIntent(
				template,
				'Welcome'
			).IntentClosingSetting.ClosingResponse.MessageGroupsList[ 0 ] = {
				...plain( 'Hi!' ),
				Variations: [ { PlainTextMessage: { Value: 'Hello!' } } ],
			};
		},
	],
	[
		'a greeting in markdown',
		( template ) => {
			englishIntent(
				template,
				'Welcome'
			).IntentClosingSetting.ClosingResponse.MessageGroupsList[ 0 ] =
				plain( 'Hi! I’m the **careers** assistant.' );
		},
	],
];

it.each( changes )(
	'the build’s first turn is the stand-in’s, for %s',
	( _name, change ) => {
		const template = readTemplate();
		change( template );
		const json = template as unknown as Json;
		const definition = botDefinitionFrom( json );
		const words = botWordsOf( botResourceOf( json ) );
		for ( const [ id, locale ] of definition.locales ) {
			expect( { id, turn: words[ id ].firstTurn } ).toEqual( {
				id,
				turn: standInFirstTurn( locale ),
			} );
		}
	}
);

it( 'gives a first turn in every locale of the shipped template', () => {
	const words = botWordsOf( botResourceOf( readTemplate() as never ) );
	for ( const locale of Object.values( words ) ) {
		expect( locale.firstTurn?.slotToElicit ).toBe( 'location' );
	}
} );
