/**
 * The area words of a locale (`LocaleWords.areaWords`): the values of the
 * template's `AreaWords` slot type, the job API's category names, with
 * their synonyms, the words candidates use for each area.
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

/**
 * The `AreaWords` slot type's values (the job API's category names) with
 * their synonyms, the words candidates use for each area.
 * @param locale The locale.
 * @param path   Where it is.
 */
export function areaWordsOf(
	locale: JsonObject,
	path: string
): Record< string, string[] > {
	const words: Record< string, string[] > = {};
	const type = listAt( locale.SlotTypes, `${ path }.SlotTypes` ).find(
		( item ) => isObject( item ) && item.Name === AREA_WORDS_SLOT_TYPE
	);
	if ( ! isObject( type ) ) {
		return words;
	}
	const where = `${ path }.SlotTypes.${ AREA_WORDS_SLOT_TYPE }`;
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
