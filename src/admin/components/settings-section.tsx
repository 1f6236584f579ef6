/**
 * One card of the settings page: a heading and its fields.
 */

/**
 * WordPress dependencies
 */
import { Card, CardBody, CardHeader } from '@wordpress/components';
import { Fragment } from '@wordpress/element';

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { SettingKey, SettingsSchema } from '../admin-config';
import type { SectionDefinition } from '../fields';
import { lockedScriptSetting } from '../presentation/messages';
import type { SettingsForm } from '../use-settings-form';
import { SettingField } from './setting-field';

export interface SettingsSectionProps {
	section: SectionDefinition;
	schema: SettingsSchema;
	/** Settings this user may not change (admin-config.ts). */
	locked: readonly SettingKey[];
	form: Pick<
		SettingsForm,
		'values' | 'errors' | 'warnings' | 'change' | 'leave'
	>;
	/** Shown after a field, while the field shows. */
	extras?: Partial< Record< SettingKey, ReactNode > >;
}

export function SettingsSection( {
	section,
	schema,
	locked,
	form,
	extras,
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
						<Fragment key={ field.key }>
							<SettingField
								field={ field }
								schema={ schema[ field.key ] }
								value={ form.values[ field.key ] }
								error={ form.errors[ field.key ] }
								warning={ form.warnings[ field.key ] }
								locked={
									locked.includes( field.key )
										? lockedScriptSetting()
										: undefined
								}
								onChange={ form.change }
								onBlur={ form.leave }
							/>
							{ extras?.[ field.key ] }
						</Fragment>
					) ) }
				</CardBody>
			</Card>
		</section>
	);
}
