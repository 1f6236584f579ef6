/**
 * The settings form's state: edited and saved values, messages per field,
 * the page notice, and saving. Edits are never thrown away by a failed
 * save; leaving with unsaved edits asks first.
 */

/**
 * WordPress dependencies
 */
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Settings } from '../settings/types';
import type { SettingKey, SettingsSchema } from './admin-config';
import { fieldLabels, type FieldDefinition } from './fields';
import { saveSettings, type ApiFetch } from './save-settings';
import {
	checkAll,
	checkField,
	normaliseValues,
	type FieldErrors,
} from './validate';

export interface PageNotice {
	status: 'success' | 'error';
	message: string;
}

export interface SettingsForm {
	values: Settings;
	saved: Settings;
	errors: FieldErrors;
	warnings: FieldErrors;
	notice?: PageNotice;
	isSaving: boolean;
	isDirty: boolean;
	change: < K extends SettingKey >( key: K, value: Settings[ K ] ) => void;
	/** Check a field when the person leaves it. */
	leave: ( key: SettingKey ) => void;
	/** Resolves to the keys of the fields that stopped the save, in page order. */
	save: () => Promise< SettingKey[] >;
	dismissNotice: () => void;
}

export interface SettingsFormOptions {
	initial: Settings;
	schema: SettingsSchema;
	option: string;
	fields: FieldDefinition[];
	apiFetch: ApiFetch;
	/** For the "leave page?" prompt; tests may pass their own target. */
	eventTarget?: Pick< Window, 'addEventListener' | 'removeEventListener' >;
}

function sameValues( a: Settings, b: Settings ): boolean {
	return ( Object.keys( a ) as SettingKey[] ).every(
		( key ) => a[ key ] === b[ key ]
	);
}

/**
 * The keys among `keys`, in page order.
 *
 * @param fields The page's fields.
 * @param keys   Setting keys.
 */
function pageOrder( fields: FieldDefinition[], keys: string[] ): SettingKey[] {
	return fields
		.map( ( field ) => field.key )
		.filter( ( key ) => keys.includes( key ) );
}

function notSavedNotice( count: number ): PageNotice {
	return {
		status: 'error',
		message: sprintf(
			/* translators: %d: number of settings with a wrong value. */
			_n(
				'Nothing was saved: %d setting needs a different value.',
				'Nothing was saved: %d settings need a different value.',
				count,
				'careers-frontend'
			),
			count
		),
	};
}

/**
 * Warnings (shown, not blocking) of the values as edited.
 *
 * @param fields The page's fields.
 * @param schema The server's schema.
 * @param values Values as edited.
 */
function useFieldWarnings(
	fields: FieldDefinition[],
	schema: SettingsSchema,
	values: Settings
): FieldErrors {
	return useMemo( () => {
		const found: FieldErrors = {};
		for ( const field of fields ) {
			const { warning } = checkField(
				field.key,
				values[ field.key ],
				schema,
				field
			);
			if ( warning ) {
				found[ field.key ] = warning;
			}
		}
		return found;
	}, [ fields, schema, values ] );
}

/**
 * Leaving the page with unsaved edits asks first.
 *
 * @param isDirty     Whether there are unsaved edits.
 * @param eventTarget The window.
 */
function useLeavePrompt(
	isDirty: boolean,
	eventTarget: SettingsFormOptions[ 'eventTarget' ] & object
): void {
	useEffect( () => {
		if ( ! isDirty ) {
			return undefined;
		}
		const warn = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			// Older browsers show the prompt only when returnValue is set.
			event.returnValue = '';
		};
		eventTarget.addEventListener( 'beforeunload', warn );
		return () => eventTarget.removeEventListener( 'beforeunload', warn );
	}, [ isDirty, eventTarget ] );
}

/**
 * Editing and leaving a field: a shown error follows the typing, and a
 * field is checked when the person leaves it.
 *
 * @param schema         The server's schema.
 * @param fields         The page's fields.
 * @param latest         The values as edited, now.
 * @param latest.current
 * @param setValues      Values setter.
 * @param setErrors      Errors setter.
 */
function useFieldEditing(
	schema: SettingsSchema,
	fields: FieldDefinition[],
	latest: { current: Settings },
	setValues: ( update: ( current: Settings ) => Settings ) => void,
	setErrors: ( update: ( current: FieldErrors ) => FieldErrors ) => void
): Pick< SettingsForm, 'change' | 'leave' > {
	const fieldFor = useCallback(
		( key: SettingKey ) => fields.find( ( field ) => field.key === key ),
		[ fields ]
	);
	const change = useCallback(
		< K extends SettingKey >( key: K, value: Settings[ K ] ) => {
			setValues( ( current ) => ( { ...current, [ key ]: value } ) );
			setErrors( ( current ) =>
				current[ key ]
					? {
							...current,
							[ key ]: checkField(
								key,
								value,
								schema,
								fieldFor( key )
							).error,
						}
					: current
			);
		},
		[ schema, fieldFor, setValues, setErrors ]
	);
	const leave = useCallback(
		( key: SettingKey ) => {
			const { error } = checkField(
				key,
				latest.current[ key ],
				schema,
				fieldFor( key )
			);
			setErrors( ( current ) =>
				current[ key ] === error
					? current
					: { ...current, [ key ]: error }
			);
		},
		[ schema, fieldFor, latest, setErrors ]
	);
	return { change, leave };
}

export function useSettingsForm( options: SettingsFormOptions ): SettingsForm {
	const { schema, option, fields, apiFetch } = options;
	const [ values, setValues ] = useState< Settings >( options.initial );
	const [ saved, setSaved ] = useState< Settings >( options.initial );
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const [ notice, setNotice ] = useState< PageNotice | undefined >();
	const [ isSaving, setIsSaving ] = useState( false );
	const latest = useRef( values );
	latest.current = values;

	const labels = useMemo( () => fieldLabels( fields ), [ fields ] );
	const isDirty = ! sameValues( normaliseValues( values ), saved );
	const warnings = useFieldWarnings( fields, schema, values );
	const { change, leave } = useFieldEditing(
		schema,
		fields,
		latest,
		setValues,
		setErrors
	);

	const save = useCallback( async (): Promise< SettingKey[] > => {
		const sending = normaliseValues( latest.current );
		const found = checkAll( sending, schema, fields );
		const invalid = pageOrder( fields, Object.keys( found ) );
		if ( invalid.length > 0 ) {
			setErrors( found );
			setNotice( notSavedNotice( invalid.length ) );
			return invalid;
		}
		setIsSaving( true );
		setNotice( undefined );
		const result = await saveSettings( apiFetch, option, sending, labels );
		setIsSaving( false );
		if ( ! result.ok ) {
			setErrors( result.fieldErrors );
			setNotice( { status: 'error', message: result.message } );
			return pageOrder( fields, Object.keys( result.fieldErrors ) );
		}
		setSaved( result.settings );
		// Keep anything typed while the request was out.
		if ( sameValues( normaliseValues( latest.current ), sending ) ) {
			setValues( result.settings );
		}
		setErrors( {} );
		setNotice( {
			status: 'success',
			message: __( 'Settings saved.', 'careers-frontend' ),
		} );
		return [];
	}, [ apiFetch, fields, labels, option, schema ] );

	useLeavePrompt( isDirty, options.eventTarget ?? window );

	return {
		values,
		saved,
		errors,
		warnings,
		notice,
		isSaving,
		isDirty,
		change,
		leave,
		save,
		dismissNotice: () => setNotice( undefined ),
	};
}
