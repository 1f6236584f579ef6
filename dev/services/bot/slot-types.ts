/**
 * Slot types: the locale's custom ones (values, synonyms and a resolution
 * strategy) and the one built-in type the stand-in runs,
 * `AMAZON.FreeFormInput`. Any other built-in type is refused: its values
 * come from Lex's own model, which the stand-in does not have.
 */
import { TemplateError, type Json } from './template-json';
import { knownObjectAt, listAt, objectAt, stringAt } from './template-json';
import type { SlotTypeDefinition } from './types';

export const FREE_FORM_INPUT = 'AMAZON.FreeFormInput';

export function slotTypeOf( value: Json, path: string ): SlotTypeDefinition {
	const slotType = knownObjectAt( value, path, [
		'Name',
		'Description',
		'SlotTypeValues',
		'ValueSelectionSetting',
	] );
	const strategy = knownObjectAt(
		slotType.ValueSelectionSetting,
		`${ path }.ValueSelectionSetting`,
		[ 'ResolutionStrategy' ]
	).ResolutionStrategy;
	if ( strategy !== 'ORIGINAL_VALUE' && strategy !== 'TOP_RESOLUTION' ) {
		throw new TemplateError(
			path,
			`the stand-in does not resolve ${ String( strategy ) }`
		);
	}
	return {
		name: stringAt( slotType.Name, `${ path }.Name` ),
		strategy,
		values: listAt(
			slotType.SlotTypeValues,
			`${ path }.SlotTypeValues`
		).map( ( item, index ) => {
			const where = `${ path }.SlotTypeValues[${ index }]`;
			const entry = knownObjectAt( item, where, [
				'SampleValue',
				'Synonyms',
			] );
			return {
				value: stringAt(
					objectAt( entry.SampleValue, `${ where }.SampleValue` )
						.Value,
					`${ where }.SampleValue.Value`
				),
				synonyms: listAt( entry.Synonyms, `${ where }.Synonyms` ).map(
					( synonym, position ) =>
						stringAt(
							objectAt(
								synonym,
								`${ where }.Synonyms[${ position }]`
							).Value,
							`${ where }.Synonyms[${ position }].Value`
						)
				),
			};
		} ),
	};
}

/**
 * The type a slot names: one of the locale's, or a built-in one.
 * @param name      The slot's `SlotTypeName`.
 * @param slotTypes The locale's custom types.
 * @param path      Where the slot is.
 */
export function slotTypeNamed(
	name: string,
	slotTypes: readonly SlotTypeDefinition[],
	path: string
): SlotTypeDefinition {
	if ( name === FREE_FORM_INPUT ) {
		return { name: FREE_FORM_INPUT, strategy: 'FREE_FORM' };
	}
	const found = slotTypes.find( ( type ) => type.name === name );
	if ( ! found ) {
		throw new TemplateError(
			path,
			name.startsWith( 'AMAZON.' )
				? `the stand-in does not resolve the built-in type ${ name }`
				: `unknown slot type ${ name }`
		);
	}
	return found;
}
