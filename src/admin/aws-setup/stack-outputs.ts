/**
 * Reads the recruiting bot stack's outputs (aws/recruiting-bot.template.json)
 * as an admin pastes them: the CloudFormation console's Outputs table
 * (Key, Value, Description, Export name; tab- or space-separated), or the
 * JSON of `aws cloudformation describe-stacks`. Gives the settings they
 * fill, or a message saying what cannot be read.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Settings } from '../../settings/types';

export const OUTPUT_KEYS = [
	'Region',
	'IdentityPoolId',
	'BotId',
	'BotAliasId',
	'BotLocales',
	'IdleSessionTTLInSeconds',
] as const;

export type OutputKey = ( typeof OUTPUT_KEYS )[ number ];

const LOCALE = '[a-z]{2}_[A-Z]{2}';

/** Each output's value, matched at the start of what follows its key. */
const VALUE: Record< OutputKey, RegExp > = {
	Region: /^[a-z]{2}(?:-[a-z]+)+-\d+/,
	IdentityPoolId:
		/^[a-z]{2}(?:-[a-z]+)+-\d+:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/,
	BotId: /^[0-9A-Z]{10}(?![0-9A-Za-z])/,
	BotAliasId: /^[0-9A-Z]{10}(?![0-9A-Za-z])/,
	BotLocales: new RegExp( `^${ LOCALE }(?:\\s*,\\s*${ LOCALE })*` ),
	// Lex takes 60 to 86,400 seconds.
	IdleSessionTTLInSeconds:
		/^(?:[6-9]\d|[1-9]\d{2,3}|[1-7]\d{4}|8[0-5]\d{3}|86[0-3]\d{2}|86400)(?!\d)/,
};

const REQUIRED: readonly OutputKey[] = [
	'Region',
	'IdentityPoolId',
	'BotId',
	'BotAliasId',
];

/**
 * What the outputs fill; the session timeout only when the stack has it
 * (older stacks do not). No locale map: pages talk to the bot's locale in
 * their language by default (includes/bot-words.php).
 */
export type StackSettings = Pick<
	Settings,
	| 'region'
	| 'identity_pool_production'
	| 'identity_pool_development'
	| 'bot_version'
	| 'bot_id'
	| 'bot_alias_id'
	| 'bot_locale'
> &
	Partial< Pick< Settings, 'bot_idle_session_ttl' > >;

export type StackOutputsResult =
	| {
			ok: true;
			settings: StackSettings;
			/** The bot's locales (BotLocales), when the stack lists them. */
			botLocales?: string[];
	  }
	| { ok: false; message: string };

/** The default locale, when the bot has it: the chat falls back to it. */
const DEFAULT_LOCALE = 'en_US';

function isObject( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

const isOutputKey = ( key: string ): key is OutputKey =>
	( OUTPUT_KEYS as readonly string[] ).includes( key );

/**
 * `{ OutputKey, OutputValue }` items from describe-stacks JSON: the whole
 * answer, one stack, or its Outputs list.
 *
 * @param data Parsed JSON.
 */
function jsonOutputs( data: unknown ): Map< string, string > {
	let list: unknown = data;
	if ( isObject( data ) && Array.isArray( data.Stacks ) ) {
		list = data.Stacks.find(
			( stack ) => isObject( stack ) && Array.isArray( stack.Outputs )
		);
	}
	if ( isObject( list ) ) {
		list = list.Outputs;
	}
	const outputs = new Map< string, string >();
	if ( Array.isArray( list ) ) {
		for ( const item of list ) {
			if (
				isObject( item ) &&
				typeof item.OutputKey === 'string' &&
				typeof item.OutputValue === 'string'
			) {
				outputs.set( item.OutputKey, item.OutputValue.trim() );
			}
		}
	}
	return outputs;
}

/**
 * Rows of the console's table: a line starting with an output's key, its
 * value next (after a tab or spaces), anything after that ignored.
 *
 * @param text What was pasted.
 */
function tableOutputs( text: string ): Map< string, string > {
	const outputs = new Map< string, string >();
	for ( const line of text.split( /\r?\n/ ) ) {
		const match = /^\s*([A-Za-z]+)[\t ]+(.*)$/.exec( line );
		if ( match && isOutputKey( match[ 1 ] ) ) {
			const rest = match[ 2 ].trim();
			const found = VALUE[ match[ 1 ] ].exec( rest );
			// Not a value of that shape: the next cell, to say it is wrong.
			outputs.set(
				match[ 1 ],
				found ? found[ 0 ] : rest.split( /\t| {2,}/ )[ 0 ]
			);
		}
	}
	return outputs;
}

/**
 * The outputs in the pasted JSON or table; null when it looks like JSON but is not.
 *
 * @param trimmed What the admin pasted, trimmed.
 */
function parseOutputs( trimmed: string ): Map< string, string > | null {
	if ( ! /^[[{]/.test( trimmed ) ) {
		return tableOutputs( trimmed );
	}
	try {
		return jsonOutputs( JSON.parse( trimmed ) );
	} catch {
		return null;
	}
}

/**
 * The settings the pasted outputs fill, or why they cannot be read.
 *
 * @param text What the admin pasted.
 */
export function readStackOutputs( text: string ): StackOutputsResult {
	const trimmed = text.trim();
	if ( ! trimmed ) {
		return {
			ok: false,
			message: __(
				'Paste the stack’s outputs first.',
				'careers-frontend'
			),
		};
	}
	const outputs = parseOutputs( trimmed );
	if ( ! outputs ) {
		return {
			ok: false,
			message: __(
				'This looks like JSON but is not valid JSON: paste the whole output of aws cloudformation describe-stacks.',
				'careers-frontend'
			),
		};
	}
	const missing = REQUIRED.filter( ( key ) => ! outputs.get( key ) );
	if ( missing.length > 0 ) {
		return {
			ok: false,
			message: sprintf(
				/* translators: %s: output names, e.g. "BotId, BotAliasId". */
				__(
					'These outputs are missing: %s. Paste all of the stack’s outputs (the Outputs tab’s table, or the JSON of aws cloudformation describe-stacks).',
					'careers-frontend'
				),
				missing.join( ', ' )
			),
		};
	}
	for ( const key of OUTPUT_KEYS ) {
		const value = outputs.get( key );
		const match = value === undefined ? null : VALUE[ key ].exec( value );
		if ( value !== undefined && ( ! match || match[ 0 ] !== value ) ) {
			return {
				ok: false,
				message: sprintf(
					/* translators: 1: output name, 2: its value. */
					__(
						'The output %1$s does not look right: “%2$s”. Copy it again from the stack.',
						'careers-frontend'
					),
					key,
					value
				),
			};
		}
	}
	const pool = outputs.get( 'IdentityPoolId' ) ?? '';
	const idleTtl = outputs.get( 'IdleSessionTTLInSeconds' );
	// Stacks of an older template have no BotLocales: en_US, as before.
	const botLocales = outputs.get( 'BotLocales' )?.split( /\s*,\s*/ );
	return {
		ok: true,
		...( botLocales && { botLocales } ),
		settings: {
			region: outputs.get( 'Region' ) ?? '',
			identity_pool_production: pool,
			identity_pool_development: pool,
			bot_version: 'v2',
			bot_id: outputs.get( 'BotId' ) ?? '',
			bot_alias_id: outputs.get( 'BotAliasId' ) ?? '',
			bot_locale:
				! botLocales || botLocales.includes( DEFAULT_LOCALE )
					? DEFAULT_LOCALE
					: botLocales[ 0 ],
			...( idleTtl === undefined
				? {}
				: { bot_idle_session_ttl: Number( idleTtl ) } ),
		},
	};
}
