/**
 * Words a locale's slot types hold for the chat (no slot uses them): the
 * area words (`AreaWords`: category name → the words candidates use for
 * it) and the correction words (`CorrectionWords`).
 */

/**
 * Internal dependencies
 */
import {
	isObject,
	listAt,
	objectAt,
	stringAt,
	type JsonObject,
} from '../bot-template';

/** The slot type whose values and synonyms are the area words. */
export const AREA_WORDS_SLOT_TYPE = 'AreaWords';

/** The slot type whose values are the words that change a search. */
export const CORRECTION_WORDS_SLOT_TYPE = 'CorrectionWords';

/**
 * A slot type's values with their synonyms (value → synonyms); none when
 * the locale has no such type.
 * @param locale The locale.
 * @param path   Where it is.
 * @param name   The slot type's name.
 */
export function slotTypeValues(
	locale: JsonObject,
	path: string,
	name: string
): Record< string, string[] > {
	const words: Record< string, string[] > = {};
	const type = listAt( locale.SlotTypes, `${ path }.SlotTypes` ).find(
		( item ) => isObject( item ) && item.Name === name
	);
	if ( ! isObject( type ) ) {
		return words;
	}
	const where = `${ path }.SlotTypes.${ name }`;
	for ( const item of listAt( type.SlotTypeValues, where ) ) {
		const entry = objectAt( item, where );
		const value = objectAt( entry.SampleValue, `${ where }.SampleValue` );
		words[ stringAt( value.Value, `${ where }.SampleValue.Value` ) ] =
			listAt( entry.Synonyms, `${ where }.Synonyms` ).map( ( synonym ) =>
				stringAt(
					objectAt( synonym, `${ where }.Synonyms` ).Value,
					`${ where }.Synonyms.Value`
				)
			);
	}
	return words;
}

/**
 * The words candidates put around a new place or area after a search
 * ("actually", "what about"; "mejor"): the `CorrectionWords` slot type's
 * values and synonyms.
 * @param locale The locale.
 * @param path   Where it is.
 */
export function correctionWordsOf(
	locale: JsonObject,
	path: string
): string[] {
	return Object.entries(
		slotTypeValues( locale, path, CORRECTION_WORDS_SLOT_TYPE )
	).flat( 2 );
}

/**
 * The `AreaWords` slot type: category name → its words.
 * @param locale The locale.
 * @param path   Where it is.
 */
export const areaWordsOf = ( locale: JsonObject, path: string ) =>
	slotTypeValues( locale, path, AREA_WORDS_SLOT_TYPE );
