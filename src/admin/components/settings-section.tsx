/**
 * One card of the settings page: a heading and its fields.
 */

/**
 * WordPress dependencies
 */
import { Card, CardBody, CardHeader } from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { SettingsSchema } from '../admin-config';
import type { SectionDefinition } from '../fields';
import type { SettingsForm } from '../use-settings-form';
import { SettingField } from './setting-field';

export interface SettingsSectionProps {
	section: SectionDefinition;
	schema: SettingsSchema;
	form: Pick<
		SettingsForm,
		'values' | 'errors' | 'warnings' | 'change' | 'leave'
	>;
}

export function SettingsSection( {
	section,
	schema,
	form,
}: SettingsSectionProps ) {
	const headingId = `careers-frontend-section-${ section.id }`;
	// A field hidden by another choice still shows while it holds an error,
	// so nothing blocks saving out of sight.
	const visible = section.fields.filter(
		( field ) =>
			! field.shownWhen ||
			field.shownWhen( form.values ) ||
			form.errors[ field.key ]
	);
	return (
		<section
			aria-labelledby={ headingId }
			className="careers-frontend-settings__section"
		>
			<Card>
				<CardHeader>
					<h2
						id={ headingId }
						className="careers-frontend-settings__section-title"
					>
						{ section.title }
					</h2>
				</CardHeader>
				<CardBody>
					{ section.description && (
						<p className="careers-frontend-settings__section-description">
							{ section.description }
						</p>
					) }
					{ visible.map( ( field ) => (
						<SettingField
							key={ field.key }
							field={ field }
							schema={ schema[ field.key ] }
							value={ form.values[ field.key ] }
							error={ form.errors[ field.key ] }
							warning={ form.warnings[ field.key ] }
							onChange={ form.change }
							onBlur={ form.leave }
						/>
					) ) }
				</CardBody>
			</Card>
		</section>
	);
}
