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
import { loadBotDefinition, TEMPLATE_PATH } from '../bot/definition';
import { runTurn } from '../bot/turn';
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
 * Plays `lines` to the locale, the client sending what the chat sends on
 * the area answer (`job_category`, `showJobResults`); each turn's dialog action, what the bot said
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
		const area = memory.pending?.eliciting === 'areaInterest';
		const { turn, memory: next } = runTurn(
			locale,
			text,
			area
				? { ...attributes, job_category: text, showJobResults: 'true' }
				: attributes,
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

const WHERE =
	'Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.';
const WHICH = 'Which area are you interested in?';
const FALLBACK =
	'Sorry, I didn\'t understand that. Say "find jobs" to search for jobs, or "help" to see what I can do.';

describe( 'the bot in the CloudFormation template', () => {
	it( 'leads from the start utterance: a greeting and the place question, no card', () => {
		const [ welcome ] = converse( 'en_US', [ 'get started' ] );
		expect( welcome ).toEqual( {
			text: 'get started',
			action: 'ElicitSlot location',
			says: [
				"Hi! I'm the careers assistant. I can help you find a job that suits you.",
				WHERE,
			],
			attributes: { showJobResults: 'false' },
		} );
		// The same in Spanish: the chat's start utterance is one for all.
		expect( converse( 'es_US', [ 'get started' ] )[ 0 ].says ).toEqual( [
			'¡Hola! Soy el asistente de empleo. Puedo ayudarte a encontrar un trabajo que te convenga.',
			'¿Dónde te gustaría trabajar? Escribe un código postal de 5 dígitos o una ciudad y un estado, como Austin, TX.',
		] );
	} );

	it( 'holds the whole English conversation', () => {
		expect(
			converse( 'en_US', [
				'Hi',
				'Austin, TX',
				'Nursing',
				'help',
				'find jobs',
				'start over',
				'Information Technology',
				'what is the weather like?',
				'start over',
				'78701',
				'Sales',
				'thanks',
			] )
		).toEqual( [
			{
				text: 'Hi',
				action: 'ElicitSlot location',
				says: [
					"Hi! I'm the careers assistant. I can help you find a job that suits you.",
					WHERE,
				],
				attributes: { showJobResults: 'false' },
			},
			{
				text: 'Austin, TX',
				action: 'ElicitSlot areaInterest',
				says: [ WHICH ],
				attributes: { showJobResults: 'false' },
			},
			{
				text: 'Nursing',
				action: 'ElicitIntent',
				says: [ 'Let me look for Nursing jobs near Austin, TX.' ],
				attributes: { showJobResults: 'true', job_category: 'Nursing' },
			},
			{
				text: 'help',
				action: 'ElicitIntent',
				says: [
					'I can help you find a job. Tell me **where** you\'d like to work and the **area** you\'re interested in, and I\'ll list matching jobs. Say "find jobs" to begin, or "start over" at any time.',
				],
				attributes: { showJobResults: 'true', job_category: 'Nursing' },
			},
			{
				text: 'find jobs',
				action: 'ElicitSlot location',
				says: [ WHERE ],
				attributes: { showJobResults: 'true', job_category: 'Nursing' },
			},
			{
				// At the place question any text is the place.
				text: 'start over',
				action: 'ElicitSlot areaInterest',
				says: [ WHICH ],
				attributes: { showJobResults: 'true', job_category: 'Nursing' },
			},
			{
				text: 'Information Technology',
				action: 'ElicitIntent',
				says: [
					'Let me look for Information Technology jobs near start over.',
				],
				attributes: {
					showJobResults: 'true',
					job_category: 'Information Technology',
				},
			},
			{
				text: 'what is the weather like?',
				action: 'ElicitIntent',
				says: [ FALLBACK ],
				attributes: {
					showJobResults: 'true',
					job_category: 'Information Technology',
				},
			},
			{
				text: 'start over',
				action: 'ElicitSlot location',
				says: [ "<speak>No problem, let's start over.</speak>", WHERE ],
				attributes: {
					showJobResults: 'true',
					job_category: 'Information Technology',
				},
			},
			{
				text: '78701',
				action: 'ElicitSlot areaInterest',
				says: [ WHICH ],
				attributes: {
					showJobResults: 'true',
					job_category: 'Information Technology',
				},
			},
			{
				text: 'Sales',
				action: 'ElicitIntent',
				says: [ 'Let me look for Sales jobs near 78701.' ],
				attributes: { showJobResults: 'true', job_category: 'Sales' },
			},
			{
				text: 'thanks',
				action: 'Close',
				says: [ 'Happy to help! Good luck with your job search.' ],
				attributes: { showJobResults: 'true', job_category: 'Sales' },
			},
		] );
	} );

	it( 'holds the whole Spanish conversation', () => {
		const turns = converse( 'es_US', [
			'¡Hola!',
			'Austin, TX',
			'Enfermería',
			'ayuda',
			'¿qué tiempo hace?',
			'empezar de nuevo',
			'78701',
			'Ventas',
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
				says: [ '¿Qué área te interesa?' ],
			},
			{
				text: 'Enfermería',
				action: 'ElicitIntent',
				says: [
					'Voy a buscar empleos de Enfermería cerca de Austin, TX.',
				],
			},
			{
				text: 'ayuda',
				action: 'ElicitIntent',
				says: [
					'Puedo ayudarte a encontrar un empleo. Dime **dónde** te gustaría trabajar y el **área** que te interesa, y te mostraré los empleos que coinciden. Di "buscar empleo" para empezar o "empezar de nuevo" en cualquier momento.',
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
			{
				text: '78701',
				action: 'ElicitSlot areaInterest',
				says: [ '¿Qué área te interesa?' ],
			},
			{
				text: 'Ventas',
				action: 'ElicitIntent',
				says: [ 'Voy a buscar empleos de Ventas cerca de 78701.' ],
			},
			{
				text: 'adiós',
				action: 'Close',
				says: [ '¡Con gusto! Mucha suerte con tu búsqueda de empleo.' ],
			},
		] );
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
