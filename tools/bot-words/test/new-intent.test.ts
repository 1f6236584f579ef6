/* @jest-environment node */
/**
 * Adding an intent is data (docs/adding-an-intent.md): a made-up intent,
 * `Internships`, added in each locale of a copy of the template, and no
 * code edited. The template reader, the bot words build and the Lex
 * stand-in take it; the stand-in recognises its utterances, and the chat,
 * run against the stand-in on that copy, sends one said at the place
 * question as a command (ElicitIntent) and shows the intent's answer.
 */
import { loadBotDefinition } from '../../../dev/services/bot/definition';
import { runTurn } from '../../../dev/services/bot/turn';
import {
	startServices,
	type RunningServices,
} from '../../../dev/services/start-services';
import { standInChat } from '../../../src/chat/core/test/stand-in-chat';
import { readBotTemplate, type JsonObject } from '../../bot-template';
import { botWordsOf } from '../extract';
import {
	localesOf,
	scratch,
	templateJson,
	type Scratch,
} from './template-copy';

/** The intent in each locale: its sample utterances and its answer. */
const INTERNSHIPS: Record< string, { utterances: string[]; answer: string } > =
	{
		en_US: {
			utterances: [
				'internships',
				'internship',
				'do you offer internships',
				'do you have internships',
				'are there any internships',
				'I want an internship',
				'I am looking for an internship',
				'summer internships',
				'can students apply',
				'jobs for students',
			],
			answer: 'We take interns every summer in Engineering and Marketing. Say "find jobs" to search for them.',
		},
		es_US: {
			utterances: [
				'prácticas',
				'pasantías',
				'ofrecen prácticas',
				'tienen pasantías',
				'hay prácticas disponibles',
				'quiero hacer prácticas',
				'busco una pasantía',
				'prácticas de verano',
				'pueden postularse estudiantes',
				'trabajo para estudiantes',
			],
			answer: 'Recibimos practicantes cada verano en Ingeniería y Marketing. Diga "buscar empleos" para buscarlos.',
		},
	};

/**
 * The intent as the template writes it: sample utterances, a closing
 * response, then wait for the next intent (as Help does).
 *
 * @param localeId The locale.
 */
function internships( localeId: string ): JsonObject {
	const { utterances, answer } = INTERNSHIPS[ localeId ];
	return {
		Name: 'Internships',
		Description: 'Whether there are internships, and where.',
		SampleUtterances: utterances.map( ( Utterance ) => ( { Utterance } ) ),
		IntentClosingSetting: {
			ClosingResponse: {
				MessageGroupsList: [
					{ Message: { PlainTextMessage: { Value: answer } } },
				],
			},
			NextStep: { DialogAction: { Type: 'ElicitIntent' } },
		},
	};
}

let files: Scratch;
let templatePath: string;

beforeAll( () => {
	files = scratch();
	const template = templateJson();
	for ( const locale of localesOf( template ) ) {
		const intents = locale.Intents as JsonObject[];
		// Before the fallback intent, as the template lists it last.
		intents.splice(
			intents.length - 1,
			0,
			internships( String( locale.LocaleId ) )
		);
	}
	templatePath = files.writeTemplate( template );
} );

afterAll( () => files.remove() );

describe( 'an intent added to the template as data', () => {
	it( 'is read by the template reader, in every locale', () => {
		for ( const locale of readBotTemplate( templatePath ).locales ) {
			expect(
				( Object( locale ).Intents as JsonObject[] ).map(
					( intent ) => intent.Name
				)
			).toContain( 'Internships' );
		}
	} );

	it( 'gets its sample utterances into the bot words build, for the chat to read', () => {
		const words = botWordsOf( readBotTemplate( templatePath ) );
		for ( const [ locale, { utterances } ] of Object.entries(
			INTERNSHIPS
		) ) {
			expect( words[ locale ].utterances.Internships ).toEqual(
				utterances
			);
		}
	} );

	it( 'is in the Lex stand-in’s definition, which recognises its utterances and answers', () => {
		const definition = loadBotDefinition( templatePath );
		for ( const [ localeId, { answer } ] of Object.entries(
			INTERNSHIPS
		) ) {
			const locale = definition.locales.get( localeId );
			if ( ! locale ) {
				throw new Error( `The stand-in has no ${ localeId }.` );
			}
			expect(
				locale.intents.find(
					( intent ) => intent.name === 'Internships'
				)?.utterances
			).toEqual( INTERNSHIPS[ localeId ].utterances );
			const said = INTERNSHIPS[ localeId ].utterances[ 2 ];
			const { turn } = runTurn(
				locale,
				`${ said.toUpperCase() }?`,
				{},
				{}
			);
			expect( turn.recognized ).toEqual( {
				name: 'Internships',
				confidence: 1,
				by: 'utterance',
			} );
			expect( turn.messages ).toEqual( [
				{ type: 'PlainText', content: answer },
			] );
			expect( turn.dialogAction ).toEqual( { type: 'ElicitIntent' } );
		}
	} );

	describe( 'the chat against the stand-in running the copy', () => {
		let services: RunningServices;

		beforeAll( async () => {
			services = await startServices( {
				basePort: 0,
				botTemplate: templatePath,
			} );
		} );

		afterAll( () => services.close() );

		it.each( [ 'en_US', 'es_US' ] )(
			'%s: sends the intent’s utterance said at the place question as a command, and shows its answer',
			async ( locale ) => {
				const words = botWordsOf( readBotTemplate( templatePath ) );
				const { conversation } = standInChat( services.urls, {
					version: 'v2',
					settings: { bot_locale: locale },
					conversation: { words: words[ locale ] },
				} );
				await conversation.send( locale === 'en_US' ? 'hi' : 'hola' );
				expect( conversation.getState().slotToElicit ).toBe(
					'location'
				);
				await conversation.send(
					INTERNSHIPS[ locale ].utterances[ 3 ]
				);
				const said = conversation
					.getState()
					.entries.flatMap( ( entry ) =>
						entry.kind === 'bot' &&
						entry.message.contentType !== 'ImageResponseCard'
							? [ entry.message.text ]
							: []
					);
				expect( said ).toContain( INTERNSHIPS[ locale ].answer );
				const calls = ( await (
					await fetch(
						`${ services.urls[ 'lex-runtime-v2' ] }__calls`
					)
				).json() ) as { details?: { dialogAction?: unknown } }[];
				expect( calls.at( -1 )?.details?.dialogAction ).toEqual( {
					type: 'ElicitIntent',
				} );
			}
		);
	} );
} );
