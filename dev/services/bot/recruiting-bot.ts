/**
 * The scripted recruiting bot: one turn at a time, no I/O. Elicits
 * `areaInterest`, then `location`, then closes with `showJobResults`.
 */
import * as say from './script';
import type {
	BotMessage,
	BotTurn,
	DialogMemory,
	RecruitingBotOptions,
	SessionAttributes,
	SlotValues,
} from './types';
import {
	isFindJobs,
	isGoodbye,
	isHelp,
	isNumeric,
	isStartOver,
	matchCategory,
	parseLocation,
} from './understand';

export interface TurnResult {
	turn: BotTurn;
	memory: DialogMemory;
}

function areaCards( options: RecruitingBotOptions ): BotMessage {
	return {
		type: 'Cards',
		title: say.AREA_CARD_TITLE,
		subtitle: say.AREA_CARD_SUBTITLE,
		buttons: [ ...options.categories ],
	};
}

function elicitArea(
	messages: BotMessage[],
	attributes: SessionAttributes,
	recognized: BotTurn[ 'recognized' ],
	options: RecruitingBotOptions
): TurnResult {
	return {
		turn: {
			intent: { name: 'FindJobs', state: 'InProgress', slots: {} },
			recognized,
			dialogAction: { type: 'ElicitSlot', slot: 'areaInterest' },
			messages: [ ...messages, areaCards( options ) ],
			sessionAttributes: attributes,
		},
		memory: { pending: { slots: {}, eliciting: 'areaInterest' } },
	};
}

function elicitLocation(
	slots: SlotValues,
	message: string,
	attributes: SessionAttributes,
	recognized: BotTurn[ 'recognized' ]
): TurnResult {
	return {
		turn: {
			intent: { name: 'FindJobs', state: 'InProgress', slots },
			recognized,
			dialogAction: { type: 'ElicitSlot', slot: 'location' },
			messages: [ { type: 'PlainText', content: message } ],
			sessionAttributes: attributes,
		},
		memory: { pending: { slots, eliciting: 'location' } },
	};
}

/**
 * The location the candidate gave: a zip or "City, ST"; or, once the client
 * has geocoded the answer (latitude and longitude attributes), the zip or
 * city and state it stored, or the answer as typed.
 * @param text
 * @param attributes
 */
function understandLocation(
	text: string,
	attributes: SessionAttributes
): string | undefined {
	const parsed = parseLocation( text );
	if (
		parsed ||
		! isNumeric( attributes.latitude ) ||
		! isNumeric( attributes.longitude )
	) {
		return parsed;
	}
	if ( attributes.zip ) {
		return attributes.zip;
	}
	if ( attributes.city && attributes.state ) {
		return `${ attributes.city }, ${ attributes.state }`;
	}
	return text.trim() || undefined;
}

function close(
	slots: SlotValues,
	category: string,
	location: string,
	attributes: SessionAttributes
): TurnResult {
	const sessionAttributes: SessionAttributes = {
		...attributes,
		showJobResults: 'true',
		job_category: category,
	};
	if ( ! sessionAttributes.job_location ) {
		sessionAttributes.job_location = location;
	}
	const payload = {
		type: 'jobSearch',
		job_category: category,
		location,
		...( isNumeric( attributes.latitude ) &&
		isNumeric( attributes.longitude )
			? { latitude: attributes.latitude, longitude: attributes.longitude }
			: {} ),
	};
	return {
		turn: {
			intent: { name: 'FindJobs', state: 'Fulfilled', slots },
			recognized: { name: 'FindJobs', confidence: 1 },
			dialogAction: { type: 'Close' },
			messages: [
				{
					type: 'PlainText',
					content: say.closing( category, location ),
				},
				{ type: 'CustomPayload', content: JSON.stringify( payload ) },
			],
			sessionAttributes,
		},
		memory: {},
	};
}

function continuePending(
	text: string,
	pending: NonNullable< DialogMemory[ 'pending' ] >,
	attributes: SessionAttributes,
	options: RecruitingBotOptions
): TurnResult {
	if ( pending.eliciting === 'areaInterest' ) {
		const category = matchCategory( text, options.categories );
		if ( category ) {
			const slots: SlotValues = {
				areaInterest: { original: text, interpreted: category },
			};
			return elicitLocation(
				slots,
				say.locationQuestion( category ),
				attributes,
				{ name: 'FindJobs', confidence: 1 }
			);
		}
		const retry = isFindJobs( text )
			? say.AREA_QUESTION
			: say.areaRetry( text );
		return elicitArea(
			[ { type: 'PlainText', content: retry } ],
			attributes,
			{ name: 'FindJobs', confidence: 0.5 },
			options
		);
	}
	const location = understandLocation( text, attributes );
	const category = pending.slots.areaInterest?.interpreted ?? '';
	if ( ! location ) {
		return elicitLocation( pending.slots, say.LOCATION_RETRY, attributes, {
			name: 'FindJobs',
			confidence: 0.5,
		} );
	}
	const slots: SlotValues = {
		...pending.slots,
		location: { original: text, interpreted: location },
	};
	return close( slots, category, location, attributes );
}

/**
 * One turn of the dialog. `attributes` are the session attributes the client
 * sent (or the stored ones); `memory` is what the bot kept from before.
 * @param text
 * @param incoming
 * @param memory
 * @param options
 */
export function runTurn(
	text: string,
	incoming: SessionAttributes,
	memory: DialogMemory,
	options: RecruitingBotOptions
): TurnResult {
	const attributes: SessionAttributes = { ...incoming };
	// Only the closing turn asks the client to search.
	if ( 'showJobResults' in attributes ) {
		attributes.showJobResults = 'false';
	}

	if ( isStartOver( text ) ) {
		delete attributes.job_category;
		return elicitArea(
			[
				{ type: 'SSML', content: say.START_OVER },
				{ type: 'PlainText', content: say.AREA_QUESTION },
			],
			attributes,
			{ name: 'StartOver', confidence: 1 },
			options
		);
	}
	if ( isHelp( text ) ) {
		return {
			turn: {
				recognized: { name: 'Help', confidence: 1 },
				dialogAction: { type: 'ElicitIntent' },
				messages: [ { type: 'PlainText', content: say.HELP } ],
				sessionAttributes: attributes,
			},
			// Keep the search in progress: the next answer can continue it.
			memory,
		};
	}
	if ( isGoodbye( text ) ) {
		return {
			turn: {
				intent: { name: 'Goodbye', state: 'Fulfilled', slots: {} },
				recognized: { name: 'Goodbye', confidence: 1 },
				dialogAction: { type: 'Close' },
				messages: [],
				sessionAttributes: attributes,
			},
			memory: {},
		};
	}
	if ( memory.pending ) {
		return continuePending( text, memory.pending, attributes, options );
	}
	const category = matchCategory( text, options.categories );
	if ( category ) {
		return continuePending(
			text,
			{ slots: {}, eliciting: 'areaInterest' },
			attributes,
			options
		);
	}
	if ( isFindJobs( text ) ) {
		return elicitArea(
			[
				{ type: 'PlainText', content: say.GREETING },
				{ type: 'PlainText', content: say.AREA_QUESTION },
			],
			attributes,
			{ name: 'FindJobs', confidence: 0.95 },
			options
		);
	}
	return {
		turn: {
			recognized: { name: 'FallbackIntent' },
			dialogAction: { type: 'ElicitIntent' },
			messages: [ { type: 'PlainText', content: say.FALLBACK } ],
			sessionAttributes: attributes,
		},
		memory: {},
	};
}
