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
	/** Shown, not changeable by this user: why (see admin-config.ts). */
	locked?: string;
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

interface ControlProps extends SettingFieldProps {
	id: string;
	change: ( next: Settings[ SettingKey ] ) => void;
}

function FieldMessages( {
	id,
	error,
	warning,
	locked,
}: Pick< SettingFieldProps, 'error' | 'warning' | 'locked' > & {
	id: string;
} ) {
	return (
		<>
			{ locked && (
				<p
					id={ `${ id }__locked` }
					className="careers-frontend-field__locked"
				>
					{ locked }
				</p>
			) }
			{ error && (
				<p
					id={ `${ id }__error` }
					className="careers-frontend-field__error"
				>
					{ error }
				</p>
			) }
			{ ! error && warning && (
				<p
					id={ `${ id }__warning` }
					className="careers-frontend-field__warning"
				>
					{ warning }
				</p>
			) }
		</>
	);
}

/**
 * Number, text, web address or multi-line text: our own input.
 * @param props
 */
function TextualInput( props: ControlProps ) {
	const { field, schema, value, error, warning, locked, id, change } = props;
	const common = {
		id,
		readOnly: Boolean( locked ),
		className:
			field.kind === 'textarea'
				? 'components-textarea-control__input'
				: 'components-text-control__input',
		'aria-invalid': error ? ( 'true' as const ) : undefined,
		'aria-describedby': describedBy( [
			field.help && `${ id }__help`,
			locked && `${ id }__locked`,
			error && `${ id }__error`,
			! error && warning && `${ id }__warning`,
		] ),
		onBlur: () => props.onBlur( field.key ),
		placeholder: field.placeholder,
	};
	if ( field.kind === 'textarea' ) {
		return (
			<textarea
				{ ...common }
				rows={ 3 }
				value={ String( value ) }
				onChange={ ( event ) => change( event.target.value ) }
			/>
		);
	}
	if ( field.kind === 'number' ) {
		return (
			<input
				{ ...common }
				type="number"
				inputMode="numeric"
				min={ schema?.minimum }
				max={ schema?.maximum }
				step={ 1 }
				value={ numberText( value ) }
				onChange={ ( event ) =>
					change(
						event.target.value === ''
							? Number.NaN
							: Number( event.target.value )
					)
				}
			/>
		);
	}
	return (
		<input
			{ ...common }
			type={ field.kind === 'url' ? 'url' : 'text' }
			spellCheck={ false }
			autoComplete="off"
			value={ String( value ) }
			onChange={ ( event ) => change( event.target.value ) }
		/>
	);
}

/**
 * A choice. SelectControl describes its select by its help alone, so a
 * warning goes inside the help, to be read with it.
 * @param props
 */
function SelectField( props: ControlProps ) {
	const { field, value, error, id, change } = props;
	const warning = ! error && props.warning;
	return (
		<div className="careers-frontend-field" data-setting={ field.key }>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ field.label }
				help={
					warning ? (
						<>
							{ field.help }{ ' ' }
							<span
								id={ `${ id }__warning` }
								className="careers-frontend-field__warning"
							>
								{ warning }
							</span>
						</>
					) : (
						field.help
					)
				}
				value={ String( value ) }
				options={ field.options ?? [] }
				onChange={ ( selected: string ) => change( selected ) }
			/>
			<FieldMessages id={ id } error={ error } locked={ props.locked } />
		</div>
	);
}

function SettingFieldControl( props: SettingFieldProps ) {
	const { field, value, error } = props;
	const id = settingInputId( field.key );
	const change = ( next: Settings[ SettingKey ] ) =>
		props.onChange( field.key, next );
	const messages = (
		<FieldMessages
			id={ id }
			error={ error }
			warning={ props.warning }
			locked={ props.locked }
		/>
	);

	if ( field.kind === 'toggle' ) {
		return (
			<div className="careers-frontend-field" data-setting={ field.key }>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ field.label }
					help={ field.help }
					checked={ value === true }
					onChange={ ( checked: boolean ) => change( checked ) }
				/>
			</div>
		);
	}

	if ( field.kind === 'select' ) {
		return <SelectField { ...props } id={ id } change={ change } />;
	}

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
				<TextualInput { ...props } id={ id } change={ change } />
				{ messages }
			</BaseControl>
		</div>
	);
}

export const SettingField = memo( SettingFieldControl );
