/**
 * One setting's control with its help, error and warning. Text inputs are
 * our own inside BaseControl so the error can be tied to the input
 * (aria-invalid, aria-describedby) on every supported WordPress version.
 */

/**
 * WordPress dependencies
 */
import {
	BaseControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { memo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Settings } from '../../settings/types';
import type { FieldSchema, SettingKey } from '../admin-config';
import type { FieldDefinition } from '../fields';

export interface SettingFieldProps {
	field: FieldDefinition;
	schema?: FieldSchema;
	value: Settings[ SettingKey ];
	error?: string;
	warning?: string;
	/** Stable callbacks (the form's own), so unchanged fields skip rendering. */
	onChange: ( key: SettingKey, value: Settings[ SettingKey ] ) => void;
	onBlur: ( key: SettingKey ) => void;
}

/**
 * The id of a setting's input, for labels, links and focus.
 *
 * @param key Setting key.
 */
export function settingInputId( key: SettingKey ): string {
	return `careers-frontend-setting-${ key }`;
}

function describedBy(
	ids: Array< string | false | undefined >
): string | undefined {
	const list = ids.filter( ( id ): id is string => Boolean( id ) );
	return list.length > 0 ? list.join( ' ' ) : undefined;
}

function numberText( value: unknown ): string {
	return typeof value === 'number' && Number.isFinite( value )
		? String( value )
		: '';
}

function SettingFieldControl( props: SettingFieldProps ) {
	const { field, schema, value, error, warning } = props;
	const onChange = ( next: Settings[ SettingKey ] ) =>
		props.onChange( field.key, next );
	const onBlur = () => props.onBlur( field.key );
	const id = settingInputId( field.key );
	const errorId = `${ id }__error`;
	const warningId = `${ id }__warning`;
	const messages = (
		<>
			{ error && (
				<p id={ errorId } className="careers-frontend-field__error">
					{ error }
				</p>
			) }
			{ ! error && warning && (
				<p id={ warningId } className="careers-frontend-field__warning">
					{ warning }
				</p>
			) }
		</>
	);

	if ( field.kind === 'toggle' ) {
		return (
			<div className="careers-frontend-field" data-setting={ field.key }>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ field.label }
					help={ field.help }
					checked={ value === true }
					onChange={ ( checked: boolean ) => onChange( checked ) }
				/>
			</div>
		);
	}

	if ( field.kind === 'select' ) {
		return (
			<div className="careers-frontend-field" data-setting={ field.key }>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ field.label }
					help={ field.help }
					value={ String( value ) }
					options={ field.options ?? [] }
					onChange={ ( selected: string ) => onChange( selected ) }
				/>
				{ messages }
			</div>
		);
	}

	const common = {
		id,
		className:
			field.kind === 'textarea'
				? 'components-textarea-control__input'
				: 'components-text-control__input',
		'aria-invalid': error ? ( 'true' as const ) : undefined,
		'aria-describedby': describedBy( [
			field.help && `${ id }__help`,
			error && errorId,
			! error && warning && warningId,
		] ),
		onBlur,
		placeholder: field.placeholder,
	};

	return (
		<div
			className={ `careers-frontend-field${ error ? ' has-error' : '' }` }
			data-setting={ field.key }
		>
			<BaseControl
				__nextHasNoMarginBottom
				id={ id }
				label={ field.label }
				help={ field.help }
			>
				{ field.kind === 'textarea' && (
					<textarea
						{ ...common }
						rows={ 3 }
						value={ String( value ) }
						onChange={ ( event ) => onChange( event.target.value ) }
					/>
				) }
				{ field.kind === 'number' && (
					<input
						{ ...common }
						type="number"
						inputMode="numeric"
						min={ schema?.minimum }
						max={ schema?.maximum }
						step={ 1 }
						value={ numberText( value ) }
						onChange={ ( event ) =>
							onChange(
								event.target.value === ''
									? Number.NaN
									: Number( event.target.value )
							)
						}
					/>
				) }
				{ ( field.kind === 'text' || field.kind === 'url' ) && (
					<input
						{ ...common }
						type={ field.kind === 'url' ? 'url' : 'text' }
						spellCheck={ false }
						autoComplete="off"
						value={ String( value ) }
						onChange={ ( event ) => onChange( event.target.value ) }
					/>
				) }
				{ messages }
			</BaseControl>
		</div>
	);
}

export const SettingField = memo( SettingFieldControl );
