/**
 * The scripted recruiting bot: one turn at a time, no I/O. Built the way a
 * Lex bot for this client has to be: it elicits `location` first and
 * `areaInterest` last, because the client asks for a job search (session
 * attribute `showJobResults` = 'true') on a category answer, and its code
 * hook echoes the session attributes it does not own, as Lex does.
 *
 * The bot owns `job_category` and `job_location` (the slots' values, for
 * the search). It touches `showJobResults` once: when it closes on a place
 * answer (the area was named before it was asked), the client did not ask
 * for a search, so the bot does.
 */
import * as say from './script';
import type {
	BotMessage,
	BotTurn,
	DialogMemory,
	RecruitingBotOptions,
	SessionAttributes,
	SlotName,
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

type Recognized = BotTurn[ 'recognized' ];

function areaCards( options: RecruitingBotOptions ): BotMessage {
	return {
		type: 'Cards',
		title: say.AREA_CARD_TITLE,
		subtitle: say.AREA_CARD_SUBTITLE,
		buttons: [ ...options.categories ],
	};
}

function elicit(
	slot: SlotName,
	slots: SlotValues,
	messages: BotMessage[],
	attributes: SessionAttributes,
	recognized: Recognized
): TurnResult {
	return {
		turn: {
			intent: { name: 'FindJobs', state: 'InProgress', slots },
			recognized,
			dialogAction: { type: 'ElicitSlot', slot },
			messages,
			sessionAttributes: attributes,
		},
		memory: { pending: { slots, eliciting: slot } },
	};
}

function elicitArea(
	slots: SlotValues,
	message: BotMessage[],
	attributes: SessionAttributes,
	recognized: Recognized,
	options: RecruitingBotOptions
): TurnResult {
	return elicit(
		'areaInterest',
		slots,
		[ ...message, areaCards( options ) ],
		attributes,
		recognized
	);
}

const plain = ( content: string ): BotMessage => ( {
	type: 'PlainText',
	content,
} );

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

/**
 * Fulfil FindJobs. `answered` is the slot this turn's text filled: on the
 * category answer the client has already set `showJobResults` (echoed as
 * sent); on a place answer it has not, so the bot sets it.
 * @param slots
 * @param answered
 * @param attributes
 */
function close(
	slots: Required< SlotValues >,
	answered: SlotName,
	attributes: SessionAttributes
): TurnResult {
	const category = slots.areaInterest.interpreted;
	const location = slots.location.interpreted;
	const sessionAttributes: SessionAttributes = {
		...attributes,
		job_category: category,
	};
	if ( ! sessionAttributes.job_location ) {
		sessionAttributes.job_location = location;
	}
	if ( answered === 'location' ) {
		sessionAttributes.showJobResults = 'true';
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
				plain( say.closing( category, location ) ),
				{ type: 'CustomPayload', content: JSON.stringify( payload ) },
			],
			sessionAttributes,
		},
		memory: {},
	};
}

function answerArea(
	text: string,
	slots: SlotValues,
	attributes: SessionAttributes,
	options: RecruitingBotOptions
): TurnResult {
	const category = matchCategory( text, options.categories );
	if ( ! category ) {
		const retry = isFindJobs( text )
			? say.AREA_QUESTION
			: say.areaRetry( text );
		return elicitArea(
			slots,
			[ plain( retry ) ],
			attributes,
			{ name: 'FindJobs', confidence: 0.5 },
			options
		);
	}
	const areaInterest = { original: text, interpreted: category };
	if ( slots.location ) {
		return close(
			{ location: slots.location, areaInterest },
			'areaInterest',
			attributes
		);
	}
	// The area named before the place was asked: ask for the place.
	return elicit(
		'location',
		{ ...slots, areaInterest },
		[ plain( say.locationQuestion( category ) ) ],
		attributes,
		{ name: 'FindJobs', confidence: 1 }
	);
}

function answerLocation(
	text: string,
	slots: SlotValues,
	attributes: SessionAttributes,
	options: RecruitingBotOptions
): TurnResult {
	const location = understandLocation( text, attributes );
	if ( ! location ) {
		return elicit(
			'location',
			slots,
			[ plain( say.LOCATION_RETRY ) ],
			attributes,
			{ name: 'FindJobs', confidence: 0.5 }
		);
	}
	const place = { original: text, interpreted: location };
	if ( slots.areaInterest ) {
		return close(
			{ location: place, areaInterest: slots.areaInterest },
			'location',
			attributes
		);
	}
	return elicitArea(
		{ ...slots, location: place },
		[ plain( say.areaQuestion( location ) ) ],
		attributes,
		{ name: 'FindJobs', confidence: 1 },
		options
	);
}

/**
 * One turn of the dialog. `incoming` are the session attributes the client
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

	if ( isStartOver( text ) ) {
		delete attributes.job_category;
		delete attributes.job_location;
		return elicit(
			'location',
			{},
			[
				{ type: 'SSML', content: say.START_OVER },
				plain( say.LOCATION_QUESTION ),
			],
			attributes,
			{ name: 'StartOver', confidence: 1 }
		);
	}
	if ( isHelp( text ) ) {
		return {
			turn: {
				recognized: { name: 'Help', confidence: 1 },
				dialogAction: { type: 'ElicitIntent' },
				messages: [ plain( say.HELP ) ],
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
	const { pending } = memory;
	if ( pending ) {
		return pending.eliciting === 'location'
			? answerLocation( text, pending.slots, attributes, options )
			: answerArea( text, pending.slots, attributes, options );
	}
	if ( matchCategory( text, options.categories ) ) {
		return answerArea( text, {}, attributes, options );
	}
	if ( isFindJobs( text ) ) {
		return elicit(
			'location',
			{},
			[ plain( say.GREETING ), plain( say.LOCATION_QUESTION ) ],
			attributes,
			{ name: 'FindJobs', confidence: 0.95 }
		);
	}
	return {
		turn: {
			recognized: { name: 'FallbackIntent' },
			dialogAction: { type: 'ElicitIntent' },
			messages: [ plain( say.FALLBACK ) ],
			sessionAttributes: attributes,
		},
		memory: {},
	};
}
