/**
 * How the stand-in understands what the candidate typed, from the bot
 * definition alone: whole sample utterances and whole slot values or
 * synonyms, compared after normalising. Lex's NLU does much more; the
 * services README lists the differences.
 */
import { slotTypeNamed } from './slot-types';
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
 * The slot type's value for `text`. `AMAZON.FreeFormInput`: "the entire
 * input utterance". A custom type: a value or synonym, whole, after
 * normalising; TOP_RESOLUTION gives the value, ORIGINAL_VALUE what was typed.
 * (ORIGINAL_VALUE also takes input "similar" to a value; "similar" is not
 * documented, so the stand-in takes only the values the type lists.)
 * @param slotType
 * @param text
 */
export function resolveSlotValue(
	slotType: SlotTypeDefinition,
	text: string
): SlotValue | undefined {
	if ( slotType.strategy === 'FREE_FORM' ) {
		return { original: text, interpreted: text };
	}
	const original = text.trim().replace( /\s+/g, ' ' );
	const wanted = normalize( original );
	if ( ! wanted ) {
		return undefined;
	}
	const found = slotType.values.find( ( entry ) =>
		[ entry.value, ...entry.synonyms ].some(
			( name ) => normalize( name ) === wanted
		)
	);
	if ( ! found ) {
		return undefined;
	}
	return {
		original,
		interpreted:
			slotType.strategy === 'ORIGINAL_VALUE' ? original : found.value,
	};
}

export function slotTypeOf(
	locale: LocaleDefinition,
	slot: SlotDefinition
): SlotTypeDefinition {
	return slotTypeNamed(
		slot.slotType,
		locale.slotTypes,
		`${ locale.localeId }: slot ${ slot.name }`
	);
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
 * The intent whose sample utterance `text` is, with the slots it fills.
 * Utterances without slots win over those with, then the first intent.
 * @param locale
 * @param text
 */
export function recognize(
	locale: LocaleDefinition,
	text: string
): Recognition | undefined {
	let withSlots: Recognition | undefined;
	for ( const intent of locale.intents ) {
		for ( const utterance of intent.utterances ) {
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
	return withSlots;
}
