/* @jest-environment node */
/**
 * The stand-in Lex runs the bot the plugin's CloudFormation template
 * defines: the whole conversation in English and in Spanish, straight from
 * the template, and a prompt edited in the template is what the bot says.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { RecognizeTextCommand } from '@aws-sdk/client-lex-runtime-v2';

/**
 * Internal dependencies
 */
import {
	botDefinitionFrom,
	loadBotDefinition,
	TEMPLATE_PATH,
} from '../bot/definition';
import { runTurn } from '../bot/dialog';
import type { BotMessage, DialogMemory, SessionAttributes } from '../bot/types';
import { startServices } from '../start-services';
import { BOT, cognitoCredentials, lexV2Client } from './support';

function texts( messages: BotMessage[] ): string[] {
	return messages.map( ( message ) =>
		message.type === 'ImageResponseCard'
			? `[${ message.card.title }] ${ message.card.buttons
					.map( ( button ) => button.text )
					.join( ' | ' ) }`
			: message.content
	);
}

/**
 * Plays `lines` to the locale; each turn's dialog action, what the bot said
 * and the attributes it returned.
 * @param localeId
 * @param lines
 */
function converse( localeId: string, lines: string[] ) {
	const locale = loadBotDefinition().locales.get( localeId );
	if ( ! locale ) {
		throw new Error( `no ${ localeId }` );
	}
	let memory: DialogMemory = {};
	let attributes: SessionAttributes = { showJobResults: 'false' };
	return lines.map( ( text ) => {
		const { turn, memory: next } = runTurn(
			locale,
			text,
			attributes,
			memory
		);
		memory = next;
		attributes = turn.sessionAttributes;
		return {
			text,
			action:
				turn.dialogAction.type === 'ElicitSlot'
					? `ElicitSlot ${ turn.dialogAction.slot }`
					: turn.dialogAction.type,
			says: texts( turn.messages ),
			attributes: { ...attributes },
		};
	} );
}

const AREA_CARDS = [
	'[Areas of interest (1 of 3)] Accounting & Finance | Administrative | Customer Service | Engineering | Healthcare',
	'[Areas of interest (2 of 3)] Hospitality | Human Resources | Information Technology | Logistics & Supply Chain | Marketing',
	'[Areas of interest (3 of 3)] Nursing | Retail | Sales | Skilled Trades',
];

const STARTERS = '[How can I help?] Find jobs near me | Browse by area | Help';

describe( 'the bot in the CloudFormation template', () => {
	it( 'leads from the start utterance: a question and starter choices, then a place typed first', () => {
		const turns = converse( 'en_US', [
			'get started',
			'Chicago',
			'Nursing',
		] );
		expect( turns[ 0 ] ).toMatchObject( {
			action: 'ElicitIntent',
			says: [
				"Hi! I'm the careers assistant. Where would you like to work? Type a city and state or a zip code, or tell me the area you're interested in.",
				STARTERS,
			],
			attributes: { welcomed: 'true' },
		} );
		expect( turns[ 1 ] ).toMatchObject( {
			action: 'ElicitSlot areaInterest',
			says: [
				'Great, Chicago.',
				'Which area are you interested in?',
				...AREA_CARDS,
			],
		} );
		expect( turns[ 2 ] ).toMatchObject( {
			action: 'Close',
			attributes: {
				job_category: 'Nursing',
				job_location: 'Chicago',
				showJobResults: 'true',
			},
		} );
	} );

	it( 'answers each starter choice, and an area typed first', () => {
		const [ , nearMe ] = converse( 'en_US', [
			'get started',
			'find jobs',
		] );
		expect( nearMe ).toMatchObject( {
			action: 'ElicitSlot location',
			says: [
				'Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.',
			],
		} );
		const [ , browse ] = converse( 'en_US', [
			'get started',
			'browse by area',
		] );
		expect( browse ).toMatchObject( {
			action: 'ElicitSlot areaInterest',
			says: [ 'Which area are you interested in?', ...AREA_CARDS ],
		} );
		const [ , area ] = converse( 'en_US', [ 'get started', 'nurse' ] );
		expect( area.action ).toBe( 'ElicitSlot location' );
		expect( area.says[ 0 ] ).toBe( 'Nursing, great choice.' );
		const [ , nonsense ] = converse( 'en_US', [
			'get started',
			'sing me a song',
		] );
		expect( nonsense.says[ 0 ] ).toMatch( /^Sorry, I didn't understand/ );
	} );

	it( 'offers a returning candidate their area near their zip first, in one click', () => {
		const locale = loadBotDefinition().locales.get( 'en_US' );
		if ( ! locale ) {
			throw new Error( 'no en_US' );
		}
		const known = { job_category: 'Sales', zip: '78701' };
		const welcome = runTurn( locale, 'get started', known, {} );
		expect( texts( welcome.turn.messages ) ).toEqual( [
			'Welcome back! Shall we look for Sales jobs near 78701 again?',
			'[How can I help?] Jobs in Sales near 78701 | Find jobs near me | Browse by area | Help',
		] );
		const [ first ] =
			welcome.turn.messages[ 1 ].type === 'ImageResponseCard'
				? welcome.turn.messages[ 1 ].card.buttons
				: [];
		const jobs = runTurn(
			locale,
			first.value,
			welcome.turn.sessionAttributes,
			welcome.memory
		);
		expect( jobs.turn.dialogAction.type ).toBe( 'Close' );
		expect( jobs.turn.sessionAttributes ).toMatchObject( {
			job_category: 'Sales',
			job_location: '78701',
			showJobResults: 'true',
		} );
	} );

	it( 'leads in Spanish too', () => {
		// The chat's start utterance is the same in every locale.
		const turns = converse( 'es_US', [ 'get started', 'Austin, TX' ] );
		expect( turns[ 0 ].says[ 1 ] ).toBe(
			'[¿En qué puedo ayudarte?] Buscar empleos cerca de mí | Explorar por área | Ayuda'
		);
		expect( turns[ 1 ].says.slice( 0, 2 ) ).toEqual( [
			'Muy bien, Austin, TX.',
			'¿Qué área te interesa?',
		] );
	} );

	it( 'holds the whole English conversation', () => {
		expect(
			converse( 'en_US', [
				'Hi',
				'Austin, TX',
				'nurses',
				'help',
				'Sales',
				'78701',
				'start over',
				'Chicago, IL',
				'Astronaut',
				'information technology',
				'what is the weather like?',
				'thanks',
			] )
		).toEqual( [
			{
				text: 'Hi',
				action: 'ElicitSlot location',
				says: [
					"Hi! I'm the careers assistant. I can help you find a job that suits you.",
					'Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.',
				],
				attributes: { showJobResults: 'false' },
			},
			{
				text: 'Austin, TX',
				action: 'ElicitSlot areaInterest',
				says: [ 'Which area are you interested in?', ...AREA_CARDS ],
				attributes: { showJobResults: 'false' },
			},
			{
				text: 'nurses',
				action: 'Close',
				says: [
					'Thanks! Here are Nursing jobs near Austin, TX.',
					'{"type":"jobSearch","job_category":"Nursing","location":"Austin, TX"}',
				],
				attributes: {
					showJobResults: 'true',
					job_category: 'Nursing',
					job_location: 'Austin, TX',
				},
			},
			{
				text: 'help',
				action: 'ElicitIntent',
				says: [
					"I can help you find a job. Tell me the **area** you're interested in and **where** you'd like to work, and I'll list matching jobs. You can also [search all jobs](/jobs/) or say \"start over\" at any time.",
				],
				attributes: {
					showJobResults: 'true',
					job_category: 'Nursing',
					job_location: 'Austin, TX',
				},
			},
			{
				text: 'Sales',
				action: 'ElicitSlot location',
				says: [
					'Sales, great choice.',
					'Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.',
				],
				attributes: {
					showJobResults: 'true',
					job_category: 'Nursing',
					job_location: 'Austin, TX',
				},
			},
			{
				text: '78701',
				action: 'Close',
				says: [
					'Thanks! Here are Sales jobs near 78701.',
					'{"type":"jobSearch","job_category":"Sales","location":"78701"}',
				],
				attributes: {
					showJobResults: 'true',
					job_category: 'Sales',
					job_location: '78701',
				},
			},
			{
				text: 'start over',
				action: 'ElicitSlot location',
				says: [
					"<speak>No problem, let's start over.</speak>",
					'Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.',
				],
				attributes: { showJobResults: 'true' },
			},
			{
				text: 'Chicago, IL',
				action: 'ElicitSlot areaInterest',
				says: [ 'Which area are you interested in?', ...AREA_CARDS ],
				attributes: { showJobResults: 'true' },
			},
			{
				text: 'Astronaut',
				action: 'ElicitSlot areaInterest',
				says: [ 'Which area are you interested in?', ...AREA_CARDS ],
				attributes: { showJobResults: 'true' },
			},
			{
				text: 'information technology',
				action: 'Close',
				says: [
					'Thanks! Here are Information Technology jobs near Chicago, IL.',
					'{"type":"jobSearch","job_category":"Information Technology","location":"Chicago, IL"}',
				],
				attributes: {
					showJobResults: 'true',
					job_category: 'Information Technology',
					job_location: 'Chicago, IL',
				},
			},
			{
				text: 'what is the weather like?',
				action: 'ElicitIntent',
				says: [
					'Sorry, I didn\'t understand that. Say "find jobs" to search for jobs, or "help" to see what I can do.',
				],
				attributes: {
					showJobResults: 'true',
					job_category: 'Information Technology',
					job_location: 'Chicago, IL',
				},
			},
			{
				text: 'thanks',
				action: 'Close',
				says: [],
				attributes: {
					showJobResults: 'true',
					job_category: 'Information Technology',
					job_location: 'Chicago, IL',
				},
			},
		] );
	} );

	it( 'holds the whole Spanish conversation, resolving Spanish words to the same areas', () => {
		const turns = converse( 'es_US', [
			'¡Hola!',
			'Austin, TX',
			'enfermeria',
			'ayuda',
			'ventas',
			'78701',
			'¿qué tiempo hace?',
			'empezar de nuevo',
			'adiós',
		] );
		expect(
			turns.map( ( { text, action, says } ) => ( {
				text,
				action,
				says,
			} ) )
		).toEqual( [
			{
				text: '¡Hola!',
				action: 'ElicitSlot location',
				says: [
					'¡Hola! Soy el asistente de empleo. Puedo ayudarte a encontrar un trabajo que te convenga.',
					'¿Dónde te gustaría trabajar? Escribe un código postal de 5 dígitos o una ciudad y un estado, como Austin, TX.',
				],
			},
			{
				text: 'Austin, TX',
				action: 'ElicitSlot areaInterest',
				says: [
					'¿Qué área te interesa?',
					'[Áreas de interés (1 de 3)] Accounting & Finance | Administrative | Customer Service | Engineering | Healthcare',
					'[Áreas de interés (2 de 3)] Hospitality | Human Resources | Information Technology | Logistics & Supply Chain | Marketing',
					'[Áreas de interés (3 de 3)] Nursing | Retail | Sales | Skilled Trades',
				],
			},
			{
				text: 'enfermeria',
				action: 'Close',
				says: [
					'¡Gracias! Aquí tienes empleos de Nursing cerca de Austin, TX.',
					'{"type":"jobSearch","job_category":"Nursing","location":"Austin, TX"}',
				],
			},
			{
				text: 'ayuda',
				action: 'ElicitIntent',
				says: [
					'Puedo ayudarte a encontrar un empleo. Dime el **área** que te interesa y **dónde** te gustaría trabajar, y te mostraré los empleos que coinciden. También puedes [buscar todos los empleos](/jobs/) o decir "empezar de nuevo" en cualquier momento.',
				],
			},
			{
				text: 'ventas',
				action: 'ElicitSlot location',
				says: [
					'Sales, excelente elección.',
					'¿Dónde te gustaría trabajar? Escribe un código postal de 5 dígitos o una ciudad y un estado, como Austin, TX.',
				],
			},
			{
				text: '78701',
				action: 'Close',
				says: [
					'¡Gracias! Aquí tienes empleos de Sales cerca de 78701.',
					'{"type":"jobSearch","job_category":"Sales","location":"78701"}',
				],
			},
			{
				text: '¿qué tiempo hace?',
				action: 'ElicitIntent',
				says: [
					'Lo siento, no te entendí. Di "buscar empleo" para buscar empleos o "ayuda" para ver lo que puedo hacer.',
				],
			},
			{
				text: 'empezar de nuevo',
				action: 'ElicitSlot location',
				says: [
					'<speak>Claro, empecemos de nuevo.</speak>',
					'¿Dónde te gustaría trabajar? Escribe un código postal de 5 dígitos o una ciudad y un estado, como Austin, TX.',
				],
			},
			{ text: 'adiós', action: 'Close', says: [] },
		] );
		expect( turns[ 5 ].attributes ).toEqual( {
			showJobResults: 'true',
			job_category: 'Sales',
			job_location: '78701',
		} );
	} );

	it( 'takes its areas from the AreaValues parameter: buttons, cards and values', () => {
		const template = JSON.parse( readFileSync( TEMPLATE_PATH, 'utf8' ) );
		const locale = botDefinitionFrom( template, {
			AreaValues: 'Nursing,Pharmacy,Sales,Security,Cleaning,Driving',
		} ).locales.get( 'en_US' );
		if ( ! locale ) {
			throw new Error( 'no en_US' );
		}
		const area = runTurn(
			locale,
			'Austin, TX',
			{},
			runTurn( locale, 'hi', {}, {} ).memory
		);
		expect( texts( area.turn.messages ) ).toEqual( [
			'Which area are you interested in?',
			'[Areas of interest (1 of 2)] Nursing | Pharmacy | Sales | Security | Cleaning',
			'[Areas of interest (2 of 2)] Driving',
		] );
		expect(
			runTurn( locale, 'pharmacy', {}, area.memory ).turn
				.sessionAttributes.job_category
		).toBe( 'Pharmacy' );
		// A list of one's own has no synonyms: "nurse" is not an area.
		expect(
			runTurn( locale, 'nurse', {}, area.memory ).turn.dialogAction
		).toEqual( { type: 'ElicitSlot', slot: 'areaInterest' } );
	} );

	it( 'says a prompt as edited in the template, with no other change', async () => {
		const folder = mkdtempSync( path.join( tmpdir(), 'bot-template-' ) );
		const edited = path.join( folder, 'recruiting-bot.template.json' );
		const original =
			'Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.';
		const source = readFileSync( TEMPLATE_PATH, 'utf8' );
		expect( source.split( original ) ).toHaveLength( 2 );
		writeFileSync(
			edited,
			source.replace(
				original,
				'Which city or zip code should I search?'
			)
		);
		const services = await startServices( {
			basePort: 0,
			botTemplate: edited,
		} );
		try {
			const client = lexV2Client(
				services.urls,
				cognitoCredentials( services.urls )
			);
			const reply = await client.send(
				new RecognizeTextCommand( {
					...BOT,
					sessionId: 'edited-template',
					text: 'hi',
				} )
			);
			expect(
				reply.messages?.map( ( message ) => message.content )
			).toEqual( [
				"Hi! I'm the careers assistant. I can help you find a job that suits you.",
				'Which city or zip code should I search?',
			] );
		} finally {
			await services.close();
			rmSync( folder, { recursive: true, force: true } );
		}
	} );
} );
