/**
 * How the stand-in understands what the candidate typed, from the bot
 * definition alone: whole sample utterances and whole slot values or
 * synonyms, compared after normalising. Lex's NLU does much more; the
 * services README lists the differences.
 */
import { geocodeText } from '../geo/lookup';
import type {
	IntentDefinition,
	LocaleDefinition,
	SlotDefinition,
	SlotTypeDefinition,
	SlotValue,
	SlotValues,
} from './types';

/**
 * Lower case, no accents, one space between words, curly apostrophes
 * straight, no punctuation at either end.
 * @param text
 */
export function normalize( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase()
		.replace( /[\u2018\u2019]/g, "'" )
		.replace( /\s+/g, ' ' )
		.replace( /^[\s.,!?¡¿]+|[\s.,!?¡¿]+$/g, '' );
}

/**
 * The slot type's value for `text`: for ORIGINAL_VALUE anything typed, as
 * typed; for TOP_RESOLUTION a value or synonym, resolved to the value.
 * @param slotType
 * @param text
 */
export function resolveSlotValue(
	slotType: SlotTypeDefinition,
	text: string
): SlotValue | undefined {
	const original = text.trim().replace( /\s+/g, ' ' );
	if ( ! normalize( original ) ) {
		return undefined;
	}
	if ( slotType.strategy === 'ORIGINAL_VALUE' ) {
		return { original, interpreted: original };
	}
	const wanted = normalize( original );
	const found = slotType.values.find( ( entry ) =>
		[ entry.value, ...entry.synonyms ].some(
			( name ) => normalize( name ) === wanted
		)
	);
	return found ? { original, interpreted: found.value } : undefined;
}

export function slotTypeOf(
	locale: LocaleDefinition,
	slot: SlotDefinition
): SlotTypeDefinition {
	const found = locale.slotTypes.find(
		( type ) => type.name === slot.slotType
	);
	if ( ! found ) {
		throw new Error(
			`No slot type ${ slot.slotType } in ${ locale.localeId }`
		);
	}
	return found;
}

function escapeRegExp( text: string ): string {
	return text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
}

/**
 * The slots an utterance fills from `text`, or undefined if it does not
 * match: literal words must be equal, each `{slot}` a value of its type.
 * @param locale
 * @param intent
 * @param utterance
 * @param text
 */
function matchUtterance(
	locale: LocaleDefinition,
	intent: IntentDefinition,
	utterance: string,
	text: string
): SlotValues | undefined {
	// Slot names keep their case: mark them before normalising the words.
	const names: string[] = [];
	const marked = utterance.replace(
		/\{(\w+)\}/g,
		( _match, name: string ) => {
			names.push( name );
			return `\u0001${ names.length - 1 }\u0001`;
		}
	);
	const pattern = normalize( marked )
		.split( /\u0001\d+\u0001/ )
		.map( escapeRegExp )
		.join( '(.+?)' );
	// Slot values keep the candidate's letter case where the words allow.
	const tidy = text
		.trim()
		.replace( /\s+/g, ' ' )
		.replace( /^[\s.,!?¡¿]+|[\s.,!?¡¿]+$/g, '' );
	const match =
		new RegExp( `^${ pattern }$`, 'i' ).exec( tidy ) ??
		new RegExp( `^${ pattern }$` ).exec( normalize( text ) );
	if ( ! match ) {
		return undefined;
	}
	const slots: SlotValues = {};
	for ( const [ index, name ] of names.entries() ) {
		const slot = intent.slots.find( ( item ) => item.name === name );
		const value =
			slot &&
			resolveSlotValue( slotTypeOf( locale, slot ), match[ index + 1 ] );
		if ( ! value ) {
			return undefined;
		}
		slots[ name ] = value;
	}
	return slots;
}

export interface Recognition {
	intent: IntentDefinition;
	slots: SlotValues;
}

/**
 * Whether the utterance is one slot that takes anything typed (`{location}`
 * of an ORIGINAL_VALUE type).
 * @param locale
 * @param intent
 * @param utterance
 */
function bareOpenSlot(
	locale: LocaleDefinition,
	intent: IntentDefinition,
	utterance: string
): { name: string; type: SlotTypeDefinition } | undefined {
	const name = /^\{(\w+)\}$/.exec( utterance.trim() )?.[ 1 ];
	const slot = intent.slots.find( ( item ) => item.name === name );
	const type = slot && slotTypeOf( locale, slot );
	return slot && type?.strategy === 'ORIGINAL_VALUE'
		? { name: slot.name, type }
		: undefined;
}

/**
 * The intent whose sample utterance `text` is, with the slots it fills.
 * Utterances without slots win over those with, then the first intent. A
 * bare open slot (`{location}`) is the last resort, and only for a place
 * the geocoder's fixture knows: Lex's NLU learns what a place looks like
 * from the sample values, and the stand-in has no NLU.
 * @param locale
 * @param text
 */
export function recognize(
	locale: LocaleDefinition,
	text: string
): Recognition | undefined {
	let withSlots: Recognition | undefined;
	let lastResort: Recognition | undefined;
	for ( const intent of locale.intents ) {
		for ( const utterance of intent.utterances ) {
			const open = bareOpenSlot( locale, intent, utterance );
			if ( open ) {
				const value = resolveSlotValue( open.type, text );
				lastResort ??= value && {
					intent,
					slots: { [ open.name ]: value },
				};
				continue;
			}
			const slots = matchUtterance( locale, intent, utterance, text );
			if ( ! slots ) {
				continue;
			}
			if ( Object.keys( slots ).length === 0 ) {
				return { intent, slots };
			}
			withSlots ??= { intent, slots };
		}
	}
	const isPlace = () => geocodeText( text ).length > 0;
	return withSlots ?? ( lastResort && isPlace() ? lastResort : undefined );
}
