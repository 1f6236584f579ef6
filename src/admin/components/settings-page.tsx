/**
 * Settings → Careers: every setting in sections, one Save button that stays
 * in reach, and the connection test for the saved bot settings.
 */

/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * External dependencies
 */
import type { FormEvent, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { Settings } from '../../settings/types';
import { documentMember } from '../../shared/page-document';
import type { AdminConfig, SettingKey } from '../admin-config';
import { AwsSetupPanel } from '../aws-setup/aws-setup-panel';
import { useBotLocaleNote } from '../bot-locale/bot-locale-note';
import { ChatReadinessNotice } from './chat-readiness-notice';
import { fieldLabels, settingsSections } from '../fields';
import type { ApiFetch } from '../save-settings';
import { useSettingsForm, type SettingsForm } from '../use-settings-form';
import { settingInputId } from './setting-field';
import { SettingsSection } from './settings-section';

export interface SettingsPageProps {
	config: AdminConfig;
	apiFetch: ApiFetch;
	/** The connection test, given the saved settings (left out in tests). */
	renderConnectionTest?: ( props: {
		saved: Settings;
		isDirty: boolean;
		labels: Partial< Record< SettingKey, string > >;
		focusSetting: ( key: SettingKey ) => void;
	} ) => ReactNode;
}

/**
 * Move focus to a setting's input (a screen reader then reads its label
 * and message).
 *
 * @param key Setting key.
 */
export function focusSetting( key: SettingKey ): void {
	const input = documentMember(
		document,
		'getElementById'
	)( settingInputId( key ) );
	if ( input ) {
		input.focus();
		input.scrollIntoView?.( { block: 'center' } );
		return;
	}
	documentMember(
		document,
		'querySelector'
	)< HTMLElement >(
		`[data-setting="${ key }"] input, [data-setting="${ key }"] select`
	)?.focus();
}

/**
 * The page notice and the Save button, which stay in reach.
 *
 * @param props      Props.
 * @param props.form The settings form.
 */
function SaveActions( { form }: { form: SettingsForm } ) {
	return (
		<div className="careers-frontend-settings__actions">
			{ form.notice && (
				<Notice
					status={ form.notice.status }
					onRemove={ form.dismissNotice }
					className="careers-frontend-settings__notice"
				>
					{ form.notice.message }
				</Notice>
			) }
			<div className="careers-frontend-settings__buttons">
				<Button
					variant="primary"
					type="submit"
					isBusy={ form.isSaving }
					aria-disabled={ form.isSaving }
				>
					{ form.isSaving
						? __( 'Saving…', 'careers-frontend' )
						: __( 'Save changes', 'careers-frontend' ) }
				</Button>
				{ form.isDirty && ! form.isSaving && (
					<span className="careers-frontend-settings__dirty">
						{ __(
							'You have unsaved changes.',
							'careers-frontend'
						) }
					</span>
				) }
			</div>
		</div>
	);
}

export function SettingsPage( {
	config,
	apiFetch,
	renderConnectionTest,
}: SettingsPageProps ) {
	const sections = useMemo( settingsSections, [] );
	const fields = useMemo(
		() => sections.flatMap( ( section ) => section.fields ),
		[ sections ]
	);
	const labels = useMemo( () => fieldLabels( fields ), [ fields ] );
	const form = useSettingsForm( {
		initial: config.settings,
		schema: config.schema,
		option: config.option,
		fields,
		apiFetch,
	} );
	const extras = useBotLocaleNote( config.botLocale, apiFetch, form.saved );

	const onSubmit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( form.isSaving ) {
			return;
		}
		const invalid = await form.save();
		if ( invalid.length > 0 ) {
			focusSetting( invalid[ 0 ] );
		}
	};

	return (
		<form
			className="careers-frontend-settings__form"
			noValidate
			onSubmit={ onSubmit }
		>
			<ChatReadinessNotice
				saved={ form.saved }
				labels={ labels }
				focusSetting={ focusSetting }
			/>
			{ config.awsTemplateUrl && (
				<AwsSetupPanel
					templateUrl={ config.awsTemplateUrl }
					labels={ labels }
					hasCustomEndpoints={ Boolean(
						form.values.lex_endpoint.trim() ||
						form.values.cognito_endpoint.trim()
					) }
					onFill={ ( filled ) => {
						for ( const [ key, value ] of Object.entries(
							filled
						) as [ keyof typeof filled, string ][] ) {
							form.change( key, value );
						}
					} }
				/>
			) }
			{ sections.map( ( section ) => (
				<SettingsSection
					key={ section.id }
					section={ section }
					schema={ config.schema }
					locked={ config.locked }
					form={ form }
					extras={ extras }
				/>
			) ) }
			{ renderConnectionTest?.( {
				saved: form.saved,
				isDirty: form.isDirty,
				labels,
				focusSetting,
			} ) }
			<SaveActions form={ form } />
		</form>
	);
}
