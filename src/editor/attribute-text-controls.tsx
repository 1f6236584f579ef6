/**
 * Text controls bound to a block's string attributes, one or a list.
 */

/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';

type StringKeys< T > = {
	[ K in keyof T ]: T[ K ] extends string ? K : never;
}[ keyof T ];

interface AttributeTextControlProps< T > {
	label: string;
	help?: string;
	name: StringKeys< T >;
	attributes: T;
	setAttributes: ( attributes: Partial< T > ) => void;
}

/**
 * A text control bound to one string attribute.
 *
 * @param props               Props.
 * @param props.label         Label.
 * @param props.help          Help text.
 * @param props.name          Attribute name.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes The block's setter.
 */
export function AttributeTextControl< T >( {
	label,
	help,
	name,
	attributes,
	setAttributes,
}: AttributeTextControlProps< T > ) {
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			help={ help }
			value={ attributes[ name ] as string }
			onChange={ ( value ) =>
				setAttributes( { [ name ]: value } as unknown as Partial< T > )
			}
		/>
	);
}

/** One text control of a block's settings: the attribute and its words. */
export interface TextField< T > {
	name: StringKeys< T >;
	label: string;
	help?: string;
}

export interface AttributeTextControlsProps< T > {
	fields: Array< TextField< T > >;
	attributes: T;
	setAttributes: ( attributes: Partial< T > ) => void;
}

/**
 * A text control for each field, in order.
 *
 * @param props               Props.
 * @param props.fields        The attributes and their labels.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes The block's setter.
 */
export function AttributeTextControls< T >( {
	fields,
	attributes,
	setAttributes,
}: AttributeTextControlsProps< T > ) {
	return (
		<>
			{ fields.map( ( field ) => (
				<AttributeTextControl
					key={ String( field.name ) }
					{ ...field }
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			) ) }
		</>
	);
}
